-- An artist's payment changes their studio's split report, which the owner may have open: tell the
-- owner too, as 'studio_payments' so only that report refreshes (the owner's own payment lists are
-- untouched). The studio is the artist's current one (profiles.organization_id); the owner's own
-- payments already reach them through payments_changes.
CREATE OR REPLACE FUNCTION tinta_emit_studio_payment() RETURNS trigger AS $$
DECLARE
  rec jsonb;
  owner_id text;
  event_id bigint;
BEGIN
  IF TG_OP = 'DELETE' THEN rec := to_jsonb(OLD); ELSE rec := to_jsonb(NEW); END IF;
  SELECT o.owner_id INTO owner_id
    FROM profiles p JOIN organizations o ON o.id = p.organization_id
    WHERE p.id = rec ->> 'user_id';
  IF owner_id IS NULL OR owner_id = rec ->> 'user_id' THEN RETURN NULL; END IF;
  INSERT INTO change_events (user_id, table_name, op, row_id)
    VALUES (owner_id, 'studio_payments', lower(TG_OP), rec ->> 'id')
    RETURNING id INTO event_id;
  PERFORM pg_notify('tinta_changes', json_build_object(
    'id', event_id, 'userId', owner_id, 'table', 'studio_payments', 'op', lower(TG_OP), 'rowId', rec ->> 'id')::text);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER payments_studio_changes AFTER INSERT OR UPDATE OR DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION tinta_emit_studio_payment();
