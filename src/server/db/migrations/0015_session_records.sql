-- The session record (ficha técnica) and the ink inventory it draws from (issue 15). An ink lot
-- belongs to a studio (shared by its artists) or to an artist working alone: exactly one owner.
CREATE TABLE "ink_lots" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "organization_id" uuid REFERENCES "organizations"("id") ON DELETE CASCADE,
  "user_id" text REFERENCES "profiles"("id") ON DELETE CASCADE,
  "created_by" text REFERENCES "profiles"("id") ON DELETE SET NULL,
  "product" text NOT NULL,
  "manufacturer" text NOT NULL,
  "color" text NOT NULL DEFAULT '',
  "lot" text NOT NULL,
  "expires_on" date NOT NULL,
  "anvisa_registration" text NOT NULL DEFAULT '',
  "opened_on" date,
  "archived" boolean NOT NULL DEFAULT false,
  "lot_search" text GENERATED ALWAYS AS (tinta_fold("lot")) STORED,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "ink_lots_one_owner" CHECK (("organization_id" IS NULL) <> ("user_id" IS NULL))
);
--> statement-breakpoint
CREATE INDEX "ink_lots_org_idx" ON "ink_lots" ("organization_id", "archived", "product") WHERE "organization_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "ink_lots_user_idx" ON "ink_lots" ("user_id", "archived", "product") WHERE "user_id" IS NOT NULL;
--> statement-breakpoint
-- One record per appointment, the artist's. An appointment holding a record is not deleted (cancel
-- it): the record is what traces a reaction to a lot.
CREATE TABLE "session_records" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "user_id" text NOT NULL REFERENCES "profiles"("id") ON DELETE CASCADE,
  "appointment_id" uuid NOT NULL REFERENCES "appointments"("id") ON DELETE RESTRICT,
  "body_site" text NOT NULL,
  "description" text NOT NULL DEFAULT '',
  "needle_lot" text NOT NULL DEFAULT '',
  "sterilization_batch" text NOT NULL DEFAULT '',
  "adverse_reactions" text NOT NULL DEFAULT '',
  "aftercare" text NOT NULL DEFAULT '',
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX "session_records_appointment_idx" ON "session_records" ("appointment_id");
--> statement-breakpoint
CREATE INDEX "session_records_user_idx" ON "session_records" ("user_id");
--> statement-breakpoint
-- The inks used, as they were when used (a lot edited later does not rewrite the past), and the lot
-- they came from.
CREATE TABLE "session_record_inks" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "record_id" uuid NOT NULL REFERENCES "session_records"("id") ON DELETE CASCADE,
  "ink_lot_id" uuid REFERENCES "ink_lots"("id") ON DELETE SET NULL,
  "position" integer NOT NULL,
  "product" text NOT NULL,
  "manufacturer" text NOT NULL,
  "color" text NOT NULL,
  "lot" text NOT NULL,
  "expires_on" date NOT NULL,
  "anvisa_registration" text NOT NULL,
  "opened_on" date,
  "lot_search" text GENERATED ALWAYS AS (tinta_fold("lot")) STORED
);
--> statement-breakpoint
CREATE INDEX "session_record_inks_record_idx" ON "session_record_inks" ("record_id", "position");
--> statement-breakpoint
CREATE INDEX "session_record_inks_lot_idx" ON "session_record_inks" ("lot_search");
--> statement-breakpoint
CREATE TRIGGER session_records_changes AFTER INSERT OR UPDATE OR DELETE ON session_records
  FOR EACH ROW EXECUTE FUNCTION tinta_emit_change('user_id');
--> statement-breakpoint
-- Booking requests still waiting for an answer, for the tick that closes those whose times passed.
CREATE INDEX "booking_requests_open_idx" ON "booking_requests" ("created_at") WHERE "status" IN ('pendente', 'proposto');
