import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { changeEvents } from '../db/schema';
import type { ChangeEvent } from './hub';

/** How far back a reconnecting stream can catch up. */
export const REPLAY_WINDOW_MINUTES = 10;
/** At most this many events in one replay; a fuller gap is a reset (the page refetches). */
export const REPLAY_LIMIT = 500;

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
    .limit(REPLAY_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    userId: r.userId,
    table: r.tableName,
    op: r.op as ChangeEvent['op'],
    rowId: r.rowId,
  }));
}

/**
 * Whether a replay after `afterId` can be whole: that event is still kept and inside the window (so
 * everything after it is too). When not — a stream away longer than the window, or an id this
 * database never had — the client is told to refetch instead of trusting a partial replay.
 */
export async function canReplayAfter(db: DbOrTx, userId: string, afterId: number): Promise<boolean> {
  const [row] = (
    await db.execute<{ ok: boolean }>(sql`
      SELECT created_at > now() - ${`${REPLAY_WINDOW_MINUTES} minutes`}::interval AS ok
      FROM change_events WHERE id = ${afterId} AND user_id = ${userId}`)
  ).rows;
  return row?.ok === true;
}

export async function pruneChangeEvents(db: DbOrTx): Promise<void> {
  await db.execute(
    sql`DELETE FROM change_events WHERE created_at < now() - ${`${REPLAY_WINDOW_MINUTES * 2} minutes`}::interval`,
  );
}
