ALTER TYPE "public"."notification_type" ADD VALUE 'deposit_received';--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "pix_end_to_end_id" text;--> statement-breakpoint
ALTER TABLE "pix_charges" ADD COLUMN "received_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_pix_end_to_end_idx" ON "payments" USING btree ("pix_end_to_end_id") WHERE "payments"."pix_end_to_end_id" IS NOT NULL;