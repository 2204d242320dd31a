CREATE OR REPLACE FUNCTION public.tinta_sp_local(instant timestamp with time zone)
 RETURNS timestamp without time zone
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$
  SELECT timezone(interval '-03:00', instant)
$function$;
