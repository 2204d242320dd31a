CREATE OR REPLACE FUNCTION public.tinta_studio_payments_rollup()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.user_id, OLD.organization_id, OLD.amount_cents, OLD.studio_cents, OLD.date)
      IS NOT DISTINCT FROM (NEW.user_id, NEW.organization_id, NEW.amount_cents, NEW.studio_cents, NEW.date) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM tinta_studio_rollup(OLD, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM tinta_studio_rollup(NEW, 1); END IF;
  RETURN NULL;
END
$function$;
