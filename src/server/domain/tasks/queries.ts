import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { tasks } from '../../db/schema';
import { findOwnAppointment } from '../appointments/queries';
import { DomainError } from '../errors';
import { lockClient } from '../locks';
import { isUuid } from '../paging';

export async function findOwnTask(db: DbOrTx, userId: string, id: string) {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(tasks)
        .where(and(eq(tasks.id, id), eq(tasks.userId, userId)))
    : [];
  if (!row) throw new DomainError('TASK_NOT_FOUND');
  return row;
}

/**
 * A task may point at the user's own client and appointment only. Called inside the write's
 * transaction: both are locked in the one order (domain/locks.ts), so neither can be erased or
 * deleted under the task (404, never a foreign-key error).
 */
export async function lockTaskLinks(
  tx: DbOrTx,
  userId: string,
  links: { clientId: string | null; appointmentId: string | null },
) {
  if (links.clientId) await lockClient(tx, userId, links.clientId);
  if (links.appointmentId) await findOwnAppointment(tx, userId, links.appointmentId, { forUpdate: true });
}
