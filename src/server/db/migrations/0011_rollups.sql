-- Rollups: the totals the screens show, kept in step by triggers inside the writing transaction, so a
-- screen's cost does not grow with the user's history. Each trigger applies deltas (subtract what the
-- old row contributed, add what the new one does) with INSERT … ON CONFLICT DO UPDATE: concurrent
-- writers queue on the rollup row and no update is lost; a rolled-back write leaves them untouched.
-- The user's row is always touched first, so two transactions of one user never lock rollups in
-- opposite orders.
CREATE TABLE "user_rollups" (
  "user_id" text PRIMARY KEY,
  "clients" integer NOT NULL DEFAULT 0,
  "active_clients" integer NOT NULL DEFAULT 0,
  "appointments" integer NOT NULL DEFAULT 0,
  "finished_appointments" integer NOT NULL DEFAULT 0,
  "clients_served" integer NOT NULL DEFAULT 0,
  "revenue_cents" bigint NOT NULL DEFAULT 0,
  "finished_revenue_cents" bigint NOT NULL DEFAULT 0,
  "expenses_cents" bigint NOT NULL DEFAULT 0
);
--> statement-breakpoint
CREATE TABLE "revenue_days" (
  "user_id" text NOT NULL,
  "day" date NOT NULL,
  "cents" bigint NOT NULL DEFAULT 0,
  PRIMARY KEY ("user_id", "day")
);
--> statement-breakpoint
CREATE TABLE "revenue_months" (
  "user_id" text NOT NULL,
  "month" text NOT NULL,
  "cents" bigint NOT NULL DEFAULT 0,
  PRIMARY KEY ("user_id", "month")
);
--> statement-breakpoint
CREATE TABLE "expense_months" (
  "user_id" text NOT NULL,
  "month" text NOT NULL,
  "category" "expense_category" NOT NULL,
  "cents" bigint NOT NULL DEFAULT 0,
  PRIMARY KEY ("user_id", "month", "category")
);
--> statement-breakpoint
-- All-time expenses per category ('Análise de Despesas'): 18 rows at most, however many years.
CREATE TABLE "expense_categories" (
  "user_id" text NOT NULL,
  "category" "expense_category" NOT NULL,
  "cents" bigint NOT NULL DEFAULT 0,
  PRIMARY KEY ("user_id", "category")
);
--> statement-breakpoint
CREATE TABLE "client_rollups" (
  "client_id" uuid PRIMARY KEY,
  "user_id" text NOT NULL,
  "appointments" integer NOT NULL DEFAULT 0,
  "live_appointments" integer NOT NULL DEFAULT 0,
  "spent_cents" bigint NOT NULL DEFAULT 0
);
--> statement-breakpoint
-- Who was served (Relatórios' 'Clientes atendidos'): a client by id, a deleted client by folded name.
CREATE TABLE "served_clients" (
  "user_id" text NOT NULL,
  "client_key" text NOT NULL,
  "finished" integer NOT NULL DEFAULT 0,
  PRIMARY KEY ("user_id", "client_key")
);
--> statement-breakpoint
CREATE INDEX "appointments_client_start_idx" ON "appointments" ("client_id", "start_time");
--> statement-breakpoint
-- 'Melhor mês': the top of this index, not a scan of every month since the first.
CREATE INDEX "revenue_months_best_idx" ON "revenue_months" ("user_id", "cents" DESC, "month" DESC);
--> statement-breakpoint
CREATE FUNCTION tinta_user_rollup(uid text, d_clients integer, d_active integer, d_appointments integer,
  d_finished integer, d_served integer, d_revenue bigint, d_finished_revenue bigint, d_expenses bigint)
RETURNS void AS $$
  INSERT INTO user_rollups AS u (user_id, clients, active_clients, appointments, finished_appointments,
    clients_served, revenue_cents, finished_revenue_cents, expenses_cents)
  VALUES (uid, d_clients, d_active, d_appointments, d_finished, d_served, d_revenue, d_finished_revenue, d_expenses)
  ON CONFLICT (user_id) DO UPDATE SET
    clients = u.clients + EXCLUDED.clients,
    active_clients = u.active_clients + EXCLUDED.active_clients,
    appointments = u.appointments + EXCLUDED.appointments,
    finished_appointments = u.finished_appointments + EXCLUDED.finished_appointments,
    clients_served = u.clients_served + EXCLUDED.clients_served,
    revenue_cents = u.revenue_cents + EXCLUDED.revenue_cents,
    finished_revenue_cents = u.finished_revenue_cents + EXCLUDED.finished_revenue_cents,
    expenses_cents = u.expenses_cents + EXCLUDED.expenses_cents;
$$ LANGUAGE sql;
--> statement-breakpoint
-- A payment: revenue of its day and month, the user's total; when its appointment is finished, the
-- finished revenue and the client's spending. Lock order: the user's row, then the rest.
CREATE FUNCTION tinta_payment_rollup(p payments, sign integer) RETURNS void AS $$
DECLARE
  amount bigint := sign * p.amount_cents;
  a record;
BEGIN
  -- The appointment is gone when its deletion cascades here: its finished share was taken already.
  SELECT client_id, (is_tattoo_finished AND status = 'concluido') AS finished INTO a
    FROM appointments WHERE id = p.appointment_id;
  PERFORM tinta_user_rollup(p.user_id, 0, 0, 0, 0, 0, amount, CASE WHEN a.finished THEN amount ELSE 0 END, 0);
  INSERT INTO revenue_days AS t (user_id, day, cents) VALUES (p.user_id, p.date, amount)
    ON CONFLICT (user_id, day) DO UPDATE SET cents = t.cents + EXCLUDED.cents;
  INSERT INTO revenue_months AS t (user_id, month, cents) VALUES (p.user_id, to_char(p.date, 'YYYY-MM'), amount)
    ON CONFLICT (user_id, month) DO UPDATE SET cents = t.cents + EXCLUDED.cents;
  IF a.finished AND a.client_id IS NOT NULL THEN
    UPDATE client_rollups SET spent_cents = spent_cents + amount WHERE client_id = a.client_id;
  END IF;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION tinta_payments_rollup() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.user_id, OLD.appointment_id, OLD.amount_cents, OLD.date)
      IS NOT DISTINCT FROM (NEW.user_id, NEW.appointment_id, NEW.amount_cents, NEW.date) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM tinta_payment_rollup(OLD, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM tinta_payment_rollup(NEW, 1); END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- An appointment: the counts, its client's figures, who was served, and — finished — its payments.
CREATE FUNCTION tinta_appointment_rollup(a appointments, sign integer) RETURNS void AS $$
DECLARE
  finished boolean := a.is_tattoo_finished AND a.status = 'concluido';
  live integer := CASE WHEN a.status <> 'cancelado' THEN 1 ELSE 0 END;
  paid bigint := 0;
  live_after integer;
  served_after integer;
  d_active integer := 0;
  d_served integer := 0;
  key text;
BEGIN
  -- The user's row first (lock order), with the counts; the crossings are added after.
  IF finished THEN
    SELECT coalesce(sum(amount_cents), 0) INTO paid FROM payments WHERE appointment_id = a.id;
  END IF;
  PERFORM tinta_user_rollup(a.user_id, 0, 0, sign, CASE WHEN finished THEN sign ELSE 0 END, 0, 0, sign * paid, 0);
  -- A client deleted in this statement is accounted for by its own trigger (whichever runs first).
  IF a.client_id IS NOT NULL AND EXISTS (SELECT 1 FROM clients WHERE id = a.client_id) THEN
    UPDATE client_rollups SET appointments = appointments + sign,
        live_appointments = live_appointments + sign * live,
        spent_cents = spent_cents + sign * paid
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
CREATE FUNCTION tinta_appointments_rollup() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    -- Check-in, notes, times, values: nothing a rollup counts. A linked client's rename neither.
    IF (OLD.user_id, OLD.client_id, OLD.status, OLD.is_tattoo_finished)
        IS NOT DISTINCT FROM (NEW.user_id, NEW.client_id, NEW.status, NEW.is_tattoo_finished)
      AND (NEW.client_id IS NOT NULL OR tinta_fold(OLD.client_name) = tinta_fold(NEW.client_name)) THEN
      RETURN NULL;
    END IF;
    PERFORM tinta_appointment_rollup(OLD, -1);
    PERFORM tinta_appointment_rollup(NEW, 1);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM tinta_appointment_rollup(NEW, 1);
  ELSE
    -- BEFORE DELETE: its payments are still there to take its finished share (their own deletion,
    -- cascading next, takes the revenue).
    PERFORM tinta_appointment_rollup(OLD, -1);
    RETURN OLD;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION tinta_clients_rollup() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM tinta_user_rollup(NEW.user_id, 1, 0, 0, 0, 0, 0, 0, 0);
    INSERT INTO client_rollups (client_id, user_id) VALUES (NEW.id, NEW.user_id);
  ELSE
    -- The client's row goes with its share of 'Ativos'; its appointments, unlinked by the foreign
    -- key, leave the client's rollup alone (see tinta_appointment_rollup).
    PERFORM tinta_user_rollup(OLD.user_id, -1,
      CASE WHEN EXISTS (SELECT 1 FROM client_rollups WHERE client_id = OLD.id AND live_appointments > 0) THEN -1 ELSE 0 END,
      0, 0, 0, 0, 0, 0);
    DELETE FROM client_rollups WHERE client_id = OLD.id;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION tinta_expenses_rollup() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM tinta_user_rollup(OLD.user_id, 0, 0, 0, 0, 0, 0, 0, -OLD.amount_cents);
    UPDATE expense_months SET cents = cents - OLD.amount_cents
      WHERE user_id = OLD.user_id AND month = to_char(OLD.date, 'YYYY-MM') AND category = OLD.category;
    UPDATE expense_categories SET cents = cents - OLD.amount_cents
      WHERE user_id = OLD.user_id AND category = OLD.category;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM tinta_user_rollup(NEW.user_id, 0, 0, 0, 0, 0, 0, 0, NEW.amount_cents);
    INSERT INTO expense_months AS t (user_id, month, category, cents)
      VALUES (NEW.user_id, to_char(NEW.date, 'YYYY-MM'), NEW.category, NEW.amount_cents)
      ON CONFLICT (user_id, month, category) DO UPDATE SET cents = t.cents + EXCLUDED.cents;
    INSERT INTO expense_categories AS t (user_id, category, cents) VALUES (NEW.user_id, NEW.category, NEW.amount_cents)
      ON CONFLICT (user_id, category) DO UPDATE SET cents = t.cents + EXCLUDED.cents;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A removed account's rollups go with it (after its rows, deleted by the foreign keys first).
CREATE FUNCTION tinta_profiles_rollup() RETURNS trigger AS $$
BEGIN
  DELETE FROM user_rollups WHERE user_id = OLD.id;
  DELETE FROM revenue_days WHERE user_id = OLD.id;
  DELETE FROM revenue_months WHERE user_id = OLD.id;
  DELETE FROM expense_months WHERE user_id = OLD.id;
  DELETE FROM expense_categories WHERE user_id = OLD.id;
  DELETE FROM client_rollups WHERE user_id = OLD.id;
  DELETE FROM served_clients WHERE user_id = OLD.id;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER tinta_rollups AFTER INSERT OR UPDATE OR DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION tinta_payments_rollup();
--> statement-breakpoint
CREATE TRIGGER tinta_rollups AFTER INSERT OR UPDATE ON appointments
  FOR EACH ROW EXECUTE FUNCTION tinta_appointments_rollup();
--> statement-breakpoint
CREATE TRIGGER tinta_rollups_delete BEFORE DELETE ON appointments
  FOR EACH ROW EXECUTE FUNCTION tinta_appointments_rollup();
--> statement-breakpoint
CREATE TRIGGER tinta_rollups AFTER INSERT OR DELETE ON clients
  FOR EACH ROW EXECUTE FUNCTION tinta_clients_rollup();
--> statement-breakpoint
CREATE TRIGGER tinta_rollups AFTER INSERT OR UPDATE OR DELETE ON expenses
  FOR EACH ROW EXECUTE FUNCTION tinta_expenses_rollup();
--> statement-breakpoint
CREATE TRIGGER tinta_rollups AFTER DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION tinta_profiles_rollup();
--> statement-breakpoint
-- Backfill from what is stored today.
INSERT INTO user_rollups (user_id, clients, active_clients, appointments, finished_appointments,
  clients_served, revenue_cents, finished_revenue_cents, expenses_cents)
SELECT p.id,
  (SELECT count(*) FROM clients c WHERE c.user_id = p.id),
  (SELECT count(DISTINCT a.client_id) FROM appointments a WHERE a.user_id = p.id AND a.status <> 'cancelado'),
  (SELECT count(*) FROM appointments a WHERE a.user_id = p.id),
  (SELECT count(*) FROM appointments a WHERE a.user_id = p.id AND a.is_tattoo_finished AND a.status = 'concluido'),
  (SELECT count(DISTINCT a.client_id) + count(DISTINCT tinta_fold(a.client_name)) FILTER (WHERE a.client_id IS NULL)
     FROM appointments a WHERE a.user_id = p.id AND a.is_tattoo_finished AND a.status = 'concluido'),
  (SELECT coalesce(sum(amount_cents), 0) FROM payments x WHERE x.user_id = p.id),
  (SELECT coalesce(sum(x.amount_cents), 0) FROM payments x JOIN appointments a ON a.id = x.appointment_id
     WHERE x.user_id = p.id AND a.is_tattoo_finished AND a.status = 'concluido'),
  (SELECT coalesce(sum(amount_cents), 0) FROM expenses e WHERE e.user_id = p.id)
FROM profiles p;
--> statement-breakpoint
INSERT INTO revenue_days (user_id, day, cents)
SELECT user_id, date, sum(amount_cents) FROM payments GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO revenue_months (user_id, month, cents)
SELECT user_id, to_char(date, 'YYYY-MM'), sum(amount_cents) FROM payments GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO expense_months (user_id, month, category, cents)
SELECT user_id, to_char(date, 'YYYY-MM'), category, sum(amount_cents) FROM expenses GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO expense_categories (user_id, category, cents)
SELECT user_id, category, sum(amount_cents) FROM expenses GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO client_rollups (client_id, user_id, appointments, live_appointments, spent_cents)
SELECT c.id, c.user_id,
  (SELECT count(*) FROM appointments a WHERE a.client_id = c.id),
  (SELECT count(*) FROM appointments a WHERE a.client_id = c.id AND a.status <> 'cancelado'),
  (SELECT coalesce(sum(x.amount_cents), 0) FROM appointments a JOIN payments x ON x.appointment_id = a.id
     WHERE a.client_id = c.id AND a.is_tattoo_finished AND a.status = 'concluido')
FROM clients c;
--> statement-breakpoint
INSERT INTO served_clients (user_id, client_key, finished)
SELECT user_id, CASE WHEN client_id IS NOT NULL THEN 'id:' || client_id ELSE 'name:' || tinta_fold(client_name) END, count(*)
FROM appointments WHERE is_tattoo_finished AND status = 'concluido' GROUP BY 1, 2;
