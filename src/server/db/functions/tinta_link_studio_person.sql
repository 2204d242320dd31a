CREATE OR REPLACE FUNCTION public.tinta_link_studio_person()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  org uuid;
  found uuid;
BEGIN
  IF NEW.person_id IS NOT NULL THEN RETURN NEW; END IF;
  SELECT m.organization_id INTO org
    FROM organization_members m WHERE m.user_id = NEW.user_id AND m.status = 'active' LIMIT 1;
  IF org IS NULL THEN RETURN NEW; END IF;
  IF tinta_phone_key(NEW.phone) IS NOT NULL THEN
    SELECT coalesce(c.person_id, c.id) INTO found
      FROM clients c
      JOIN organization_members m
        ON m.user_id = c.user_id AND m.organization_id = org AND m.status = 'active'
      -- (phone IS NOT NULL: the partial index on tinta_phone_key(phone) answers it)
      WHERE c.phone IS NOT NULL AND tinta_phone_key(c.phone) = tinta_phone_key(NEW.phone)
        AND c.user_id <> NEW.user_id
      ORDER BY c.created_at, c.id
      LIMIT 1;
  END IF;
  NEW.person_id := coalesce(found, NEW.id);
  RETURN NEW;
END
$function$;
