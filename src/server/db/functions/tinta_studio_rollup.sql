CREATE OR REPLACE FUNCTION public.tinta_studio_rollup(p payments, sign integer)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  amount bigint := sign * p.amount_cents;
  studio bigint := sign * p.studio_cents;
  m text := to_char(p.date, 'YYYY-MM');
BEGIN
  IF p.organization_id IS NULL THEN RETURN; END IF;
  INSERT INTO studio_member_totals AS t (organization_id, user_id, revenue_cents, studio_cents)
    VALUES (p.organization_id, p.user_id, amount, studio)
    ON CONFLICT (organization_id, user_id) DO UPDATE
      SET revenue_cents = t.revenue_cents + EXCLUDED.revenue_cents, studio_cents = t.studio_cents + EXCLUDED.studio_cents;
  INSERT INTO studio_member_months AS t (organization_id, month, user_id, revenue_cents, studio_cents)
    VALUES (p.organization_id, m, p.user_id, amount, studio)
    ON CONFLICT (organization_id, month, user_id) DO UPDATE
      SET revenue_cents = t.revenue_cents + EXCLUDED.revenue_cents, studio_cents = t.studio_cents + EXCLUDED.studio_cents;
  INSERT INTO studio_months AS t (organization_id, month, revenue_cents, studio_cents)
    VALUES (p.organization_id, m, amount, studio)
    ON CONFLICT (organization_id, month) DO UPDATE
      SET revenue_cents = t.revenue_cents + EXCLUDED.revenue_cents, studio_cents = t.studio_cents + EXCLUDED.studio_cents;
END
$function$;
