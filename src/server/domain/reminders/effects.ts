import type { Clock } from '../../../shared/time';
import type { DbOrTx, Tx } from '../../db/client';
import { safeErrorMessage } from '../../safe-error';

/** What agenda and task operations need for their side effects (reminders): the time and a log. */
export interface Effects {
  clock: Clock;
  log: (message: string) => void;
}

/**
 * Runs reminder writes inside the operation's own transaction, under a SAVEPOINT (a nested
 * `transaction`). They commit together with the operation, so no crash can leave an appointment
 * without its reminders or a reminder for a deleted one; and a failure rolls back only the
 * savepoint and is logged, so it never blocks the work (SPEC §7).
 */
export async function inSavepoint(
  tx: DbOrTx,
  effects: Effects,
  what: string,
  work: (sp: Tx) => Promise<void>,
): Promise<void> {
  try {
    await tx.transaction(work);
  } catch (err) {
    effects.log(`${what} failed: ${safeErrorMessage(err)}`);
  }
}
