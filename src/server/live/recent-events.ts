import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import type { ChangeEvent } from './hub';

/** How far back a reconnecting stream can catch up. */
export const REPLAY_WINDOW_MINUTES = 10;
/** At most this many events in one replay; a fuller gap is a reset (the page refetches). */
export const REPLAY_LIMIT = 500;

/**
 * Where a replay after the client's last event must start: that event's horizon (the oldest
 * transaction still running when it was written). Null when the replay cannot be whole — a stream
 * away longer than the window, or an id this database or this user never had — and the client is
 * told to refetch instead of trusting a partial replay.
 */
export async function findReplayHorizon(db: DbOrTx, userId: string, afterId: number): Promise<string | null> {
  const [row] = (
    await db.execute<{ horizon: string }>(sql`
      SELECT horizon::text AS horizon FROM change_events
      WHERE id = ${afterId} AND user_id = ${userId}
        AND created_at > now() - ${`${REPLAY_WINDOW_MINUTES} minutes`}::interval`)
  ).rows;
  return row?.horizon ?? null;
}

/**
 * What a client that heard event `afterId` may have missed: the user's events of every
 * transaction at or above that event's horizon. Ids are handed out at insert and transactions
 * commit in another order, so `id > afterId` would skip an event whose transaction was still open
 * when a later one went out (migration 0022). Transactions below the horizon had ended before
 * `afterId` was written and NOTIFY announces in commit order, so their events reached the client
 * first. Sent in transaction order, so a client cut off mid-replay holds, for the last event it
 * heard, every event below that event's horizon too: its id is a sound place to resume from. The
 * price: an event heard before `afterId` may come again (the client skips repeats).
 */
export async function listEventsSince(
  db: DbOrTx,
  userId: string,
  afterId: number,
  horizon: string,
): Promise<ChangeEvent[]> {
  const rows = (
    await db.execute<{ id: string; table_name: string; op: string; row_id: string }>(sql`
      SELECT id, table_name, op, row_id FROM change_events
      WHERE user_id = ${userId} AND xid >= ${horizon}::xid8 AND id <> ${afterId}
      ORDER BY xid, id
      LIMIT ${REPLAY_LIMIT}`)
  ).rows;
  return rows.map((r) => ({
    id: Number(r.id),
    userId,
    table: r.table_name,
    op: r.op as ChangeEvent['op'],
    rowId: r.row_id,
  }));
}

export async function pruneChangeEvents(db: DbOrTx): Promise<void> {
  await db.execute(
    sql`DELETE FROM change_events WHERE created_at < now() - ${`${REPLAY_WINDOW_MINUTES * 2} minutes`}::interval`,
  );
}
