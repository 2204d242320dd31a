-- A studio's owner and front desk answer every artist's booking requests (issue 26): a change to
-- an active member's request is announced to them as 'studio_booking_requests', as appointments
-- are (0027, tinta_emit_studio_row).
CREATE TRIGGER booking_requests_studio_changes AFTER INSERT OR UPDATE OR DELETE ON booking_requests
  FOR EACH ROW EXECUTE FUNCTION tinta_emit_studio_row();
