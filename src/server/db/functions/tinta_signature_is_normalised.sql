CREATE OR REPLACE FUNCTION public.tinta_signature_is_normalised(png bytea)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE STRICT
AS $function$
  SELECT octet_length(png) > 33
    AND substring(png FROM 1 FOR 8) = '\x89504e470d0a1a0a'::bytea
    AND substring(png FROM 13 FOR 4) = '\x49484452'::bytea
    AND substring(png FROM 17 FOR 4) BETWEEN '\x00000001'::bytea AND '\x00000384'::bytea
    AND substring(png FROM 21 FOR 4) BETWEEN '\x00000001'::bytea AND '\x0000012c'::bytea
    AND substring(png FROM 26 FOR 1) IN ('\x00'::bytea, '\x03'::bytea)
    AND substring(png FROM 29 FOR 1) = '\x00'::bytea
$function$;
