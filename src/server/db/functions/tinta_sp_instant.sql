CREATE OR REPLACE FUNCTION public.tinta_sp_instant(day date, at time without time zone)
 RETURNS timestamp with time zone
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$
  SELECT timezone(interval '-03:00', day + at)
$function$;
