CREATE OR REPLACE FUNCTION public.tinta_emit_studio_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  rec jsonb;
  keeper text;
BEGIN
  IF TG_OP = 'DELETE' THEN rec := to_jsonb(OLD); ELSE rec := to_jsonb(NEW); END IF;
  FOR keeper IN
    SELECT o.owner_id FROM organizations o WHERE o.id = (rec ->> 'organization_id')::uuid
    UNION
    SELECT m.user_id FROM organization_members m
    WHERE TG_TABLE_NAME = 'organization_members'
      AND m.organization_id = (rec ->> 'organization_id')::uuid
      AND m.role = 'recepcao' AND m.status = 'active'
  LOOP
    PERFORM tinta_publish_change(keeper, TG_TABLE_NAME, lower(TG_OP), rec ->> 'id');
  END LOOP;
  RETURN NULL;
END
$function$;
