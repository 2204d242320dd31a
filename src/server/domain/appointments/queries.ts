import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appointments } from '../../db/schema';
import { DomainError } from '../errors';
import { isUuid } from '../paging';

/**
 * The user's appointment, locked for the rest of the transaction when `forUpdate`, so two taps on
 * 'Finalizar' (two phones, one artist) cannot both pass the "not yet finished" check.
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
