ALTER TABLE "profiles" ADD COLUMN "checklist_dismissed_at" timestamp with time zone;--> statement-breakpoint
-- 'Primeiros passos' is for new accounts: every account that exists before it is past its first day.
UPDATE "profiles" SET "checklist_dismissed_at" = now();
