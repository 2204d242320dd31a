CREATE OR REPLACE FUNCTION public.tinta_sp_day(instant timestamp with time zone)
 RETURNS date
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$
  SELECT tinta_sp_local(instant)::date
$function$;
