-- WhatsApp messages to clients (issue 16): the artist's edited templates (a kind without a row uses
-- the default), the studio address for {endereco}, and a 'sent' mark per message so nobody gets
-- two reminders. The queue itself is computed from the agenda each time, in São Paulo time.
CREATE TABLE "message_templates" (
  "user_id" text NOT NULL REFERENCES "profiles"("id") ON DELETE CASCADE,
  "kind" text NOT NULL,
  "body" text NOT NULL,
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY ("user_id", "kind"),
  CONSTRAINT "message_templates_kind" CHECK ("kind" IN ('confirmacao', 'lembrete', 'cicatrizacao', 'sinal', 'aniversario'))
);
--> statement-breakpoint
CREATE TABLE "message_settings" (
  "user_id" text PRIMARY KEY REFERENCES "profiles"("id") ON DELETE CASCADE,
  "address" text NOT NULL DEFAULT ''
);
--> statement-breakpoint
CREATE TABLE "message_marks" (
  -- An id of its own: the live-update trigger names rows by id.
  "id" uuid NOT NULL DEFAULT gen_random_uuid(),
  "user_id" text NOT NULL REFERENCES "profiles"("id") ON DELETE CASCADE,
  "kind" text NOT NULL,
  "subject_id" uuid NOT NULL,
  "occasion" text NOT NULL,
  "sent_at" timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY ("user_id", "kind", "subject_id", "occasion")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "message_marks_id_idx" ON "message_marks" ("id");
--> statement-breakpoint
-- Today's confirmations (appointments created today) and birthdays, without scanning the history.
CREATE INDEX "appointments_user_created_idx" ON "appointments" ("user_id", "created_at");
--> statement-breakpoint
-- A birthday as month × 100 + day (extract on a date is immutable; to_char is not).
CREATE INDEX "clients_user_birthday_idx" ON "clients" ("user_id", ((extract(month FROM "birth_date") * 100 + extract(day FROM "birth_date"))::int)) WHERE "birth_date" IS NOT NULL;
--> statement-breakpoint
CREATE TRIGGER message_marks_changes AFTER INSERT OR UPDATE OR DELETE ON message_marks
  FOR EACH ROW EXECUTE FUNCTION tinta_emit_change('user_id');
