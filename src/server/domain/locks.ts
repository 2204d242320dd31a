import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { ErrorCode } from '../../shared/errors';
import type { DbOrTx } from '../db/client';
import { appointments, clients } from '../db/schema';
import { DomainError } from './errors';
import { isUuid } from './paging';

/*
 * THE LOCK ORDER (docs/decisions/0004-erasure-and-lock-order.md). Every transaction that writes takes
 * its locks in this order, skipping the levels it does not touch, never going back up:
 *
 *   1. the artist's agenda   lockAgenda (advisory, transaction-scoped): only writes that book time
 *                            (create, edit, accepting a booking request), before anything else
 *   2. client rows           lockClient, chooseClient (FOR NO KEY UPDATE; several: in id order)
 *   3. appointment rows      findOwnAppointment(..., { forUpdate }), lockClientAppointments: by id
 *   4. what hangs below      payments, fichas, consents, booking requests, anamnesis links, tasks,
 *                            notifications — locked or written after their appointment/client.
 *                            A studio payment's write takes lockSettlements (its trigger does) right
 *                            before the row — and before any write of its appointment, whose
 *                            rollup trigger takes the artist's level-5 row (Finalizar and Cancelar
 *                            Finalização take it, or lockPaymentSettlements, first); marking a settlement paid takes it first and then only
 *                            reads payments and writes the settlement and the owner's expense.
 *                            A card fee booked on the studio owner (decision 0024) takes
 *                            lockFeeOwner — the artist's settlements, then the owner's rollup row
 *                            — before the payment is written or deleted, so the owner's row never
 *                            waits behind the studio's month rows the payment's triggers hold
 *   5. rollups               written by triggers, the user's row first (migration 0011). Inserting
 *                            a client fires them too, so a new client is registered after the
 *                            write's other locks, right before the row that points at it.
 *
 * Why the client comes before everything but the agenda: erasure and deletion start there, and a
 * writer that wrote a row pointing at the client (a consent, an anamnesis, an appointment) before
 * locking it would wait on the client behind its own child row — a deadlock — or meet a client
 * deleted under it — a foreign-key error. Locked first and re-read, a client erased meanwhile is
 * simply the entity's 404. The agenda sits above it because the writes that book time look their
 * client up by phone or name, and doing that under the agenda also stops two of them registering
 * the same new client twice; erasure never books time, so it never waits on the agenda.
 */

/**
 * The user's client, locked until the transaction ends; gone (or another user's) → `notFound`.
 * FOR NO KEY UPDATE, not FOR UPDATE: two writers of one client still queue, and deleting the row
 * still waits for them, but a write that only points at the client passes — Finalizar's second
 * update of its appointment re-checks the foreign key (FOR KEY SHARE on the client) while it holds
 * the appointment, and under FOR UPDATE that would deadlock with a deletion holding the client.
 */
export async function lockClient(
  tx: DbOrTx,
  userId: string,
  clientId: string,
  notFound: ErrorCode = 'CLIENT_NOT_FOUND',
) {
  const [row] = isUuid(clientId)
    ? await tx
        .select()
        .from(clients)
        .where(and(eq(clients.id, clientId), eq(clients.userId, userId)))
        .for('no key update')
    : [];
  if (!row) throw new DomainError(notFound);
  return row;
}

/**
 * The artist's agenda: every write that books time (a new appointment, an edit, accepting a booking
 * request) holds it while it checks for a clash and writes, so two of them can never both pass the
 * check. Only time-booking writes queue here; reads and money writes never wait on it.
 */
export async function lockAgenda(tx: DbOrTx, userId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`agenda:${userId}`}))`);
}

/** A client's appointments, locked in id order (after the client itself): level 3 for a client's writers. */
export async function lockClientAppointments(
  tx: DbOrTx,
  userId: string,
  clientId: string,
): Promise<string[]> {
  const rows = await tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.clientId, clientId), eq(appointments.userId, userId)))
    .orderBy(asc(appointments.id))
    .for('update');
  return rows.map((r) => r.id);
}

/**
 * One artist's settlements (repasse) in one studio (decision 0017): marking a period paid and every
 * write of that artist's studio payments (the trigger tinta_payment_settled, migration 0031, takes the
 * same key) queue here, so a payment is either counted in the settlement or refused after it.
 */
export async function lockSettlements(tx: DbOrTx, organizationId: string, artistId: string): Promise<void> {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtext(${`settlement:${organizationId}:${artistId}`}))`,
  );
}

/**
 * The settlements locks of the studio payments `which` narrows (`payments p`), in key order: taken
 * by a transaction that deletes or rewrites them after first writing their appointment, so the
 * payments' trigger (which takes the same key) finds it already held instead of taking it after the
 * artist's rollup row.
 */
export async function lockPaymentSettlements(tx: DbOrTx, which: SQL): Promise<void> {
  const rows = (
    await tx.execute<{ organization_id: string; user_id: string }>(sql`
      SELECT DISTINCT p.organization_id, p.user_id FROM payments p
      WHERE ${which} AND p.organization_id IS NOT NULL ORDER BY 1, 2`)
  ).rows;
  for (const r of rows) await lockSettlements(tx, r.organization_id, r.user_id);
}

/**
 * A card fee booked on someone else's books (a studio's maquininha: the owner's expense for an
 * artist's payment, decision 0024). Taken before the payment is written or deleted: the artist's
 * settlements (as the payment's trigger would), then the owner's rollup row, which the fee's expense
 * will update. Taken later — after the payment's triggers hold the studio's month rows — it could
 * deadlock with the owner's own payment, which takes the owner's row first and the month rows next.
 */
export async function lockFeeOwner(
  tx: DbOrTx,
  organizationId: string,
  payerId: string,
  ownerId: string,
): Promise<void> {
  await lockSettlements(tx, organizationId, payerId);
  await tx.execute(sql`SELECT 1 FROM user_rollups WHERE user_id = ${ownerId} FOR UPDATE`);
}
