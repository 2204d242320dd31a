import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { changeEvents } from '../db/schema';
import type { ChangeEvent } from './hub';

/** How far back a reconnecting stream can catch up. */
export const REPLAY_WINDOW_MINUTES = 10;

/** The user's events after `afterId` within the replay window, oldest first. */
export async function listEventsSince(db: DbOrTx, userId: string, afterId: number): Promise<ChangeEvent[]> {
  const rows = await db
    .select()
    .from(changeEvents)
    .where(
      and(
        eq(changeEvents.userId, userId),
        gt(changeEvents.id, afterId),
        sql`${changeEvents.createdAt} > now() - ${`${REPLAY_WINDOW_MINUTES} minutes`}::interval`,
      ),
    )
    .orderBy(asc(changeEvents.id))
    .limit(500);
  return rows.map((r) => ({
    id: r.id,
    userId: r.userId,
    table: r.tableName,
    op: r.op as ChangeEvent['op'],
    rowId: r.rowId,
  }));
}

export async function pruneChangeEvents(db: DbOrTx): Promise<void> {
  await db.execute(
    sql`DELETE FROM change_events WHERE created_at < now() - ${`${REPLAY_WINDOW_MINUTES * 2} minutes`}::interval`,
  );
}
