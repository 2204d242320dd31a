import type { Db } from '../db/client';
import { reencodeStoredImages } from '../domain/booking/reencode-stored-images';
import { safeErrorMessage } from '../safe-error';

/**
 * The maintenance step that redraws images stored before uploads were (issue 24). It runs at boot in
 * the background — a start never waits for it — and again on each maintenance tick, where it costs
 * one indexed query finding nothing. Runs never overlap within a process.
 */
export function storedImageReencoding(db: Db, log: (m: string) => void): () => Promise<void> {
  let running = false;
  return async () => {
    if (running) return;
    running = true;
    try {
      const { reencoded, dropped } = await reencodeStoredImages(db);
      if (reencoded || dropped)
        log(
          `images: re-encoded ${reencoded} stored reference image(s), dropped ${dropped} that did not decode`,
        );
    } catch (err) {
      log(`image re-encoding failed: ${safeErrorMessage(err)}`);
    } finally {
      running = false;
    }
  };
}
