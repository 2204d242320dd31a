import type { Db } from '../db/client';
import { createPendingCharges } from '../domain/pix-api/create-pending-charges';
import type { PixApiDeps } from '../domain/pix-api/pix-api-deps';
import { reconcilePixCharges } from '../domain/pix-api/reconcile-pix-charges';
import { safeErrorMessage } from '../safe-error';

/** Every this many rounds the open charges are also asked of the bank (lost notifications). */
const RECONCILE_EVERY = 4;

/**
 * The bank-charge rounds (issue 28): charges accepted requests opened at a bank that was down when
 * they were accepted are made (every round), and open charges are asked of the bank — what was paid
 * and never notified is recorded, what expired unpaid is closed so its hold can be released
 * (every fourth round: within two minutes at the default period).
 */
export function startPixChargeJobs(
  db: Db,
  deps: PixApiDeps,
  log: (m: string) => void,
  everyMs = 30_000,
): () => void {
  let running = false;
  let round = 0;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    const reconcile = ++round % RECONCILE_EVERY === 0;
    createPendingCharges(db, deps)
      .then(() => (reconcile ? reconcilePixCharges(db, deps) : undefined))
      .catch((err: Error) => log(`pix charges failed: ${safeErrorMessage(err)}`))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
