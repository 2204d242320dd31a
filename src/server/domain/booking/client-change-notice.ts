import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema';

/** The artist's bell (and push) notice of what a client did on their own link, in that transaction. */
export async function noticeClientChange(
  tx: DbOrTx,
  userId: string,
  notice: { title: string; message: string; appointmentId: string | null; now: Date },
): Promise<void> {
  await tx.insert(notifications).values({
    userId,
    type: 'client_change',
    title: notice.title,
    message: notice.message,
    relatedId: notice.appointmentId,
    relatedType: 'appointment',
    scheduledFor: notice.now,
    status: 'pending',
  });
}
