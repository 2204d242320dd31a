import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookingRequests, clients } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError } from '../errors';
import { keepsAgendaOf } from '../studio/studio-scope';

export type BookingRequestDbRow = typeof bookingRequests.$inferSelect;

/** One of the artist's requests (another artist's id reads exactly like a missing one). */
export async function findOwnRequest(
  db: DbOrTx,
  userId: string,
  id: string,
  { forUpdate = false } = {},
): Promise<BookingRequestDbRow> {
  const query = db
    .select()
    .from(bookingRequests)
    .where(and(eq(bookingRequests.userId, userId), sql`${bookingRequests.id}::text = ${id}`));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new DomainError('BOOKING_REQUEST_NOT_FOUND');
  return row;
}

/** Only a request still waiting for an answer can be accepted, moved or declined. */
export function assertOpen(row: BookingRequestDbRow): void {
  if (row.status !== 'pendente' && row.status !== 'proposto')
    throw new DomainError('BOOKING_REQUEST_ANSWERED');
}

/** The artist's client with this phone (digits compared, with or without 55), if any. */
export async function findClientByPhone(db: DbOrTx, userId: string, phone: string) {
  const digits = phone.replace(/\D/g, '');
  const [row] = await db
    .select()
    .from(clients)
    .where(
      and(
        eq(clients.userId, userId),
        sql`regexp_replace(coalesce(${clients.phone}, ''), '[^0-9]', '', 'g') IN (${digits}, ${`55${digits}`})`,
      ),
    )
    .limit(1);
  return row;
}

/**
 * Whose inbox the request `id` is in, if this actor keeps that artist's agenda (their own; in a
 * studio, the owner and the front desk keep every member's — studio/studio-scope.ts). Anything else
 * is the entity's 404. The operation then locks and reads the request under that artist.
 */
export async function agendaOfRequest(db: DbOrTx, actor: Actor, id: string): Promise<string> {
  const [row] = await db
    .select({ userId: bookingRequests.userId })
    .from(bookingRequests)
    .where(sql`${bookingRequests.id}::text = ${id}`);
  if (!row || !(await keepsAgendaOf(db, actor, row.userId)))
    throw new DomainError('BOOKING_REQUEST_NOT_FOUND');
  return row.userId;
}
