DROP INDEX "expenses_user_epoch_idx";--> statement-breakpoint
CREATE INDEX "appointments_user_client_idx" ON "appointments" USING btree ("user_id","client_id");--> statement-breakpoint
CREATE INDEX "expenses_user_epoch_idx" ON "expenses" USING btree ("user_id","date_epoch","created_at","id");