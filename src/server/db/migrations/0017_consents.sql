-- The client record's identity and the signed consent (TCLE), issue 15. A client gets a date of
-- birth (a minor is told by age in São Paulo time) and an ID document. Consent texts are versioned
-- per studio (or per artist working alone): a new version is a new row, and no row ever changes,
-- so a signed consent always points at the exact text signed, whose SHA-256 it copies.
ALTER TABLE "clients" ADD COLUMN "birth_date" date;
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "document" text;
--> statement-breakpoint
CREATE TABLE "record_settings" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "organization_id" uuid REFERENCES "organizations"("id") ON DELETE CASCADE,
  "user_id" text REFERENCES "profiles"("id") ON DELETE CASCADE,
  "require_consent" boolean NOT NULL DEFAULT false,
  "retention_years" integer NOT NULL DEFAULT 5,
  -- The studio may let its owner read its artists' client records (off: each artist's only).
  "owner_reads_records" boolean NOT NULL DEFAULT false,
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "record_settings_one_owner" CHECK (("organization_id" IS NULL) <> ("user_id" IS NULL)),
  CONSTRAINT "record_settings_retention" CHECK ("retention_years" BETWEEN 1 AND 30)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "record_settings_org_idx" ON "record_settings" ("organization_id") WHERE "organization_id" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "record_settings_user_idx" ON "record_settings" ("user_id") WHERE "user_id" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "consent_texts" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "organization_id" uuid REFERENCES "organizations"("id") ON DELETE CASCADE,
  "user_id" text REFERENCES "profiles"("id") ON DELETE CASCADE,
  "version" integer NOT NULL,
  "body" text NOT NULL,
  "body_hash" text NOT NULL,
  "created_by" text REFERENCES "profiles"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "consent_texts_one_owner" CHECK (("organization_id" IS NULL) <> ("user_id" IS NULL)),
  CONSTRAINT "consent_texts_hash" CHECK ("body_hash" = encode(sha256(convert_to("body", 'UTF8')), 'hex'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "consent_texts_org_version_idx" ON "consent_texts" ("organization_id", "version") WHERE "organization_id" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "consent_texts_user_version_idx" ON "consent_texts" ("user_id", "version") WHERE "user_id" IS NOT NULL;
--> statement-breakpoint
-- One signature per row, never edited: the signer's identity as signed (a client renamed or erased
-- later does not rewrite it), the text version and its hash, both drawn signatures (PNG), the
-- guardian's for a minor, when, and from which device and address.
CREATE TABLE "consents" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "user_id" text NOT NULL REFERENCES "profiles"("id") ON DELETE CASCADE,
  "client_id" uuid REFERENCES "clients"("id") ON DELETE SET NULL,
  "appointment_id" uuid REFERENCES "appointments"("id") ON DELETE SET NULL,
  "text_id" uuid NOT NULL REFERENCES "consent_texts"("id") ON DELETE RESTRICT,
  "text_hash" text NOT NULL,
  "signer_name" text NOT NULL,
  "signer_document" text NOT NULL,
  "signer_birth_date" date NOT NULL,
  "minor" boolean NOT NULL,
  "signature_png" bytea NOT NULL,
  "guardian_name" text,
  "guardian_document" text,
  "guardian_signature_png" bytea,
  "signed_at" timestamp with time zone NOT NULL DEFAULT now(),
  "ip" text NOT NULL DEFAULT '',
  "user_agent" text NOT NULL DEFAULT '',
  CONSTRAINT "consents_guardian" CHECK (
    NOT "minor" OR ("guardian_name" IS NOT NULL AND "guardian_document" IS NOT NULL AND "guardian_signature_png" IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX "consents_client_idx" ON "consents" ("client_id", "signed_at");
--> statement-breakpoint
CREATE INDEX "consents_appointment_idx" ON "consents" ("appointment_id");
--> statement-breakpoint
CREATE INDEX "consents_user_idx" ON "consents" ("user_id", "signed_at");
--> statement-breakpoint
-- What was signed stays as signed: texts and signatures are never updated (a new version, or a new
-- signature, is a new row). Rows may be deleted (erasure, an account closed), and the links named
-- in the trigger's arguments may only be let go (ON DELETE SET NULL of a client, an appointment, an
-- author): nothing signed changes.
CREATE OR REPLACE FUNCTION tinta_frozen() RETURNS trigger AS $$
DECLARE
  col text;
  o jsonb := to_jsonb(OLD);
  n jsonb := to_jsonb(NEW);
BEGIN
  FOREACH col IN ARRAY TG_ARGV LOOP
    IF (n->>col) IS NOT NULL AND (n->>col) IS DISTINCT FROM (o->>col) THEN
      RAISE EXCEPTION '% rows are never changed; add a new one', TG_TABLE_NAME;
    END IF;
    o := o - col;
    n := n - col;
  END LOOP;
  IF o IS DISTINCT FROM n THEN
    RAISE EXCEPTION '% rows are never changed; add a new one', TG_TABLE_NAME;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER consent_texts_frozen BEFORE UPDATE ON consent_texts
  FOR EACH ROW EXECUTE FUNCTION tinta_frozen('created_by');
--> statement-breakpoint
CREATE TRIGGER consents_frozen BEFORE UPDATE ON consents
  FOR EACH ROW EXECUTE FUNCTION tinta_frozen('client_id', 'appointment_id');
--> statement-breakpoint
CREATE TRIGGER consents_changes AFTER INSERT OR UPDATE OR DELETE ON consents
  FOR EACH ROW EXECUTE FUNCTION tinta_emit_change('user_id');
--> statement-breakpoint
-- A minor's consent kept after its client's data was erased (LGPD art. 16: a legal hold), until the
-- studio's retention ends; the delivery tick deletes it then.
CREATE TABLE "consent_retention" (
  "consent_id" uuid PRIMARY KEY REFERENCES "consents"("id") ON DELETE CASCADE,
  "retain_until" date NOT NULL
);
--> statement-breakpoint
CREATE INDEX "consent_retention_until_idx" ON "consent_retention" ("retain_until");
--> statement-breakpoint
-- Who did what to a client's record, when (export, erasure, health consent withdrawn). No personal
-- data: the client is named by id, which outlives the erased row only here.
CREATE TABLE "record_audit" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "user_id" text NOT NULL REFERENCES "profiles"("id") ON DELETE CASCADE,
  "actor_id" text NOT NULL,
  "client_id" uuid NOT NULL,
  "action" text NOT NULL,
  "detail" jsonb NOT NULL DEFAULT '{}'::jsonb,
  "at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "record_audit_action" CHECK ("action" IN ('exportado', 'excluido', 'saude_retirada', 'pdf'))
);
--> statement-breakpoint
CREATE INDEX "record_audit_user_idx" ON "record_audit" ("user_id", "at");
