import { type SQL, sql } from 'drizzle-orm';
import type { Client, ClientList, ClientListQuery } from '../../../shared/schemas/client';
import { clientListQuerySchema } from '../../../shared/schemas/client';
import type { Clock } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../actor';
import { decodeCursor, likePattern, toPage } from '../paging';
import { agendaUserIds, loadStudioScope, seesStudioAgenda } from '../studio/studio-scope';
import { isPersonsFirstRow, personRows, selectStudioPersonsWithFigures } from './studio-persons';

export interface ClientFiguresRow extends Record<string, unknown> {
  id: string;
  user_id: string;
  served_by?: string[] | null;
  name: string;
  phone: string | null;
  instagram: string | null;
  birth_date: string | null;
  document: string | null;
  created_at: Date;
  cursor_at: string;
  appointment_count: number;
  total_spent: number;
  last_visit: Date | null;
  next_session: Date | null;
}

/**
 * Clients newest first (SPEC §7), a page at a time, each with its appointment count, money spent on
 * finished work, last visit and next session, computed in SQL for the page's rows only; plus the
 * cards. A visit is a session that has started and was not cancelled (refining SPEC's "latest
 * appointment", which showed future dates and cancelled sessions as visits); 'Ativos' counts clients
 * with at least one session that was not cancelled.
 */
export async function listClients(
  db: DbOrTx,
  actor: Actor,
  query: ClientListQuery,
  clock: Clock,
): Promise<ClientList> {
  const now = clock().toISOString();
  const parsed = clientListQuerySchema.parse(query);
  const { cursor, limit } = parsed;
  // Rows show '@handle' while the handle is stored bare: '@ana' must find Ana as 'ana' does.
  const q = parsed.q?.replace(/^@+/, '').trim();
  const after = cursor ? decodeCursor<[string, string]>(cursor, 'tu') : null;
  const scope = await loadStudioScope(db, actor);
  if (seesStudioAgenda(scope)) {
    const members = sql.join(
      (await agendaUserIds(db, scope)).map((id) => sql`${id}`),
      sql`, `,
    );
    return listStudioPersons(db, members, { now, q, after, limit });
  }

  const rows = (
    await db.execute<ClientFiguresRow>(sql`
      ${selectClientsWithFigures(now)}
      WHERE c.user_id = ${actor.userId}
        ${searchAndPage(q, after, limit)}`)
  ).rows;

  // The cards from the user's rollup row (migration 0011).
  const [summary] = (
    await db.execute<{ total: number; active: number; appointments: number }>(sql`
      SELECT clients AS total, active_clients AS active, appointments
      FROM user_rollups WHERE user_id = ${actor.userId}`)
  ).rows;

  return {
    ...toPage(rows, limit, toClient, (r: ClientFiguresRow) => [r.cursor_at, r.id]),
    summary: {
      total: Number(summary?.total ?? 0),
      active: Number(summary?.active ?? 0),
      appointments: Number(summary?.appointments ?? 0),
    },
  };
}

/**
 * Clients (alias `c`) with what their row shows: appointment count, money spent on finished work,
 * last visit and next session as of `now`. The caller adds WHERE, ORDER and LIMIT.
 */
export function selectClientsWithFigures(now: string) {
  // Count and spending from the client's rollup row; the last visit and next session are one index
  // probe each on (client_id, start_time) — cancelled sessions skipped — whatever the history.
  return sql`
      SELECT c.id, c.user_id, c.name, c.phone, c.instagram, c.birth_date::text AS birth_date, c.document, c.created_at, c.created_at::text AS cursor_at,
        coalesce(r.appointments, 0)::int AS appointment_count,
        (SELECT a.start_time FROM appointments a
          WHERE a.client_id = c.id AND a.start_time <= ${now}::timestamptz AND a.status <> 'cancelado'
          ORDER BY a.start_time DESC LIMIT 1) AS last_visit,
        (SELECT a.start_time FROM appointments a
          WHERE a.client_id = c.id AND a.start_time > ${now}::timestamptz AND a.status <> 'cancelado'
          ORDER BY a.start_time ASC LIMIT 1) AS next_session,
        coalesce(r.spent_cents, 0)::bigint AS total_spent
      FROM clients c
      LEFT JOIN client_rollups r ON r.client_id = c.id`;
}

export function toClient(r: ClientFiguresRow): Client {
  return {
    id: r.id,
    artistId: r.user_id,
    ...(r.served_by ? { servedBy: r.served_by } : {}),
    name: r.name,
    phone: r.phone,
    instagram: r.instagram,
    birthDate: r.birth_date,
    document: r.document,
    createdAt: new Date(r.created_at).toISOString(),
    appointmentCount: Number(r.appointment_count),
    totalSpentCents: Number(r.total_spent),
    lastVisit: r.last_visit ? new Date(r.last_visit).toISOString() : null,
    nextSession: r.next_session ? new Date(r.next_session).toISOString() : null,
  };
}

/**
 * The owner's and the front desk's Clientes (issue 26 "Studio clients"): every active artist's
 * clients, one line per person (decision 0018), newest first. The cards count persons.
 */
async function listStudioPersons(
  db: DbOrTx,
  members: SQL,
  { now, q, after, limit }: { now: string; q?: string; after: [string, string] | null; limit: number },
): Promise<ClientList> {
  const rows = (
    await db.execute<ClientFiguresRow>(sql`
      ${selectStudioPersonsWithFigures(now, members)}
      WHERE c.user_id IN (${members}) AND ${isPersonsFirstRow(members)}
        ${q ? sql`AND EXISTS (${personRows(members, sql`c.id`, sql`c.person_id`)} AND ${matches(q, 'p')})` : sql``}
        ${searchAndPage(undefined, after, limit)}`)
  ).rows;
  // Persons, not rows: two artists' rows of one client count once.
  const [summary] = (
    await db.execute<{ total: number; active: number; appointments: number }>(sql`
      SELECT
        (SELECT count(DISTINCT coalesce(c.person_id, c.id)) FROM clients c
          WHERE c.user_id IN (${members}))::int AS total,
        (SELECT count(DISTINCT coalesce(c.person_id, c.id)) FROM clients c
          JOIN client_rollups r ON r.client_id = c.id
          WHERE c.user_id IN (${members}) AND r.live_appointments > 0)::int AS active,
        (SELECT coalesce(sum(appointments), 0) FROM user_rollups
          WHERE user_id IN (${members}))::int AS appointments`)
  ).rows;
  return {
    ...toPage(rows, limit, toClient, (r: ClientFiguresRow) => [r.cursor_at, r.id]),
    summary: {
      total: Number(summary?.total ?? 0),
      active: Number(summary?.active ?? 0),
      appointments: Number(summary?.appointments ?? 0),
    },
  };
}

/** Name, phone or Instagram of the client aliased `alias` contain `q` (accents and case aside). */
const matches = (q: string, alias: 'c' | 'p') =>
  sql`${sql.raw(alias)}.search_text LIKE tinta_fold(${likePattern(q)}) ESCAPE '\\'`;

/** The list's search, keyset position and page size, on the clients aliased `c`, newest first. */
function searchAndPage(q: string | undefined, after: [string, string] | null, limit: number) {
  return sql`
        ${q ? sql`AND ${matches(q, 'c')}` : sql``}
        ${after ? sql`AND (c.created_at, c.id) < (${after[0]}::timestamptz, ${after[1]}::uuid)` : sql``}
      ORDER BY c.created_at DESC, c.id DESC
      LIMIT ${limit + 1}`;
}
