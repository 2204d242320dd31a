CREATE OR REPLACE FUNCTION public.tinta_emit_studio_row()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
$function$;
