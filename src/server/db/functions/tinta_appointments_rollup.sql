CREATE OR REPLACE FUNCTION public.tinta_appointments_rollup()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    -- Check-in, notes, times, values: nothing a rollup counts. A linked client's rename neither.
    IF (OLD.user_id, OLD.client_id, OLD.status, OLD.is_tattoo_finished)
        IS NOT DISTINCT FROM (NEW.user_id, NEW.client_id, NEW.status, NEW.is_tattoo_finished)
      AND (NEW.client_id IS NOT NULL OR tinta_fold(OLD.client_name) = tinta_fold(NEW.client_name)) THEN
      RETURN NULL;
    END IF;
    PERFORM tinta_appointment_rollup(OLD, -1);
    PERFORM tinta_appointment_rollup(NEW, 1);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM tinta_appointment_rollup(NEW, 1);
  ELSE
    -- BEFORE DELETE: its payments are still there to take its finished share (their own deletion,
    -- cascading next, takes the revenue).
    PERFORM tinta_appointment_rollup(OLD, -1);
    RETURN OLD;
  END IF;
  RETURN NULL;
END
$function$;
