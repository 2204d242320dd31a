import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { LONGEST_WINDOW_SECONDS } from '../domain/limits/limit-policies';

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

/**
 * Drops counters whose window has surely ended. The default is the longest window of any policy
 * (domain/limits/limit-policies.ts) — pruning sooner would reset a longer window early.
 */
export async function pruneRateLimits(db: DbOrTx, olderThanSeconds = LONGEST_WINDOW_SECONDS): Promise<void> {
  await db.execute(
    sql`DELETE FROM rate_limits WHERE window_start < now() - ${`${olderThanSeconds} seconds`}::interval`,
  );
}

/** How many hits `key` has in its current window (0 when none), without counting one. */
export async function peekRateLimit(db: DbOrTx, key: string, windowSeconds: number): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`
    SELECT count FROM rate_limits
    WHERE key = ${key} AND window_start >= now() - ${`${windowSeconds} seconds`}::interval`);
  return Number(result.rows[0]?.count ?? 0);
}

/** Gives back one hit of `key` (an attempt that turned out not to count, e.g. a right password). */
export async function refundRateLimit(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`UPDATE rate_limits SET count = greatest(count - 1, 0) WHERE key = ${key}`);
}

/** Forgets `key` (a success wipes the failures that led to it). */
export async function clearRateLimit(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
}
