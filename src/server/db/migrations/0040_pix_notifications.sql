ALTER TYPE "public"."notification_type" ADD VALUE 'deposit_received';--> statement-breakpoint
DROP INDEX "pix_charges_creating_idx";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "pix_end_to_end_id" text;--> statement-breakpoint
ALTER TABLE "pix_charges" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "pix_charges" ADD COLUMN "received_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pix_charges" ADD COLUMN "orphan_end_to_end_ids" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_pix_end_to_end_idx" ON "payments" USING btree ("user_id","pix_end_to_end_id") WHERE "payments"."pix_end_to_end_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "pix_charges_creating_idx" ON "pix_charges" USING btree ("next_attempt_at") WHERE "pix_charges"."status" = 'creating';