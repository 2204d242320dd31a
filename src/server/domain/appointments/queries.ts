import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appointments } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError } from '../errors';
import { isUuid } from '../paging';
import { keepsAgendaOf } from '../studio/studio-scope';

/**
 * The user's appointment, optionally locked for the rest of the transaction:
 * `forUpdate` by the operations that change it (finalize, cancel, delete, and payment writes, which
 * read its state and rewrite its final value), so two taps on 'Finalizar' cannot both pass the "not
 * yet finished" check. Lock order (domain/locks.ts): after the agenda and the client, the
 * appointment(s) by id, then its payments.
 */
export async function findOwnAppointment(db: DbOrTx, userId: string, id: string, { forUpdate = false } = {}) {
  if (!isUuid(id)) throw new DomainError('APPOINTMENT_NOT_FOUND');
  const query = db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.userId, userId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new DomainError('APPOINTMENT_NOT_FOUND');
  return row;
}

/**
 * Whose agenda the appointment `id` is on, if this actor keeps that agenda (their own; in a studio,
 * the owner and the front desk keep every member's — studio/studio-scope.ts). Anything else is the
 * entity's 404, as if it did not exist. Read without a lock: the operation then locks the row
 * under that owner, so a session moved away meanwhile is simply not found.
 */
export async function agendaOfAppointment(db: DbOrTx, actor: Actor, id: string): Promise<string> {
  if (!isUuid(id)) throw new DomainError('APPOINTMENT_NOT_FOUND');
  const [row] = await db
    .select({ userId: appointments.userId })
    .from(appointments)
    .where(eq(appointments.id, id));
  if (!row || !(await keepsAgendaOf(db, actor, row.userId))) throw new DomainError('APPOINTMENT_NOT_FOUND');
  return row.userId;
}
