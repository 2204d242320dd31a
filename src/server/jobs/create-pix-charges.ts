import type { Db } from '../db/client';
import { createPendingCharges } from '../domain/pix-api/create-pending-charges';
import type { PixApiDeps } from '../domain/pix-api/pix-api-deps';
import { safeErrorMessage } from '../safe-error';

/**
 * Charges accepted requests opened at a bank that was down or slow when they were accepted
 * (issue 28): tried again every round until made, refused, or past their deadline.
 */
export function startPixChargeCreation(
  db: Db,
  deps: PixApiDeps,
  log: (m: string) => void,
  everyMs = 30_000,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    createPendingCharges(db, deps)
      .catch((err: Error) => log(`pix charges failed: ${safeErrorMessage(err)}`))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
