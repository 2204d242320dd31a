CREATE OR REPLACE FUNCTION public.tinta_sp_month(instant timestamp with time zone)
 RETURNS text
 LANGUAGE sql
 STABLE PARALLEL SAFE STRICT
AS $function$
  SELECT to_char(tinta_sp_local(instant), 'YYYY-MM')
$function$;
