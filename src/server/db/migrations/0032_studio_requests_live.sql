-- A studio's owner and front desk answer every artist's booking requests (issue 26): a change to
-- an active member's request is announced to them as 'studio_booking_requests', like appointments
-- (0027). Same fan-out as tinta_emit_studio_appointment, named after the table it watches.
CREATE OR REPLACE FUNCTION tinta_emit_studio_row() RETURNS trigger AS $$
DECLARE
  rec jsonb;
  keeper text;
BEGIN
  IF TG_OP = 'DELETE' THEN rec := to_jsonb(OLD); ELSE rec := to_jsonb(NEW); END IF;
  FOR keeper IN
    SELECT DISTINCT k.user_id
    FROM organization_members a
    JOIN organizations o ON o.id = a.organization_id
    JOIN organization_members k ON k.organization_id = a.organization_id AND k.status = 'active'
    WHERE a.user_id = rec ->> 'user_id'
      AND a.status = 'active'
      AND (k.user_id = o.owner_id OR k.role = 'recepcao')
      AND k.user_id <> rec ->> 'user_id'
  LOOP
    PERFORM tinta_publish_change(keeper, 'studio_' || TG_TABLE_NAME, lower(TG_OP), rec ->> 'id');
  END LOOP;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER booking_requests_studio_changes AFTER INSERT OR UPDATE OR DELETE ON booking_requests
  FOR EACH ROW EXECUTE FUNCTION tinta_emit_studio_row();
