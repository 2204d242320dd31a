-- The health questionnaire (anamnese), issue 15: one row per filling, never overwritten (a new
-- answer is a new row, the old ones stay as they were signed off), and the one-time links a client
-- fills it through (only the token's SHA-256 is kept).
CREATE TABLE "anamneses" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "user_id" text NOT NULL REFERENCES "profiles"("id") ON DELETE CASCADE,
  "client_id" uuid NOT NULL REFERENCES "clients"("id") ON DELETE CASCADE,
  "answers" jsonb NOT NULL,
  "notes" text NOT NULL DEFAULT '',
  "filled_via" text NOT NULL,
  "health_consent_at" timestamp with time zone NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "anamneses_filled_via" CHECK ("filled_via" IN ('aparelho', 'link'))
);
--> statement-breakpoint
CREATE INDEX "anamneses_client_idx" ON "anamneses" ("client_id", "created_at");
--> statement-breakpoint
CREATE TABLE "anamnesis_links" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "user_id" text NOT NULL REFERENCES "profiles"("id") ON DELETE CASCADE,
  "client_id" uuid NOT NULL REFERENCES "clients"("id") ON DELETE CASCADE,
  "token_hash" text NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone,
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX "anamnesis_links_token_idx" ON "anamnesis_links" ("token_hash");
--> statement-breakpoint
CREATE TRIGGER anamneses_changes AFTER INSERT OR UPDATE OR DELETE ON anamneses
  FOR EACH ROW EXECUTE FUNCTION tinta_emit_change('user_id');
