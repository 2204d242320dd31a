import { and, eq, notInArray } from 'drizzle-orm';
import { noticeTypes } from '../../../shared/enums';
import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema';

/**
 * Drops the not-yet-delivered reminders of one appointment or task (delivered ones stay in the bell).
 * A notice of an agenda change (or of a deposit the bank reported) is no reminder: it says what happened, and is sent even if the
 * session is saved again before the next delivery tick.
 */
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
        notInArray(notifications.type, [...noticeTypes]),
      ),
    );
}
