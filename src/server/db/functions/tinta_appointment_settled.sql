CREATE OR REPLACE FUNCTION public.tinta_appointment_settled()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF pg_trigger_depth() = 1 AND EXISTS (
    SELECT 1 FROM payments p JOIN settlements s
      ON s.organization_id = p.organization_id AND s.artist_id = p.user_id
     AND p.date BETWEEN s.start_date AND s.end_date
    WHERE p.appointment_id = OLD.id) THEN
    RAISE EXCEPTION 'appointment % has payments in a paid settlement', OLD.id USING ERRCODE = 'TI001';
  END IF;
  RETURN OLD;
END
$function$;
