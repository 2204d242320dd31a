import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema';

/** Drops the not-yet-delivered reminders of one appointment or task (delivered ones stay in the bell). */
export async function clearPendingReminders(
  db: DbOrTx,
  userId: string,
  relatedType: 'appointment' | 'task',
  relatedId: string,
) {
  await db
    .delete(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.relatedId, relatedId),
        eq(notifications.relatedType, relatedType),
        eq(notifications.status, 'pending'),
      ),
    );
}
