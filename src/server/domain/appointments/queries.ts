import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appointments } from '../../db/schema';
import { DomainError } from '../errors';
import { isUuid } from '../paging';

/**
 * The user's appointment, optionally locked for the rest of the transaction:
 * - `forUpdate` by the operations that change it (finalize, cancel, delete…), so two taps on
 *   'Finalizar' cannot both pass the "not yet finished" check;
 * - `forShare` by payment writes, whose rule reads its state: it cannot change or vanish until they
 *   commit, while several payments for the same appointment do not wait for each other.
 * Lock order everywhere: the appointment first, then its payments.
 */
export async function findOwnAppointment(
  db: DbOrTx,
  userId: string,
  id: string,
  { forUpdate = false, forShare = false } = {},
) {
  if (!isUuid(id)) throw new DomainError('APPOINTMENT_NOT_FOUND');
  const query = db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.userId, userId)));
  const [row] = forUpdate ? await query.for('update') : forShare ? await query.for('share') : await query;
  if (!row) throw new DomainError('APPOINTMENT_NOT_FOUND');
  return row;
}
