import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError } from '../errors';
import { isUuid } from '../paging';

/**
 * Clears the bell: one notification, or all delivered ones. Pending reminders are not the bell's
 * to delete — they belong to appointments and tasks and go away with them.
 */
export async function deleteNotifications(db: DbOrTx, actor: Actor, id: string | 'all') {
  if (id !== 'all' && !isUuid(id)) throw new DomainError('NOT_FOUND');
  const mine = and(eq(notifications.userId, actor.userId), ne(notifications.status, 'pending'));
  const deleted = await db
    .delete(notifications)
    .where(id === 'all' ? mine : and(mine, eq(notifications.id, id)))
    .returning({ id: notifications.id });
  if (id !== 'all' && deleted.length === 0) throw new DomainError('NOT_FOUND');
}
