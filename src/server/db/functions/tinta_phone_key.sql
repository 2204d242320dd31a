CREATE OR REPLACE FUNCTION public.tinta_phone_key(p text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
  SELECT CASE WHEN length(d) >= 10 THEN right(d, 11) END
  FROM (SELECT regexp_replace(coalesce(p, ''), '[^0-9]', '', 'g') AS d) x
$function$;
