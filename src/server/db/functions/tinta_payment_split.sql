CREATE OR REPLACE FUNCTION public.tinta_payment_split()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.user_id IS DISTINCT FROM OLD.user_id THEN
    SELECT m.organization_id INTO NEW.organization_id
      FROM profiles p
      JOIN organization_members m
        ON m.organization_id = p.organization_id AND m.user_id = p.id AND m.status = 'active'
      WHERE p.id = NEW.user_id AND p.plan_type = 'estudio';
  ELSE
    NEW.organization_id := OLD.organization_id;
  END IF;
  IF TG_OP = 'INSERT' OR (NEW.user_id, NEW.organization_id, NEW.amount_cents, NEW.date)
      IS DISTINCT FROM (OLD.user_id, OLD.organization_id, OLD.amount_cents, OLD.date) THEN
    NEW.studio_cents := tinta_studio_part(NEW.organization_id, NEW.user_id, NEW.amount_cents, NEW.date);
  ELSE
    NEW.studio_cents := OLD.studio_cents;
  END IF;
  RETURN NEW;
END
$function$;
