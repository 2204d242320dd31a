CREATE OR REPLACE FUNCTION public.tinta_emit_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
$function$;
