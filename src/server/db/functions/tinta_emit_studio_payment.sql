CREATE OR REPLACE FUNCTION public.tinta_emit_studio_payment()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  rec jsonb;
  owner_id text;
BEGIN
  IF TG_OP = 'DELETE' THEN rec := to_jsonb(OLD); ELSE rec := to_jsonb(NEW); END IF;
  SELECT o.owner_id INTO owner_id FROM organizations o WHERE o.id = (rec ->> 'organization_id')::uuid;
  IF owner_id IS NOT NULL AND owner_id <> rec ->> 'user_id' THEN
    PERFORM tinta_publish_change(owner_id, 'studio_payments', lower(TG_OP), rec ->> 'id');
  END IF;
  RETURN NULL;
END
$function$;
