DROP INDEX "clients_user_created_idx";--> statement-breakpoint
DROP INDEX "payments_user_epoch_idx";--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "search_text" text GENERATED ALWAYS AS (tinta_fold(name || ' ' || coalesce(phone, '') || ' ' || regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') || ' ' || coalesce(instagram, ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "clients_user_created_idx" ON "clients" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_user_epoch_idx" ON "payments" USING btree ("user_id","date_epoch","created_at","id");