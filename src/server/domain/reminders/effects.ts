import type { Clock } from '../../../shared/time';

/** What agenda and task operations need for their side effects (reminders): the time and a log. */
export interface Effects {
  clock: Clock;
  log: (message: string) => void;
}

/**
 * Runs a side effect that must never undo or block the main operation (SPEC §7: a failure to
 * schedule reminders is logged and does not block creation).
 */
export async function bestEffort(effects: Effects, what: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (err) {
    effects.log(`${what} failed: ${(err as Error).message}`);
  }
}
