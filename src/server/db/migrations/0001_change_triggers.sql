-- Every committed change to a user's rows becomes a change_events row and a NOTIFY carrying
-- its ids only. NOTIFY is delivered at commit, so listeners never hear of a rolled-back change.
-- TG_ARGV[0] names the column that holds the owner's user id.
CREATE OR REPLACE FUNCTION tinta_emit_change() RETURNS trigger AS $$
DECLARE
  rec jsonb;
  owner_id text;
  event_id bigint;
BEGIN
  IF TG_OP = 'DELETE' THEN rec := to_jsonb(OLD); ELSE rec := to_jsonb(NEW); END IF;
  owner_id := rec ->> TG_ARGV[0];
  IF owner_id IS NULL THEN RETURN NULL; END IF;
  INSERT INTO change_events (user_id, table_name, op, row_id)
    VALUES (owner_id, TG_TABLE_NAME, lower(TG_OP), rec ->> 'id')
    RETURNING id INTO event_id;
  PERFORM pg_notify('tinta_changes', json_build_object(
    'id', event_id, 'userId', owner_id, 'table', TG_TABLE_NAME, 'op', lower(TG_OP), 'rowId', rec ->> 'id')::text);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER payments_changes AFTER INSERT OR UPDATE OR DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION tinta_emit_change('user_id');
--> statement-breakpoint
CREATE TRIGGER appointments_changes AFTER INSERT OR UPDATE OR DELETE ON appointments
  FOR EACH ROW EXECUTE FUNCTION tinta_emit_change('user_id');
--> statement-breakpoint
CREATE TRIGGER tasks_changes AFTER INSERT OR UPDATE OR DELETE ON tasks
  FOR EACH ROW EXECUTE FUNCTION tinta_emit_change('user_id');
--> statement-breakpoint
CREATE TRIGGER clients_changes AFTER INSERT OR UPDATE OR DELETE ON clients
  FOR EACH ROW EXECUTE FUNCTION tinta_emit_change('user_id');
--> statement-breakpoint
CREATE TRIGGER expenses_changes AFTER INSERT OR UPDATE OR DELETE ON expenses
  FOR EACH ROW EXECUTE FUNCTION tinta_emit_change('user_id');
--> statement-breakpoint
CREATE TRIGGER notifications_changes AFTER INSERT OR UPDATE OR DELETE ON notifications
  FOR EACH ROW EXECUTE FUNCTION tinta_emit_change('user_id');
--> statement-breakpoint
CREATE TRIGGER profiles_changes AFTER UPDATE ON profiles
  FOR EACH ROW EXECUTE FUNCTION tinta_emit_change('id');
