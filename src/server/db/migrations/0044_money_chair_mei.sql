ALTER TYPE "public"."expense_category" ADD VALUE 'taxas' BEFORE 'outros';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'dasn_reminder' BEFORE 'agenda_change';--> statement-breakpoint
CREATE TABLE "card_fee_rates" (
	"user_id" text NOT NULL,
	"method" "payment_method" NOT NULL,
	"installments" smallint NOT NULL,
	"rate_bp" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_fee_rates_pkey" PRIMARY KEY("user_id","method","installments"),
	CONSTRAINT "card_fee_rates_rate" CHECK ("card_fee_rates"."rate_bp" BETWEEN 0 AND 10000),
	CONSTRAINT "card_fee_rates_installments" CHECK ("card_fee_rates"."installments" BETWEEN 1 AND 12 AND ("card_fee_rates"."installments" = 1 OR "card_fee_rates"."method" = 'cartao-credito')),
	CONSTRAINT "card_fee_rates_card" CHECK ("card_fee_rates"."method" IN ('cartao-debito', 'cartao-credito'))
);
--> statement-breakpoint
CREATE TABLE "other_incomes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" "payment_method" DEFAULT 'pix' NOT NULL,
	"installments" smallint DEFAULT 1 NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"date" date NOT NULL,
	"date_epoch" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "other_incomes_amount_positive" CHECK ("other_incomes"."amount_cents" > 0),
	CONSTRAINT "other_incomes_installments" CHECK ("other_incomes"."installments" BETWEEN 1 AND 12 AND ("other_incomes"."installments" = 1 OR "other_incomes"."method" = 'cartao-credito')),
	CONSTRAINT "other_incomes_fee" CHECK ("other_incomes"."fee_cents" >= 0 AND "other_incomes"."fee_cents" <= "other_incomes"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "dasn_reminders" (
	"user_id" text NOT NULL,
	"year" integer NOT NULL,
	CONSTRAINT "dasn_reminders_pkey" PRIMARY KEY("user_id","year")
);
--> statement-breakpoint
CREATE TABLE "other_income_months" (
	"user_id" text NOT NULL,
	"month" text NOT NULL,
	"cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "other_income_months_pkey" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "installments" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mei_settings" ADD COLUMN "prior_revenue_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mei_settings" ADD COLUMN "prior_revenue_year" integer;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "payment_id" uuid;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "other_income_id" uuid;--> statement-breakpoint
ALTER TABLE "card_fee_rates" ADD CONSTRAINT "card_fee_rates_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "other_incomes" ADD CONSTRAINT "other_incomes_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dasn_reminders" ADD CONSTRAINT "dasn_reminders_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "other_incomes_user_epoch_idx" ON "other_incomes" USING btree ("user_id","date_epoch","created_at","id");--> statement-breakpoint
CREATE INDEX "other_incomes_user_date_idx" ON "other_incomes" USING btree ("user_id","date");--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_other_income_id_other_incomes_id_fk" FOREIGN KEY ("other_income_id") REFERENCES "public"."other_incomes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "expenses_payment_idx" ON "expenses" USING btree ("payment_id") WHERE "expenses"."payment_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "expenses_other_income_idx" ON "expenses" USING btree ("other_income_id") WHERE "expenses"."other_income_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_installments" CHECK ("payments"."installments" BETWEEN 1 AND 12 AND ("payments"."installments" = 1 OR "payments"."method" = 'cartao-credito'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_fee" CHECK ("payments"."fee_cents" >= 0 AND "payments"."fee_cents" <= abs("payments"."amount_cents"));--> statement-breakpoint
ALTER TABLE "mei_settings" ADD CONSTRAINT "mei_settings_prior_revenue" CHECK ("mei_settings"."prior_revenue_cents" >= 0);--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_one_source" CHECK ("expenses"."payment_id" IS NULL OR "expenses"."other_income_id" IS NULL);--> statement-breakpoint
-- Income not tied to a session, per month: Relatórios reads its months, total and best month here.
CREATE FUNCTION tinta_other_incomes_rollup() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE other_income_months SET cents = cents - OLD.amount_cents
      WHERE user_id = OLD.user_id AND month = to_char(OLD.date, 'YYYY-MM');
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO other_income_months AS t (user_id, month, cents)
      VALUES (NEW.user_id, to_char(NEW.date, 'YYYY-MM'), NEW.amount_cents)
      ON CONFLICT (user_id, month) DO UPDATE SET cents = t.cents + EXCLUDED.cents;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER tinta_rollups AFTER INSERT OR UPDATE OR DELETE ON other_incomes
  FOR EACH ROW EXECUTE FUNCTION tinta_other_incomes_rollup();
--> statement-breakpoint
-- Live updates: the owner's other tabs and devices hear of each write, at commit.
CREATE TRIGGER other_incomes_changes AFTER INSERT OR DELETE OR UPDATE ON other_incomes
  FOR EACH ROW EXECUTE FUNCTION tinta_emit_change('user_id');
--> statement-breakpoint
-- A removed account's rollups go with it (after its rows, deleted by the foreign keys first).
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
  DELETE FROM other_income_months WHERE user_id = OLD.id;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
