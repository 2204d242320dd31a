import { SQL, sql } from 'drizzle-orm';

/**
 * The studio's clients as one line per person (issue 26, decision 0018), for the owner and the front
 * desk: each person is shown by their first row among the active artists' rows (alias `c`), with
 * the figures summed over all of them and the names of the artists who have them. The caller adds
 * WHERE (on `c`), ORDER and LIMIT; `members` are the active artists' ids.
 */
export function selectStudioPersonsWithFigures(now: string, members: SQL) {
  // One row per person, however many artists have them: their rows are found through the person
  // index, each probed like an artist's own list (rollup row, last and next session).
  return sql`
      SELECT c.id, c.user_id, c.name, c.phone, c.instagram, c.birth_date::text AS birth_date, c.document,
        c.created_at, c.created_at::text AS cursor_at,
        f.appointment_count, f.total_spent, f.last_visit, f.next_session, f.served_by
      FROM clients c
      CROSS JOIN LATERAL (
        SELECT coalesce(sum(r.appointments), 0)::int AS appointment_count,
          coalesce(sum(r.spent_cents), 0)::bigint AS total_spent,
          max(lv.start_time) AS last_visit, min(ns.start_time) AS next_session,
          array_agg(DISTINCT pr.name ORDER BY pr.name) AS served_by
        FROM clients p
        JOIN profiles pr ON pr.id = p.user_id
        LEFT JOIN client_rollups r ON r.client_id = p.id
        LEFT JOIN LATERAL (
          SELECT a.start_time FROM appointments a
          WHERE a.client_id = p.id AND a.start_time <= ${now}::timestamptz AND a.status <> 'cancelado'
          ORDER BY a.start_time DESC LIMIT 1) lv ON true
        LEFT JOIN LATERAL (
          SELECT a.start_time FROM appointments a
          WHERE a.client_id = p.id AND a.start_time > ${now}::timestamptz AND a.status <> 'cancelado'
          ORDER BY a.start_time ASC LIMIT 1) ns ON true
        WHERE p.user_id IN (${members})
          AND (p.id = c.id OR p.person_id = coalesce(c.person_id, c.id))
      ) f`;
}

/** `c` is the first row of its person among the active artists' rows (or a person of its own). */
export function isPersonsFirstRow(members: SQL) {
  return sql`NOT EXISTS (
        SELECT 1 FROM clients o
        WHERE o.person_id = c.person_id AND o.user_id IN (${members})
          AND (o.created_at, o.id) < (c.created_at, c.id))`;
}

/**
 * The rows (alias `p`) of one person among the active artists' rows: the person of the row
 * `clientId` (a value, or a column of an outer query) whose `person_id` is `personId`.
 */
export function personRows(members: SQL, clientId: string | SQL, personId: string | null | SQL) {
  const person =
    typeof clientId === 'string' && !(personId instanceof SQL)
      ? sql`${personId ?? clientId}`
      : sql`coalesce(${personId}, ${clientId})`;
  return sql`SELECT p.id FROM clients p
    WHERE p.user_id IN (${members}) AND (p.id = ${clientId} OR p.person_id = ${person})`;
}
