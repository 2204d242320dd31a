-- Deposits (sinal): money received for a session before it happens. A payment now has a kind:
-- 'pagamento' (SPEC's payment for finished work), 'sinal' (a deposit, allowed on an appointment not
-- yet finished) and 'estorno' (a deposit given back, a negative amount dated the day it was returned).
-- Every kind is revenue on its own day, so a month keeps what arrived in it.
CREATE TYPE "payment_kind" AS ENUM ('pagamento', 'sinal', 'estorno');
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kind" "payment_kind" NOT NULL DEFAULT 'pagamento';
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_amount_positive";
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_sign"
  CHECK (amount_cents <> 0 AND (amount_cents < 0) = (kind = 'estorno'));
--> statement-breakpoint
-- The deposits an appointment holds (sinal minus estorno), kept by the writes that change them in
-- their own transaction; Finalizar asks for the rest.
ALTER TABLE "appointments" ADD COLUMN "deposit_cents" integer NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_deposit_nonnegative" CHECK (deposit_cents >= 0);
--> statement-breakpoint
-- The dashboard's 'Total' (user_rollups.finished_revenue_cents) and a client's 'total gasto' are, as
-- SPEC says, what was paid for finished work — plus the deposits of sessions not finished yet (minus
-- deposits given back): money that arrived counts from the day it arrived.
CREATE OR REPLACE FUNCTION tinta_payment_rollup(p payments, sign integer) RETURNS void AS $$
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
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tinta_appointment_rollup(a appointments, sign integer) RETURNS void AS $$
DECLARE
  finished boolean := a.is_tattoo_finished AND a.status = 'concluido';
  live integer := CASE WHEN a.status <> 'cancelado' THEN 1 ELSE 0 END;
  -- What of the money received for it counts as spent (all when finished, else its deposits).
  spent bigint := 0;
  live_after integer;
  served_after integer;
  d_active integer := 0;
  d_served integer := 0;
  key text;
BEGIN
  SELECT coalesce(sum(amount_cents) FILTER (WHERE finished OR kind <> 'pagamento'), 0)
    INTO spent FROM payments WHERE appointment_id = a.id;
  -- The user's row first (lock order), with the counts; the crossings are added after.
  PERFORM tinta_user_rollup(a.user_id, 0, 0, sign, CASE WHEN finished THEN sign ELSE 0 END, 0, 0, sign * spent, 0);
  -- A client deleted in this statement is accounted for by its own trigger (whichever runs first).
  IF a.client_id IS NOT NULL AND EXISTS (SELECT 1 FROM clients WHERE id = a.client_id) THEN
    UPDATE client_rollups SET appointments = appointments + sign,
        live_appointments = live_appointments + sign * live,
        spent_cents = spent_cents + sign * spent
      WHERE client_id = a.client_id
      RETURNING live_appointments INTO live_after;
    IF live = 1 AND live_after IS NOT NULL THEN
      IF sign = 1 AND live_after = 1 THEN d_active := 1; END IF;
      IF sign = -1 AND live_after = 0 THEN d_active := -1; END IF;
    END IF;
  END IF;
  IF finished THEN
    key := CASE WHEN a.client_id IS NOT NULL THEN 'id:' || a.client_id ELSE 'name:' || tinta_fold(a.client_name) END;
    INSERT INTO served_clients AS s (user_id, client_key, finished) VALUES (a.user_id, key, sign)
      ON CONFLICT (user_id, client_key) DO UPDATE SET finished = s.finished + EXCLUDED.finished
      RETURNING s.finished INTO served_after;
    IF sign = 1 AND served_after = 1 THEN d_served := 1; END IF;
    IF sign = -1 AND served_after = 0 THEN d_served := -1; END IF;
  END IF;
  IF d_active <> 0 OR d_served <> 0 THEN
    PERFORM tinta_user_rollup(a.user_id, 0, d_active, 0, 0, d_served, 0, 0, 0);
  END IF;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- No deposit exists yet, so the figures are unchanged; recomputed by the new rule anyway.
UPDATE user_rollups u SET finished_revenue_cents = coalesce((
  SELECT sum(x.amount_cents) FROM payments x JOIN appointments a ON a.id = x.appointment_id
  WHERE x.user_id = u.user_id AND ((a.is_tattoo_finished AND a.status = 'concluido') OR x.kind <> 'pagamento')
), 0);
--> statement-breakpoint
UPDATE client_rollups r SET spent_cents = coalesce((
  SELECT sum(x.amount_cents) FROM appointments a JOIN payments x ON x.appointment_id = a.id
  WHERE a.client_id = r.client_id AND ((a.is_tattoo_finished AND a.status = 'concluido') OR x.kind <> 'pagamento')
), 0);
