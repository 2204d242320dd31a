CREATE TABLE "studio_member_months" (
	"organization_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"month" text NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"studio_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "studio_member_months_pkey" PRIMARY KEY("organization_id","month","user_id")
);
--> statement-breakpoint
CREATE TABLE "studio_member_totals" (
	"organization_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"studio_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "studio_member_totals_pkey" PRIMARY KEY("organization_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "studio_months" (
	"organization_id" uuid NOT NULL,
	"month" text NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"studio_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "studio_months_pkey" PRIMARY KEY("organization_id","month")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "studio_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "studio_member_months_user_idx" ON "studio_member_months" USING btree ("user_id","month");--> statement-breakpoint
CREATE INDEX "studio_member_totals_user_idx" ON "studio_member_totals" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "studio_months_best_idx" ON "studio_months" USING btree ("organization_id","revenue_cents" DESC NULLS FIRST,"month" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_studio_part" CHECK ("payments"."studio_cents" BETWEEN least(0, "payments"."amount_cents") AND greatest(0, "payments"."amount_cents") AND ("payments"."organization_id" IS NOT NULL OR "payments"."studio_cents" = 0));--> statement-breakpoint
-- Every payment records its studio and the studio's part (decision 0017). The studio's part of a
-- payment at the percentage in force on its São Paulo day: the SQL twin of domain/team/split.ts. The
-- owner's own work is wholly the studio's; an artist's percentage is the latest recorded on or
-- before that day (a change counts from the day it was made), else — a payment dated before any
-- was recorded — the first one, else 50 %. The artist's part is round(amount × pct), half away
-- from zero, so a refund splits exactly like the deposit it returns; the studio gets the rest, so
-- the parts always add up to the payment.
CREATE FUNCTION tinta_studio_part(org uuid, uid text, amount integer, day date) RETURNS integer AS $$
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
$$ LANGUAGE plpgsql STABLE;
--> statement-breakpoint
-- Whoever writes a payment (API, jobs, scripts, tests): a new payment belongs to the studio its
-- artist is an active member of right now (loadStudioScope's rule), and keeps it — a removed
-- artist's old payments stay the studio's. Its studio part is computed when it is made and again
-- only when what it depends on changes (amount, day, whose it is); a later percentage change never
-- rewrites it. Nobody sets either column by hand.
CREATE FUNCTION tinta_payment_split() RETURNS trigger AS $$
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
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A payment's share of its studio's rollups (the 0011 way: deltas, INSERT … ON CONFLICT). Runs after
-- tinta_rollups (trigger names fire in order), so the user's row is still locked first.
CREATE FUNCTION tinta_studio_rollup(p payments, sign integer) RETURNS void AS $$
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
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION tinta_studio_payments_rollup() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.user_id, OLD.organization_id, OLD.amount_cents, OLD.studio_cents, OLD.date)
      IS NOT DISTINCT FROM (NEW.user_id, NEW.organization_id, NEW.amount_cents, NEW.studio_cents, NEW.date) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM tinta_studio_rollup(OLD, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM tinta_studio_rollup(NEW, 1); END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The owner hears a member's payment by the studio it was made in (not the artist's studio today):
-- a removed artist's edit of an old studio payment still refreshes the studio's figures.
CREATE OR REPLACE FUNCTION tinta_emit_studio_payment() RETURNS trigger AS $$
DECLARE
  rec jsonb;
  owner_id text;
BEGIN
  IF TG_OP = 'DELETE' THEN rec := to_jsonb(OLD); ELSE rec := to_jsonb(NEW); END IF;
  SELECT o.owner_id INTO owner_id FROM organizations o WHERE o.id = (rec ->> 'organization_id')::uuid;
  IF owner_id IS NOT NULL AND owner_id <> rec ->> 'user_id' THEN
    PERFORM tinta_publish_change(owner_id, 'studio_payments', lower(TG_OP), rec ->> 'id');
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A removed account's rows go with it (its payments, deleted first, took their share already).
CREATE OR REPLACE FUNCTION tinta_profiles_rollup() RETURNS trigger AS $$
BEGIN
  DELETE FROM user_rollups WHERE user_id = OLD.id;
  DELETE FROM revenue_days WHERE user_id = OLD.id;
  DELETE FROM revenue_months WHERE user_id = OLD.id;
  DELETE FROM expense_months WHERE user_id = OLD.id;
  DELETE FROM expense_categories WHERE user_id = OLD.id;
  DELETE FROM client_rollups WHERE user_id = OLD.id;
  DELETE FROM served_clients WHERE user_id = OLD.id;
  DELETE FROM studio_member_totals WHERE user_id = OLD.id;
  DELETE FROM studio_member_months WHERE user_id = OLD.id;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Backfill, with the user triggers off (no live event for old rows; the rollups are built below).
-- Who was in which studio when: a current member since they joined. A removed artist has no member
-- row left: from their first sign of membership (the studio's accepted invitation to their e-mail,
-- or their first percentage there) until they joined another studio, or — on a solo plan now —
-- until their profile's last change (removal was never recorded; without a plan nobody records a
-- payment, so a solo payment can only come after choosing one, which changes the profile).
ALTER TABLE "payments" DISABLE TRIGGER USER;
--> statement-breakpoint
WITH current_members AS (
  SELECT m.organization_id, m.user_id, m.joined_at AS since, NULL::timestamptz AS until
  FROM organization_members m
  JOIN profiles p ON p.id = m.user_id AND p.organization_id = m.organization_id AND p.plan_type = 'estudio'
  WHERE m.status = 'active'
), evidence AS (
  SELECT organization_id, user_id, created_at AS at FROM artist_percentages
  UNION ALL
  SELECT i.organization_id, p.id, i.accepted_at
  FROM invitations i JOIN profiles p ON lower(p.email) = lower(i.email)
  WHERE i.status = 'accepted' AND i.accepted_at IS NOT NULL
), removed AS (
  SELECT e.organization_id, e.user_id, min(e.at) AS since
  FROM evidence e
  WHERE NOT EXISTS (
    SELECT 1 FROM current_members c WHERE c.organization_id = e.organization_id AND c.user_id = e.user_id)
  GROUP BY 1, 2
), spans AS (
  SELECT * FROM current_members
  UNION ALL
  SELECT r.organization_id, r.user_id, r.since,
    coalesce((SELECT min(c.since) FROM current_members c WHERE c.user_id = r.user_id),
      CASE WHEN p.plan_type IS NOT NULL THEN p.updated_at END)
  FROM removed r JOIN profiles p ON p.id = r.user_id
), tagged AS (
  SELECT DISTINCT ON (x.id) x.id, s.organization_id
  FROM payments x
  JOIN spans s ON s.user_id = x.user_id AND x.created_at >= s.since AND (s.until IS NULL OR x.created_at < s.until)
  ORDER BY x.id, s.since DESC
)
UPDATE payments x
  SET organization_id = t.organization_id,
    studio_cents = tinta_studio_part(t.organization_id, x.user_id, x.amount_cents, x.date)
  FROM tagged t WHERE t.id = x.id;
--> statement-breakpoint
ALTER TABLE "payments" ENABLE TRIGGER USER;
--> statement-breakpoint
CREATE TRIGGER tinta_payment_split BEFORE INSERT OR UPDATE ON payments
  FOR EACH ROW EXECUTE FUNCTION tinta_payment_split();
--> statement-breakpoint
CREATE TRIGGER tinta_studio_rollups AFTER INSERT OR UPDATE OR DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION tinta_studio_payments_rollup();
--> statement-breakpoint
INSERT INTO studio_member_totals (organization_id, user_id, revenue_cents, studio_cents)
SELECT organization_id, user_id, sum(amount_cents), sum(studio_cents)
FROM payments WHERE organization_id IS NOT NULL GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO studio_member_months (organization_id, month, user_id, revenue_cents, studio_cents)
SELECT organization_id, to_char(date, 'YYYY-MM'), user_id, sum(amount_cents), sum(studio_cents)
FROM payments WHERE organization_id IS NOT NULL GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO studio_months (organization_id, month, revenue_cents, studio_cents)
SELECT organization_id, to_char(date, 'YYYY-MM'), sum(amount_cents), sum(studio_cents)
FROM payments WHERE organization_id IS NOT NULL GROUP BY 1, 2;
