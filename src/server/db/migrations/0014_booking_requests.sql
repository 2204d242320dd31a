-- Booking requests (issue 14): what a client asks for on an artist's page, its reference images,
-- and the deposit a accepted request waits for. The status token is never stored: the row keeps
-- only its SHA-256 (the token itself is an HMAC of the id, recomputed for the artist's drafts).
CREATE TYPE "booking_request_status" AS ENUM ('pendente', 'proposto', 'aceito', 'recusado', 'expirado');
--> statement-breakpoint
CREATE TABLE "booking_requests" (
  "id" uuid PRIMARY KEY,
  "user_id" text NOT NULL REFERENCES "profiles"("id") ON DELETE CASCADE,
  "token_hash" text NOT NULL,
  "status" "booking_request_status" NOT NULL DEFAULT 'pendente',
  "client_name" text NOT NULL,
  "phone" text NOT NULL,
  "instagram" text,
  "idea" text NOT NULL,
  "placement" text NOT NULL,
  "size" text NOT NULL,
  "length_minutes" integer NOT NULL,
  "preferred_starts" timestamp with time zone[] NOT NULL,
  "consent_at" timestamp with time zone NOT NULL,
  "proposed_start" timestamp with time zone,
  "artist_message" text,
  "appointment_id" uuid REFERENCES "appointments"("id") ON DELETE SET NULL,
  "answered_at" timestamp with time zone,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "booking_requests_length_range" CHECK ("length_minutes" BETWEEN 15 AND 720)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "booking_requests_token_idx" ON "booking_requests" ("token_hash");
--> statement-breakpoint
CREATE INDEX "booking_requests_user_created_idx" ON "booking_requests" ("user_id", "created_at", "id");
--> statement-breakpoint
CREATE INDEX "booking_requests_user_status_idx" ON "booking_requests" ("user_id", "status", "created_at");
--> statement-breakpoint
CREATE INDEX "booking_requests_appointment_idx" ON "booking_requests" ("appointment_id");
--> statement-breakpoint
CREATE TABLE "booking_request_images" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "request_id" uuid NOT NULL REFERENCES "booking_requests"("id") ON DELETE CASCADE,
  "position" integer NOT NULL,
  "mime" text NOT NULL,
  "size" integer NOT NULL,
  "bytes" bytea NOT NULL,
  CONSTRAINT "booking_request_images_mime" CHECK ("mime" IN ('image/jpeg', 'image/png', 'image/webp'))
);
--> statement-breakpoint
CREATE INDEX "booking_request_images_request_idx" ON "booking_request_images" ("request_id", "position");
--> statement-breakpoint
-- A hold: an accepted request's session waits for its deposit until the deadline (then it is
-- released by the reminders' tick, jobs/release-expired-holds.ts).
ALTER TABLE "appointments" ADD COLUMN "deposit_due_cents" integer NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "deposit_deadline" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_deposit_due_nonnegative" CHECK ("deposit_due_cents" >= 0);
--> statement-breakpoint
CREATE INDEX "appointments_hold_deadline_idx" ON "appointments" ("deposit_deadline")
  WHERE "deposit_deadline" IS NOT NULL AND "status" = 'agendado';
--> statement-breakpoint
CREATE TRIGGER booking_requests_changes AFTER INSERT OR UPDATE OR DELETE ON booking_requests
  FOR EACH ROW EXECUTE FUNCTION tinta_emit_change('user_id');
--> statement-breakpoint
ALTER TYPE "notification_type" ADD VALUE IF NOT EXISTS 'booking_request';
--> statement-breakpoint
ALTER TYPE "notification_related_type" ADD VALUE IF NOT EXISTS 'booking_request';
