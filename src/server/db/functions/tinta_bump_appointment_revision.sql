CREATE OR REPLACE FUNCTION public.tinta_bump_appointment_revision()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF (NEW.client_name, NEW.title, NEW.start_time, NEW.duration_minutes, NEW.status,
      NEW.is_tattoo_finished, NEW.agreed_value_cents, NEW.final_value_cents)
    IS DISTINCT FROM (OLD.client_name, OLD.title, OLD.start_time, OLD.duration_minutes, OLD.status,
      OLD.is_tattoo_finished, OLD.agreed_value_cents, OLD.final_value_cents) THEN
    NEW.revision := OLD.revision + 1;
  END IF;
  RETURN NEW;
END
$function$;
