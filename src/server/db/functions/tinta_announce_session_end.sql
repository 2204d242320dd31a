CREATE OR REPLACE FUNCTION public.tinta_announce_session_end()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('tinta_session_ends', json_build_object('sessionId', OLD.id)::text);
  RETURN NULL;
END
$function$;
