import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appointments } from '../../db/schema';
import { DomainError } from '../errors';
import { isUuid } from '../paging';

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
