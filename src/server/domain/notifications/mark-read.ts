import { and, eq, isNull } from 'drizzle-orm';
import type { Clock } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError } from '../errors';
import { isUuid } from '../paging';

/** SPEC §4: reading sets read_at and status read. One, or every unread one of the user. */
export async function markNotificationsRead(db: DbOrTx, actor: Actor, id: string | 'all', clock: Clock) {
  const mine = and(
    eq(notifications.userId, actor.userId),
    eq(notifications.status, 'sent'),
    isNull(notifications.readAt),
  );
  if (id !== 'all' && !isUuid(id)) throw new DomainError('NOT_FOUND');
  const updated = await db
    .update(notifications)
    .set({ status: 'read', readAt: clock() })
    .where(id === 'all' ? mine : and(mine, eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return { updated: updated.length };
}
