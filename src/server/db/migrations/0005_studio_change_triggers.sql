-- Team changes concern the studio owner, whose row is not on the changed table: an artist accepting
-- an invitation (member insert, invitation update) must refresh the owner's Equipe screen live.
CREATE OR REPLACE FUNCTION tinta_emit_studio_change() RETURNS trigger AS $$
DECLARE
  rec jsonb;
  owner_id text;
  event_id bigint;
BEGIN
  IF TG_OP = 'DELETE' THEN rec := to_jsonb(OLD); ELSE rec := to_jsonb(NEW); END IF;
  SELECT o.owner_id INTO owner_id FROM organizations o WHERE o.id = (rec ->> 'organization_id')::uuid;
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
CREATE TRIGGER organization_members_changes AFTER INSERT OR UPDATE OR DELETE ON organization_members
  FOR EACH ROW EXECUTE FUNCTION tinta_emit_studio_change();
--> statement-breakpoint
CREATE TRIGGER invitations_changes AFTER INSERT OR UPDATE OR DELETE ON invitations
  FOR EACH ROW EXECUTE FUNCTION tinta_emit_studio_change();
