import { pruneRateLimits } from '../auth/rate-limit';
import type { Db } from '../db/client';
import { pruneChangeEvents } from '../live/recent-events';
import { safeErrorMessage } from '../safe-error';

/** Every few minutes: drop change events past the replay window and stale rate-limit counters. */
export function startMaintenance(db: Db, log: (m: string) => void, everyMs = 5 * 60 * 1000): () => void {
  const timer = setInterval(() => {
    Promise.all([pruneChangeEvents(db), pruneRateLimits(db)]).catch((err: Error) =>
      log(`maintenance failed: ${safeErrorMessage(err)}`),
    );
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
