-- A studio's agenda is kept by its owner and front desk, whose ids are not on an artist's rows:
-- every change to an active member's row of a table this watches is announced to them too, as
-- 'studio_' + the table ('studio_appointments'; the artist still hears 'appointments' under their
-- own id). A row moved from one member to another is announced for both.
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
    WHERE a.user_id IN (rec ->> 'user_id', CASE WHEN TG_OP = 'UPDATE' THEN OLD.user_id END)
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
CREATE TRIGGER appointments_studio_changes AFTER INSERT OR UPDATE OR DELETE ON appointments
  FOR EACH ROW EXECUTE FUNCTION tinta_emit_studio_row();
--> statement-breakpoint
-- A session moved to another artist leaves the first one's agenda: they hear it too.
CREATE OR REPLACE FUNCTION tinta_emit_change() RETURNS trigger AS $$
DECLARE
  rec jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN rec := to_jsonb(OLD); ELSE rec := to_jsonb(NEW); END IF;
  IF rec ->> TG_ARGV[0] IS NOT NULL THEN
    PERFORM tinta_publish_change(rec ->> TG_ARGV[0], TG_TABLE_NAME, lower(TG_OP), rec ->> 'id');
  END IF;
  IF TG_OP = 'UPDATE' AND to_jsonb(OLD) ->> TG_ARGV[0] IS DISTINCT FROM rec ->> TG_ARGV[0]
     AND to_jsonb(OLD) ->> TG_ARGV[0] IS NOT NULL THEN
    PERFORM tinta_publish_change(to_jsonb(OLD) ->> TG_ARGV[0], TG_TABLE_NAME, 'delete', rec ->> 'id');
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
