-- São Paulo time in SQL, written once (docs/decisions/0010-one-time-module-one-sql-function.md).
-- SPEC fixes São Paulo at UTC-3 (no daylight saving since 2019); these are the twins of
-- src/shared/time.ts, and no other SQL writes the offset. An interval offset, not a zone name: the
-- answer never depends on the session's TimeZone or on the server's tz database.
--
-- The wall clock of an instant in São Paulo (what saoPauloParts reads).
CREATE OR REPLACE FUNCTION tinta_sp_local(instant timestamptz) RETURNS timestamp AS $$
  SELECT timezone(interval '-03:00', instant)
$$ LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE;
--> statement-breakpoint
-- The São Paulo calendar day of an instant (time.ts toIsoDay).
CREATE OR REPLACE FUNCTION tinta_sp_day(instant timestamptz) RETURNS date AS $$
  SELECT tinta_sp_local(instant)::date
$$ LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE;
--> statement-breakpoint
-- The São Paulo month of an instant as the rollups key it, 'YYYY-MM' (time.ts monthOf).
CREATE OR REPLACE FUNCTION tinta_sp_month(instant timestamptz) RETURNS text AS $$
  SELECT to_char(tinta_sp_local(instant), 'YYYY-MM')
$$ LANGUAGE sql STABLE STRICT PARALLEL SAFE;
--> statement-breakpoint
-- The instant a São Paulo wall-clock time falls on (time.ts dayStartEpoch + the time of day).
CREATE OR REPLACE FUNCTION tinta_sp_instant(day date, at time) RETURNS timestamptz AS $$
  SELECT timezone(interval '-03:00', day + at)
$$ LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE;
--> statement-breakpoint
-- The calendar feed's SEQUENCE: a counter bumped by every change the feed shows, so two edits in
-- one second are two revisions (it used to be updated_at in seconds).
ALTER TABLE "appointments" ADD COLUMN "revision" integer NOT NULL DEFAULT 0;
--> statement-breakpoint
-- Subscribed calendars already hold SEQUENCE = updated_at seconds - 1 700 000 000 and ignore a
-- lower one: existing rows continue from there. Done without the user triggers, so it announces no
-- change to open screens and touches no rollup.
ALTER TABLE "appointments" DISABLE TRIGGER USER;
--> statement-breakpoint
UPDATE "appointments"
  SET "revision" = greatest(floor(extract(epoch FROM "updated_at"))::bigint - 1700000000, 0)::integer;
--> statement-breakpoint
ALTER TABLE "appointments" ENABLE TRIGGER USER;
--> statement-breakpoint
-- One place bumps it, whoever writes (API, jobs, scripts): an update that changes what an event
-- shows — who, what, when, how long, its status, its value.
CREATE OR REPLACE FUNCTION tinta_bump_appointment_revision() RETURNS trigger AS $$
BEGIN
  IF (NEW.client_name, NEW.title, NEW.start_time, NEW.duration_minutes, NEW.status,
      NEW.is_tattoo_finished, NEW.agreed_value_cents, NEW.final_value_cents)
    IS DISTINCT FROM (OLD.client_name, OLD.title, OLD.start_time, OLD.duration_minutes, OLD.status,
      OLD.is_tattoo_finished, OLD.agreed_value_cents, OLD.final_value_cents) THEN
    NEW.revision := OLD.revision + 1;
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER tinta_appointment_revision BEFORE UPDATE ON appointments
  FOR EACH ROW EXECUTE FUNCTION tinta_bump_appointment_revision();
