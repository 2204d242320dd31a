import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { tasks } from '../../db/schema';
import { findOwnAppointment } from '../appointments/queries';
import { findOwnClient } from '../clients/queries';
import { DomainError } from '../errors';
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

/** A task may point at the user's own client and appointment only. */
export async function checkTaskLinks(
  db: DbOrTx,
  userId: string,
  links: { clientId: string | null; appointmentId: string | null },
) {
  if (links.clientId) await findOwnClient(db, userId, links.clientId);
  if (links.appointmentId) await findOwnAppointment(db, userId, links.appointmentId);
}
