ALTER TABLE "appointments" ADD COLUMN "duration_minutes" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_duration_range" CHECK ("appointments"."duration_minutes" BETWEEN 15 AND 720);--> statement-breakpoint
-- A finished appointment's final value is the sum of its payments from now on (issue 17): mend the
-- rows where an edit in Financeiro left the two apart.
UPDATE "appointments" a SET "final_value_cents" = s.total
FROM (SELECT "appointment_id", sum("amount_cents")::int AS total FROM "payments" GROUP BY "appointment_id") s
WHERE s."appointment_id" = a."id" AND a."final_value_cents" IS DISTINCT FROM s.total;
