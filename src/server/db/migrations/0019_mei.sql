-- The MEI meter (issue 16): whether the artist is a MEI, since which month, the yearly cap (a
-- setting: the law may change) and the DAS reminder switch; one DAS reminder per user and month.
CREATE TABLE "mei_settings" (
  "user_id" text PRIMARY KEY REFERENCES "profiles"("id") ON DELETE CASCADE,
  "enabled" boolean NOT NULL DEFAULT false,
  "opened_month" text,
  "cap_cents" bigint NOT NULL DEFAULT 8100000,
  "das_reminder" boolean NOT NULL DEFAULT true,
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "mei_settings_opened_month" CHECK ("opened_month" IS NULL OR "opened_month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  CONSTRAINT "mei_settings_cap" CHECK ("cap_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "das_reminders" (
  "user_id" text NOT NULL REFERENCES "profiles"("id") ON DELETE CASCADE,
  "month" text NOT NULL,
  PRIMARY KEY ("user_id", "month")
);
--> statement-breakpoint
ALTER TYPE "notification_type" ADD VALUE IF NOT EXISTS 'das_reminder';
