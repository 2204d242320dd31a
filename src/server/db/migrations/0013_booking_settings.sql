-- An artist's booking page (issue 14): its address, what it shows, when sessions can be asked for,
-- and the Pix key deposits go to. One row per artist, made when they first save the settings.
CREATE TABLE "booking_settings" (
  "user_id" text PRIMARY KEY REFERENCES "profiles"("id") ON DELETE CASCADE,
  "slug" text NOT NULL,
  "enabled" boolean NOT NULL DEFAULT false,
  "bio" text NOT NULL DEFAULT '',
  "weekly" jsonb NOT NULL,
  "session_lengths" integer[] NOT NULL,
  "min_notice_hours" integer NOT NULL,
  "horizon_days" integer NOT NULL,
  "days_off" date[] NOT NULL DEFAULT '{}',
  "pix_key_type" text,
  "pix_key" text,
  "pix_name" text,
  "pix_city" text,
  "hold_hours" integer NOT NULL DEFAULT 24,
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "booking_settings_slug_format" CHECK (slug ~ '^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "booking_settings_slug_idx" ON "booking_settings" ("slug");
