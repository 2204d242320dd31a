CREATE OR REPLACE FUNCTION public.tinta_consent_signatures_normalised()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  drawn text[] := ARRAY['signature_png', 'guardian_signature_png', 'signatures_normalised_at', 'signatures_original_sha256'];
BEGIN
  IF (to_jsonb(NEW) - drawn) IS DISTINCT FROM (to_jsonb(OLD) - drawn) THEN
    RAISE EXCEPTION 'consents: a normalisation changes the drawn signatures only';
  END IF;
  IF (NEW.guardian_signature_png IS NULL) <> (OLD.guardian_signature_png IS NULL)
    OR NOT tinta_signature_is_normalised(NEW.signature_png)
    OR (NEW.guardian_signature_png IS NOT NULL AND NOT tinta_signature_is_normalised(NEW.guardian_signature_png))
  THEN
    RAISE EXCEPTION 'consents: a normalised signature is at most 900 x 300, without transparency';
  END IF;
  -- Written here, not by the caller: the first normalisation's time and the bytes it replaced.
  NEW.signatures_normalised_at := coalesce(OLD.signatures_normalised_at, now());
  NEW.signatures_original_sha256 := coalesce(
    OLD.signatures_original_sha256,
    array_remove(ARRAY[
      encode(sha256(OLD.signature_png), 'hex'),
      encode(sha256(OLD.guardian_signature_png), 'hex')
    ], NULL));
  RETURN NEW;
END;
$function$;
