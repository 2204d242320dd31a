import { and, eq } from 'drizzle-orm';
import { dayStartEpoch } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { notifications, tasks } from '../../db/schema';
import { clearPendingReminders } from './clear-pending-reminders';
import { type Effects, inSavepoint } from './effects';
import { reminderTitles } from './reminder-texts';

const EIGHT_AM = 8 * 60 * 60 * 1000;

/**
 * SPEC §9: a task of priority alta with a date gets one reminder at 08:00 São Paulo time on that
 * day, only if still in the future; kept in step with edits, moves (done → none) and deletion.
 * Runs inside the caller's transaction.
 */
export async function syncTaskReminder(db: DbOrTx, userId: string, taskId: string, now: Date) {
  await clearPendingReminders(db, userId, 'task', taskId);
  const [task] = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, taskId), eq(tasks.userId, userId)));
  if (task?.priority !== 'alta' || !task.date || task.status === 'feito') return;
  const at = new Date(dayStartEpoch(task.date) + EIGHT_AM);
  if (at <= now) return;
  await db.insert(notifications).values({
    userId,
    type: 'task_reminder',
    title: reminderTitles.task_reminder,
    message: task.title,
    relatedId: task.id,
    relatedType: 'task',
    scheduledFor: at,
    status: 'pending',
  });
}

/** Every task operation calls this inside its transaction (savepoint: a failure is only logged). */
export function keepTaskReminder(tx: DbOrTx, effects: Effects, userId: string, taskId: string) {
  return inSavepoint(tx, effects, 'task reminder', (sp) =>
    syncTaskReminder(sp, userId, taskId, effects.clock()),
  );
}
