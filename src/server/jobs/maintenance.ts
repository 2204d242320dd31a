import { pruneRateLimits } from '../auth/rate-limit';
import type { Db } from '../db/client';
import { pruneChangeEvents } from '../live/recent-events';
import { safeErrorMessage } from '../safe-error';
import { storedSignatureNormalisation } from './normalize-stored-signatures';
import { storedImageReencoding } from './reencode-stored-images';

/**
 * Every few minutes: drop change events past the replay window and stale rate-limit counters, and
 * redraw any reference image stored without re-encoding and any signature stored unbounded (also
 * once at boot, in the background).
 */
export function startMaintenance(db: Db, log: (m: string) => void, everyMs = 5 * 60 * 1000): () => void {
  const reencodeImages = storedImageReencoding(db, log);
  void reencodeImages();
  const normaliseSignatures = storedSignatureNormalisation(db, log);
  void normaliseSignatures();
  const timer = setInterval(() => {
    Promise.all([pruneChangeEvents(db), pruneRateLimits(db)]).catch((err: Error) =>
      log(`maintenance failed: ${safeErrorMessage(err)}`),
    );
    void reencodeImages();
    void normaliseSignatures();
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
