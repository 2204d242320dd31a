import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { AppNotification } from '../../../shared/schemas/notification';
import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema';
import type { Actor } from '../actor';
import { toNotification } from './to-notification';

/** The bell: delivered notifications, newest first (future reminders stay hidden until due). */
export async function listNotifications(
  db: DbOrTx,
  actor: Actor,
  query: { unread?: string },
): Promise<AppNotification[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, actor.userId),
        ne(notifications.status, 'pending'),
        query.unread ? isNull(notifications.readAt) : undefined,
      ),
    )
    .orderBy(desc(sql`coalesce(${notifications.sentAt}, ${notifications.scheduledFor})`))
    .limit(100);
  return rows.map(toNotification);
}

export async function countUnread(db: DbOrTx, actor: Actor): Promise<{ count: number }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, actor.userId),
        eq(notifications.status, 'sent'),
        isNull(notifications.readAt),
      ),
    );
  return { count: Number(row?.count ?? 0) };
}
