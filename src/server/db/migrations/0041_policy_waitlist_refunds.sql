ALTER TYPE "public"."booking_request_status" ADD VALUE 'espera';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'client_change';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'refund_failed';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'slot_freed';--> statement-breakpoint
CREATE TABLE "cancellation_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"version" integer NOT NULL,
	"refund_until_hours" integer NOT NULL,
	"reschedule_until_hours" integer NOT NULL,
	"max_reschedules" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cancellation_policies_refund_hours" CHECK ("cancellation_policies"."refund_until_hours" BETWEEN 0 AND 720),
	CONSTRAINT "cancellation_policies_reschedule_hours" CHECK ("cancellation_policies"."reschedule_until_hours" BETWEEN 0 AND 720),
	CONSTRAINT "cancellation_policies_max_reschedules" CHECK ("cancellation_policies"."max_reschedules" BETWEEN 0 AND 10)
);
--> statement-breakpoint
CREATE TABLE "deposit_receipts" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_receipts_mime" CHECK ("deposit_receipts"."mime" IN ('image/jpeg', 'image/png', 'image/webp'))
);
--> statement-breakpoint
CREATE TABLE "waitlist_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"deposit_cents" integer DEFAULT 0 NOT NULL,
	"taken_request_id" uuid,
	"taken_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_offers_duration" CHECK ("waitlist_offers"."duration_minutes" BETWEEN 15 AND 720),
	CONSTRAINT "waitlist_offers_deposit" CHECK ("waitlist_offers"."deposit_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pix_refunds" (
	"refund_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"bank_user_id" text NOT NULL,
	"appointment_id" uuid,
	"end_to_end_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'EM_PROCESSAMENTO' NOT NULL,
	"reason" text,
	"payment_id" uuid,
	"next_check_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pix_refunds_status" CHECK ("pix_refunds"."status" IN ('EM_PROCESSAMENTO', 'DEVOLVIDO', 'NAO_REALIZADO')),
	CONSTRAINT "pix_refunds_amount_positive" CHECK ("pix_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "no_show" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "policy_id" uuid;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "refund_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "reschedule_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "client_cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "client_cancel_refund" boolean;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "deposit_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "wait_from" date;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "wait_to" date;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "wait_periods" text[];--> statement-breakpoint
ALTER TABLE "booking_settings" ADD COLUMN "policy_id" uuid;--> statement-breakpoint
ALTER TABLE "pix_api_connections" ADD COLUMN "for_studio" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pix_charges" ADD COLUMN "bank_user_id" text;--> statement-breakpoint
-- Every charge made so far was made by its artist's own bank.
UPDATE "pix_charges" SET "bank_user_id" = "user_id";--> statement-breakpoint
ALTER TABLE "pix_charges" ALTER COLUMN "bank_user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cancellation_policies" ADD CONSTRAINT "cancellation_policies_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_receipts" ADD CONSTRAINT "deposit_receipts_request_id_fkey" FOREIGN KEY ("request_id") REFERENCES "public"."booking_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_taken_request_id_fkey" FOREIGN KEY ("taken_request_id") REFERENCES "public"."booking_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_refunds" ADD CONSTRAINT "pix_refunds_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_refunds" ADD CONSTRAINT "pix_refunds_bank_user_id_fkey" FOREIGN KEY ("bank_user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_refunds" ADD CONSTRAINT "pix_refunds_appointment_id_fkey" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cancellation_policies_user_version_idx" ON "cancellation_policies" USING btree ("user_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_open_idx" ON "waitlist_offers" USING btree ("user_id","start_time") WHERE "waitlist_offers"."taken_request_id" IS NULL;--> statement-breakpoint
CREATE INDEX "pix_refunds_open_idx" ON "pix_refunds" USING btree ("next_check_at") WHERE "pix_refunds"."status" = 'EM_PROCESSAMENTO';--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_policy_id_fkey" FOREIGN KEY ("policy_id") REFERENCES "public"."cancellation_policies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD CONSTRAINT "booking_settings_policy_id_fkey" FOREIGN KEY ("policy_id") REFERENCES "public"."cancellation_policies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_charges" ADD CONSTRAINT "pix_charges_bank_user_id_fkey" FOREIGN KEY ("bank_user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pix_charges_bank_open_idx" ON "pix_charges" USING btree ("bank_user_id","created_at") WHERE "pix_charges"."status" IN ('creating', 'active');--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_reschedules" CHECK ("booking_requests"."reschedule_count" >= 0);--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_wait_window" CHECK ("booking_requests"."status"::text <> 'espera' OR ("booking_requests"."wait_from" IS NOT NULL AND "booking_requests"."wait_to" >= "booking_requests"."wait_from" AND cardinality("booking_requests"."wait_periods") > 0));