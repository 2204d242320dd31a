-- One place publishes a change (a change_events row + NOTIFY with ids only); the row triggers
-- only decide who hears it.
CREATE OR REPLACE FUNCTION tinta_publish_change(p_owner text, p_table text, p_op text, p_row text)
RETURNS void AS $$
DECLARE
  event_id bigint;
BEGIN
  INSERT INTO change_events (user_id, table_name, op, row_id)
    VALUES (p_owner, p_table, p_op, p_row)
    RETURNING id INTO event_id;
  PERFORM pg_notify('tinta_changes', json_build_object(
    'id', event_id, 'userId', p_owner, 'table', p_table, 'op', p_op, 'rowId', p_row)::text);
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tinta_emit_change() RETURNS trigger AS $$
DECLARE
  rec jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN rec := to_jsonb(OLD); ELSE rec := to_jsonb(NEW); END IF;
  IF rec ->> TG_ARGV[0] IS NOT NULL THEN
    PERFORM tinta_publish_change(rec ->> TG_ARGV[0], TG_TABLE_NAME, lower(TG_OP), rec ->> 'id');
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tinta_emit_studio_change() RETURNS trigger AS $$
DECLARE
  rec jsonb;
  owner_id text;
BEGIN
  IF TG_OP = 'DELETE' THEN rec := to_jsonb(OLD); ELSE rec := to_jsonb(NEW); END IF;
  SELECT o.owner_id INTO owner_id FROM organizations o WHERE o.id = (rec ->> 'organization_id')::uuid;
  IF owner_id IS NOT NULL THEN
    PERFORM tinta_publish_change(owner_id, TG_TABLE_NAME, lower(TG_OP), rec ->> 'id');
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- An artist's payment changes their studio's split report, which the owner may have open: tell the
-- owner too, as 'studio_payments' so only that report refreshes (the owner's own payment lists are
-- untouched). The studio is the artist's current one (profiles.organization_id); the owner's own
-- payments already reach them through payments_changes.
CREATE OR REPLACE FUNCTION tinta_emit_studio_payment() RETURNS trigger AS $$
DECLARE
  rec jsonb;
  owner_id text;
BEGIN
  IF TG_OP = 'DELETE' THEN rec := to_jsonb(OLD); ELSE rec := to_jsonb(NEW); END IF;
  SELECT o.owner_id INTO owner_id
    FROM profiles p JOIN organizations o ON o.id = p.organization_id
    WHERE p.id = rec ->> 'user_id';
  IF owner_id IS NOT NULL AND owner_id <> rec ->> 'user_id' THEN
    PERFORM tinta_publish_change(owner_id, 'studio_payments', lower(TG_OP), rec ->> 'id');
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER payments_studio_changes AFTER INSERT OR UPDATE OR DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION tinta_emit_studio_payment();
