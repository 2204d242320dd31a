CREATE OR REPLACE FUNCTION public.tinta_payment_rollup(p payments, sign integer)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  amount bigint := sign * p.amount_cents;
  a record;
  counted boolean;
BEGIN
  -- The appointment is gone when its deletion cascades here: its shares were taken already.
  SELECT client_id, (is_tattoo_finished AND status = 'concluido') AS finished INTO a
    FROM appointments WHERE id = p.appointment_id;
  counted := FOUND AND (a.finished OR p.kind <> 'pagamento');
  PERFORM tinta_user_rollup(p.user_id, 0, 0, 0, 0, 0, amount, CASE WHEN counted THEN amount ELSE 0 END, 0);
  INSERT INTO revenue_days AS t (user_id, day, cents) VALUES (p.user_id, p.date, amount)
    ON CONFLICT (user_id, day) DO UPDATE SET cents = t.cents + EXCLUDED.cents;
  INSERT INTO revenue_months AS t (user_id, month, cents) VALUES (p.user_id, to_char(p.date, 'YYYY-MM'), amount)
    ON CONFLICT (user_id, month) DO UPDATE SET cents = t.cents + EXCLUDED.cents;
  IF counted AND a.client_id IS NOT NULL THEN
    UPDATE client_rollups SET spent_cents = spent_cents + amount WHERE client_id = a.client_id;
  END IF;
END
$function$;
