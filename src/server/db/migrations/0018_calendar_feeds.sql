-- The artist's calendar feed (issue 16): a secret URL calendars subscribe to. The token is an HMAC
-- of (user, version) under the server secret, so the screen can show the link again; the row keeps
-- only its SHA-256 for the look-up. Rotating bumps the version: the old link stops at once.
CREATE TABLE "calendar_feeds" (
  "user_id" text PRIMARY KEY REFERENCES "profiles"("id") ON DELETE CASCADE,
  "version" integer NOT NULL DEFAULT 1,
  "token_hash" text NOT NULL,
  "include_money" boolean NOT NULL DEFAULT false,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "rotated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_idx" ON "calendar_feeds" ("token_hash");
