ALTER TABLE "clients" ADD COLUMN "person_id" uuid;--> statement-breakpoint
CREATE INDEX "clients_person_idx" ON "clients" USING btree ("person_id") WHERE "clients"."person_id" IS NOT NULL;