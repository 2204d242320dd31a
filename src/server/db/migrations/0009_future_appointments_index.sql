-- Reminder reconciliation (domain/reminders/reconcile-reminders.ts) reads only future agendado
-- appointments at boot and every few minutes: this partial index keeps that proportional to the
-- agenda, not to the whole history. Hand-written; not in the Drizzle schema, like the triggers.
CREATE INDEX IF NOT EXISTS "appointments_agendado_start_idx" ON "appointments" USING btree ("start_time") WHERE "status" = 'agendado' AND NOT "is_tattoo_finished";
