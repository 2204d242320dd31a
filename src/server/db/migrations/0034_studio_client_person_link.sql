-- Studio clients (issue 26): in a studio every artist keeps a client row of their own (their
-- sessions, their records), and the rows of one person share `person_id`. A new row is linked to
-- the studio's existing person with the same phone; one carried over from another artist's client
-- arrives with its person already set. Working alone, person_id stays null.

-- The phone as a key: its digits without Brazil's country code (DDD + number, 10 digits for a
-- landline, 11 for a mobile); too short to be a whole number, no key.
CREATE OR REPLACE FUNCTION tinta_phone_key(p text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN length(n) >= 10 THEN n END
  FROM (
    SELECT CASE WHEN length(d) >= 12 AND left(d, 2) = '55' THEN substr(d, 3) ELSE d END AS n
    FROM (SELECT regexp_replace(coalesce(p, ''), '[^0-9]', '', 'g') AS d) x
  ) y
$$;
--> statement-breakpoint
CREATE INDEX clients_phone_key_idx ON clients (tinta_phone_key(phone)) WHERE phone IS NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tinta_link_studio_person() RETURNS trigger AS $$
DECLARE
  org uuid;
  found uuid;
BEGIN
  IF NEW.person_id IS NOT NULL THEN RETURN NEW; END IF;
  SELECT m.organization_id INTO org
    FROM organization_members m WHERE m.user_id = NEW.user_id AND m.status = 'active' LIMIT 1;
  IF org IS NULL THEN RETURN NEW; END IF;
  IF tinta_phone_key(NEW.phone) IS NOT NULL THEN
    SELECT coalesce(c.person_id, c.id) INTO found
      FROM clients c
      JOIN organization_members m
        ON m.user_id = c.user_id AND m.organization_id = org AND m.status = 'active'
      -- (phone IS NOT NULL: the partial index on tinta_phone_key(phone) answers it)
      WHERE c.phone IS NOT NULL AND tinta_phone_key(c.phone) = tinta_phone_key(NEW.phone)
        AND c.user_id <> NEW.user_id
      ORDER BY c.created_at, c.id
      LIMIT 1;
  END IF;
  NEW.person_id := coalesce(found, NEW.id);
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER clients_studio_person BEFORE INSERT ON clients
  FOR EACH ROW EXECUTE FUNCTION tinta_link_studio_person();
--> statement-breakpoint
-- Existing studios: the active members' clients with the same phone become one person (the first
-- registered names it); every other member's client is a person of its own. A person id changes no
-- figure and no screen, so the backfill runs without the row triggers (no rollup or change event).
ALTER TABLE clients DISABLE TRIGGER USER;
--> statement-breakpoint
UPDATE clients c SET person_id = x.person
FROM (
  SELECT c.id,
    first_value(c.id) OVER (
      PARTITION BY m.organization_id, tinta_phone_key(c.phone) ORDER BY c.created_at, c.id) AS person
  FROM clients c
  JOIN organization_members m ON m.user_id = c.user_id AND m.status = 'active'
  WHERE tinta_phone_key(c.phone) IS NOT NULL
) x
WHERE x.id = c.id;
--> statement-breakpoint
UPDATE clients c SET person_id = c.id
FROM organization_members m
WHERE m.user_id = c.user_id AND m.status = 'active' AND c.person_id IS NULL;
--> statement-breakpoint
ALTER TABLE clients ENABLE TRIGGER USER;
