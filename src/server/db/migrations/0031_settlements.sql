CREATE TYPE "public"."payment_receiver" AS ENUM('estudio', 'tatuador');--> statement-breakpoint
CREATE TYPE "public"."settlement_period" AS ENUM('semana', 'quinzena', 'mes');--> statement-breakpoint
ALTER TYPE "public"."expense_category" ADD VALUE 'repasse' BEFORE 'outros';--> statement-breakpoint
CREATE TABLE "settlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"artist_id" text NOT NULL,
	"period" "settlement_period" NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"studio_owes_cents" integer NOT NULL,
	"artist_owes_cents" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"payments_count" integer NOT NULL,
	"method" "expense_payment_method" NOT NULL,
	"paid_on" date NOT NULL,
	"paid_by" text,
	"expense_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlements_org_artist_start_uq" UNIQUE("organization_id","artist_id","start_date"),
	CONSTRAINT "settlements_period_order" CHECK ("settlements"."end_date" >= "settlements"."start_date"),
	CONSTRAINT "settlements_net" CHECK ("settlements"."net_cents" = "settlements"."studio_owes_cents" - "settlements"."artist_owes_cents")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "received_by" "payment_receiver" DEFAULT 'estudio' NOT NULL;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_artist_id_profiles_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_paid_by_profiles_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_expense_id_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expenses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "settlements_artist_idx" ON "settlements" USING btree ("artist_id","start_date");--> statement-breakpoint
CREATE INDEX "payments_org_user_date_idx" ON "payments" USING btree ("organization_id","user_id","date") WHERE "payments"."organization_id" IS NOT NULL;--> statement-breakpoint
-- A paid settlement (repasse) closes its period for that artist in that studio (decision 0017): no
-- payment of theirs made in the studio may be added, changed (amount, day, receiver, whose) or
-- deleted inside it. Writers of one artist's studio payments and the settlement itself queue on one
-- advisory lock, so a payment written while the settlement is being paid is either counted or refused.
-- A delete reached by a cascade (the artist erasing their account) is let through: erasure wins.
CREATE OR REPLACE FUNCTION tinta_payment_settled() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.organization_id IS NOT NULL
     AND (TG_OP = 'DELETE' OR NEW.amount_cents IS DISTINCT FROM OLD.amount_cents
          OR NEW.date IS DISTINCT FROM OLD.date OR NEW.received_by IS DISTINCT FROM OLD.received_by
          OR NEW.user_id IS DISTINCT FROM OLD.user_id)
     AND NOT (TG_OP = 'DELETE' AND pg_trigger_depth() > 1) THEN
    PERFORM pg_advisory_xact_lock(hashtext('settlement:' || OLD.organization_id::text || ':' || OLD.user_id));
    -- Periods never overlap: only the last one starting on or before the day can cover it (one
    -- index probe, however many settlements there are).
    IF coalesce((SELECT s.end_date >= OLD.date FROM settlements s
                 WHERE s.organization_id = OLD.organization_id AND s.artist_id = OLD.user_id
                   AND s.start_date <= OLD.date
                 ORDER BY s.start_date DESC LIMIT 1), false) THEN
      RAISE EXCEPTION 'payment % is in a paid settlement', OLD.id USING ERRCODE = 'TI001';
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.organization_id IS NOT NULL
     AND (TG_OP = 'INSERT' OR NEW.amount_cents IS DISTINCT FROM OLD.amount_cents
          OR NEW.date IS DISTINCT FROM OLD.date OR NEW.received_by IS DISTINCT FROM OLD.received_by
          OR NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    PERFORM pg_advisory_xact_lock(hashtext('settlement:' || NEW.organization_id::text || ':' || NEW.user_id));
    -- Periods never overlap: only the last one starting on or before the day can cover it (one
    -- index probe, however many settlements there are).
    IF coalesce((SELECT s.end_date >= NEW.date FROM settlements s
                 WHERE s.organization_id = NEW.organization_id AND s.artist_id = NEW.user_id
                   AND s.start_date <= NEW.date
                 ORDER BY s.start_date DESC LIMIT 1), false) THEN
      RAISE EXCEPTION 'a paid settlement covers %', NEW.date USING ERRCODE = 'TI001';
    END IF;
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Deleting a session whose payments a paid settlement holds (its payments would go by cascade).
-- Only a direct delete: an account erasure reaches appointments by cascade and is let through.
CREATE OR REPLACE FUNCTION tinta_appointment_settled() RETURNS trigger AS $$
BEGIN
  IF pg_trigger_depth() = 1 AND EXISTS (
    SELECT 1 FROM payments p JOIN settlements s
      ON s.organization_id = p.organization_id AND s.artist_id = p.user_id
     AND p.date BETWEEN s.start_date AND s.end_date
    WHERE p.appointment_id = OLD.id) THEN
    RAISE EXCEPTION 'appointment % has payments in a paid settlement', OLD.id USING ERRCODE = 'TI001';
  END IF;
  RETURN OLD;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- BEFORE triggers run in name order: after tinta_payment_split has set the payment's studio.
CREATE TRIGGER tinta_payment_split_settled BEFORE INSERT OR UPDATE OR DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION tinta_payment_settled();
--> statement-breakpoint
CREATE TRIGGER tinta_appointment_settled BEFORE DELETE ON appointments
  FOR EACH ROW EXECUTE FUNCTION tinta_appointment_settled();
--> statement-breakpoint
-- Live: the artist hears their settlements, the studio's owner every one.
CREATE TRIGGER settlements_changes AFTER INSERT OR UPDATE OR DELETE ON settlements
  FOR EACH ROW EXECUTE FUNCTION tinta_emit_change('artist_id');
--> statement-breakpoint
CREATE TRIGGER settlements_studio_changes AFTER INSERT OR UPDATE OR DELETE ON settlements
  FOR EACH ROW EXECUTE FUNCTION tinta_emit_studio_change();
