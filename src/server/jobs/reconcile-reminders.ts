import type { Clock } from '../../shared/time';
import type { Db } from '../db/client';
import { reconcileAppointmentReminders } from '../domain/reminders/reconcile-reminders';
import { safeErrorMessage } from '../safe-error';

/**
 * At boot (awaited, so a restarted process starts with every future session reminded) and then
 * every `everyMs`: recreate missing reminders of future appointments. Reminders are written in
 * each operation's transaction, so this only repairs rows from before that, or a reminder write
 * that failed and was logged. Cheap: it reads only future agendado appointments, by index.
 */
export async function startReminderReconciliation(
  db: Db,
  { clock, log }: { clock: Clock; log: (m: string) => void },
  everyMs = 10 * 60 * 1000,
): Promise<() => void> {
  const run = () =>
    reconcileAppointmentReminders(db, clock)
      .then((n) => {
        if (n > 0) log(`reminders: recreated ${n} missing appointment reminder(s)`);
      })
      .catch((err) => log(`reminder reconciliation failed: ${safeErrorMessage(err)}`));
  await run();
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    run().finally(() => {
      running = false;
    });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
