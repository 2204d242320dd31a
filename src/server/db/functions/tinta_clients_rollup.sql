CREATE OR REPLACE FUNCTION public.tinta_clients_rollup()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM tinta_user_rollup(NEW.user_id, 1, 0, 0, 0, 0, 0, 0, 0);
    INSERT INTO client_rollups (client_id, user_id) VALUES (NEW.id, NEW.user_id);
  ELSE
    -- The client's row goes with its share of 'Ativos'; its appointments, unlinked by the foreign
    -- key, leave the client's rollup alone (see tinta_appointment_rollup).
    PERFORM tinta_user_rollup(OLD.user_id, -1,
      CASE WHEN EXISTS (SELECT 1 FROM client_rollups WHERE client_id = OLD.id AND live_appointments > 0) THEN -1 ELSE 0 END,
      0, 0, 0, 0, 0, 0);
    DELETE FROM client_rollups WHERE client_id = OLD.id;
  END IF;
  RETURN NULL;
END
$function$;
