-- Signatures in one bounded form (issue 24; docs/decisions/0001-signatures-and-pdf-rendering.md).
-- A signature is now redrawn when it is signed: at most 900 × 300, a grey palette, no alpha.
-- Those stored before (up to 4096 × 4096 RGBA, decoded in full by every PDF) are redrawn once by
-- the maintenance job. Consents never change (0017), so that one rewrite is let through narrowly:
-- only inside a transaction that set `tinta.normalising_signatures` to 'on', only the two drawn
-- signatures, only into the bounded form, and the row itself records when and the SHA-256 of the
-- bytes that were signed.
--
-- Whether a stored PNG is already in that form, from its header alone (substring reads a slice of
-- a TOASTed value instead of the whole image). The twin of normalize-signature.ts: width 1..900,
-- height 1..300, grey (0) or palette (3) colour type — no alpha channel — not interlaced.
CREATE OR REPLACE FUNCTION tinta_signature_is_normalised(png bytea) RETURNS boolean AS $$
  SELECT octet_length(png) > 33
    AND substring(png FROM 1 FOR 8) = '\x89504e470d0a1a0a'::bytea
    AND substring(png FROM 13 FOR 4) = '\x49484452'::bytea
    AND substring(png FROM 17 FOR 4) BETWEEN '\x00000001'::bytea AND '\x00000384'::bytea
    AND substring(png FROM 21 FOR 4) BETWEEN '\x00000001'::bytea AND '\x0000012c'::bytea
    AND substring(png FROM 26 FOR 1) IN ('\x00'::bytea, '\x03'::bytea)
    AND substring(png FROM 29 FOR 1) = '\x00'::bytea
$$ LANGUAGE sql IMMUTABLE STRICT;
--> statement-breakpoint
-- Set only by a normalisation: when it happened, and the SHA-256 (hex) of the signature(s) as they
-- were signed — the client's, then the guardian's — so the rewrite is on the row, not just in a log.
ALTER TABLE "consents" ADD COLUMN "signatures_normalised_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "consents" ADD COLUMN "signatures_original_sha256" text[];
--> statement-breakpoint
-- What the job still has to redraw; empty once it has run, so each maintenance tick costs nothing.
CREATE INDEX "consents_signature_pending_idx" ON "consents" ("id")
  WHERE NOT tinta_signature_is_normalised("signature_png")
    OR ("guardian_signature_png" IS NOT NULL AND NOT tinta_signature_is_normalised("guardian_signature_png"));
--> statement-breakpoint
DROP TRIGGER "consents_frozen" ON "consents";
--> statement-breakpoint
CREATE TRIGGER "consents_frozen" BEFORE UPDATE ON "consents"
  FOR EACH ROW WHEN (current_setting('tinta.normalising_signatures', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION tinta_frozen('client_id', 'appointment_id');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tinta_consent_signatures_normalised() RETURNS trigger AS $$
DECLARE
  drawn text[] := ARRAY['signature_png', 'guardian_signature_png', 'signatures_normalised_at', 'signatures_original_sha256'];
BEGIN
  IF (to_jsonb(NEW) - drawn) IS DISTINCT FROM (to_jsonb(OLD) - drawn) THEN
    RAISE EXCEPTION 'consents: a normalisation changes the drawn signatures only';
  END IF;
  IF (NEW.guardian_signature_png IS NULL) <> (OLD.guardian_signature_png IS NULL)
    OR NOT tinta_signature_is_normalised(NEW.signature_png)
    OR (NEW.guardian_signature_png IS NOT NULL AND NOT tinta_signature_is_normalised(NEW.guardian_signature_png))
  THEN
    RAISE EXCEPTION 'consents: a normalised signature is at most 900 x 300, without transparency';
  END IF;
  -- Written here, not by the caller: the first normalisation's time and the bytes it replaced.
  NEW.signatures_normalised_at := coalesce(OLD.signatures_normalised_at, now());
  NEW.signatures_original_sha256 := coalesce(
    OLD.signatures_original_sha256,
    array_remove(ARRAY[
      encode(sha256(OLD.signature_png), 'hex'),
      encode(sha256(OLD.guardian_signature_png), 'hex')
    ], NULL));
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "consents_signatures_normalised" BEFORE UPDATE ON "consents"
  FOR EACH ROW WHEN (current_setting('tinta.normalising_signatures', true) = 'on')
  EXECUTE FUNCTION tinta_consent_signatures_normalised();
