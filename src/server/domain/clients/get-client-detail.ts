import { desc, eq, type SQL, sql } from 'drizzle-orm';
import { CLIENT_HISTORY_LIMIT, type ClientDetail } from '../../../shared/schemas/client';
import type { Clock } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { appointments, clients } from '../../db/schema';
import type { Actor } from '../actor';
import { toAppointment } from '../appointments/to-appointment';
import { DomainError } from '../errors';
import { isUuid } from '../paging';
import { type PaymentRow, toPayment } from '../payments/list-payments';
import { agendaUserIds, loadStudioScope, seesStudioAgenda } from '../studio/studio-scope';
import { type TaskRow, toTask } from '../tasks/list-tasks';
import { type ClientFiguresRow, selectClientsWithFigures, toClient } from './list-clients';
import { personRows, selectStudioPersonsWithFigures } from './studio-persons';

/**
 * One client's page: their figures, newest sessions and payments, and open tasks. Every list is
 * bounded and read through the (user, client) and (appointment) indexes, so a long history costs
 * nothing extra. Someone else's client reads as missing — except that a studio's owner and front
 * desk see every artist's client as the studio's person (issue 26): figures, sessions and payments
 * over all the artists' rows of that person, never their records.
 */
export async function getClientDetail(
  db: DbOrTx,
  actor: Actor,
  id: string,
  clock: Clock,
): Promise<ClientDetail> {
  if (!isUuid(id)) throw new DomainError('CLIENT_NOT_FOUND');
  const scope = await loadStudioScope(db, actor);
  if (seesStudioAgenda(scope)) {
    const members = await agendaUserIds(db, scope);
    const [found] = await db
      .select({ userId: clients.userId, personId: clients.personId })
      .from(clients)
      .where(eq(clients.id, id));
    if (found && members.includes(found.userId))
      return getPersonDetail(db, actor, id, found.personId, members, clock);
  }
  const [row] = (
    await db.execute<ClientFiguresRow>(sql`
      ${selectClientsWithFigures(clock().toISOString())}
      WHERE c.user_id = ${actor.userId} AND c.id = ${id}`)
  ).rows;
  if (!row) throw new DomainError('CLIENT_NOT_FOUND');

  return {
    client: toClient(row),
    ...(await readHistory(db, actor, sql`${id}::uuid`, sql`${actor.userId}`)),
  };
}

/** The studio's view of one person: every active artist's row of them, summed and merged. */
async function getPersonDetail(
  db: DbOrTx,
  actor: Actor,
  id: string,
  personId: string | null,
  memberIds: string[],
  clock: Clock,
): Promise<ClientDetail> {
  const members = sql.join(
    memberIds.map((m) => sql`${m}`),
    sql`, `,
  );
  const [row] = (
    await db.execute<ClientFiguresRow>(sql`
      ${selectStudioPersonsWithFigures(clock().toISOString(), members)}
      WHERE c.id = ${id}`)
  ).rows;
  if (!row) throw new DomainError('CLIENT_NOT_FOUND');

  return {
    client: toClient(row),
    ...(await readHistory(db, actor, personRows(members, id, personId), members)),
  };
}

/**
 * The newest sessions and payments of the client rows `clientIds` on the agendas `agendaIds`, and
 * the viewer's own open tasks about them: each list bounded, through the (client) and (appointment)
 * indexes.
 */
async function readHistory(db: DbOrTx, actor: Actor, clientIds: SQL, agendaIds: SQL) {
  const sessions = await db
    .select()
    .from(appointments)
    .where(sql`${appointments.clientId} IN (${clientIds}) AND ${appointments.userId} IN (${agendaIds})`)
    .orderBy(desc(appointments.startTime), desc(appointments.id))
    .limit(CLIENT_HISTORY_LIMIT + 1);

  const payments = (
    await db.execute<PaymentRow>(sql`
      SELECT p.id, p.appointment_id, a.title AS appointment_title, p.client_name, p.amount_cents,
        p.method, p.kind, p.date::text AS date, p.date_epoch, p.created_at, p.created_at::text AS cursor_at
      FROM appointments a JOIN payments p ON p.appointment_id = a.id
      WHERE a.client_id IN (${clientIds}) AND a.user_id IN (${agendaIds})
      ORDER BY p.date_epoch DESC, p.created_at DESC, p.id DESC
      LIMIT ${CLIENT_HISTORY_LIMIT + 1}`)
  ).rows;

  // Tasks are each person's own: the viewer's open tasks about this client.
  const tasks = (
    await db.execute<TaskRow>(sql`
      SELECT t.id, t.title, t.description, t.date::text AS date, t.priority, t.status, t.client_id,
        c.name AS client_name, t.appointment_id, a.title AS appointment_title, t.created_at
      FROM tasks t
      JOIN clients c ON c.id = t.client_id
      LEFT JOIN appointments a ON a.id = t.appointment_id
      WHERE t.user_id = ${actor.userId} AND t.client_id IN (${clientIds}) AND t.status <> 'feito'
      ORDER BY t.date ASC NULLS LAST, t.created_at ASC
      LIMIT ${CLIENT_HISTORY_LIMIT}`)
  ).rows;

  return {
    appointments: sessions.slice(0, CLIENT_HISTORY_LIMIT).map(toAppointment),
    moreAppointments: sessions.length > CLIENT_HISTORY_LIMIT,
    payments: payments.slice(0, CLIENT_HISTORY_LIMIT).map(toPayment),
    morePayments: payments.length > CLIENT_HISTORY_LIMIT,
    openTasks: tasks.map(toTask),
  };
}
