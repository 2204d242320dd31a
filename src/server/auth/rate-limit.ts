import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

export interface Limit {
  max: number;
  windowSeconds: number;
}

/**
 * Counts one attempt under `key` in a fixed window and says whether it is still allowed.
 * One atomic upsert, so every server process on the database shares the same counters.
 */
export async function hitRateLimit(db: DbOrTx, key: string, limit: Limit): Promise<boolean> {
  const window = `${limit.windowSeconds} seconds`;
  const result = await db.execute<{ count: number }>(sql`
    INSERT INTO rate_limits (key, count, window_start) VALUES (${key}, 1, now())
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start < now() - ${window}::interval THEN 1 ELSE rate_limits.count + 1 END,
      window_start = CASE WHEN rate_limits.window_start < now() - ${window}::interval THEN now() ELSE rate_limits.window_start END
    RETURNING count`);
  return Number(result.rows[0]!.count) <= limit.max;
}

export async function pruneRateLimits(db: DbOrTx, olderThanSeconds = 3600): Promise<void> {
  await db.execute(
    sql`DELETE FROM rate_limits WHERE window_start < now() - ${`${olderThanSeconds} seconds`}::interval`,
  );
}
