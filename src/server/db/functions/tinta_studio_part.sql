CREATE OR REPLACE FUNCTION public.tinta_studio_part(org uuid, uid text, amount integer, day date)
 RETURNS integer
 LANGUAGE plpgsql
 STABLE
AS $function$
DECLARE
  pct numeric;
BEGIN
  IF org IS NULL THEN RETURN 0; END IF;
  IF EXISTS (SELECT 1 FROM organizations WHERE id = org AND owner_id = uid) THEN RETURN amount; END IF;
  SELECT percentage INTO pct FROM artist_percentages
    WHERE organization_id = org AND user_id = uid AND created_at < tinta_sp_instant(day + 1, '00:00')
    ORDER BY created_at DESC, id DESC LIMIT 1;
  IF pct IS NULL THEN
    SELECT percentage INTO pct FROM artist_percentages
      WHERE organization_id = org AND user_id = uid ORDER BY created_at, id LIMIT 1;
  END IF;
  RETURN amount - round(amount * round(coalesce(pct, 50) * 100) / 10000)::integer;
END
$function$;
