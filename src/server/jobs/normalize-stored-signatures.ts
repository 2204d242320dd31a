import type { Db } from '../db/client';
import { normalizeStoredSignatures } from '../domain/consents/normalize-stored-signatures';
import { safeErrorMessage } from '../safe-error';

/**
 * The maintenance step that redraws signatures stored before they were bounded (issue 24). It runs
 * at boot in the background — a start never waits for it — and again on each maintenance tick,
 * where it costs one partial-index probe finding nothing. Runs never overlap within a process.
 */
export function storedSignatureNormalisation(db: Db, log: (m: string) => void): () => Promise<void> {
  let running = false;
  return async () => {
    if (running) return;
    running = true;
    try {
      const { normalised, undecodable } = await normalizeStoredSignatures(db);
      if (normalised || undecodable)
        log(
          `signatures: redrew ${normalised} stored consent(s); ${undecodable} did not decode and were kept`,
        );
    } catch (err) {
      log(`signature normalisation failed: ${safeErrorMessage(err)}`);
    } finally {
      running = false;
    }
  };
}
