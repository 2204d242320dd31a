import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { tasks } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError, failAs } from '../errors';
import { isUuid } from '../paging';
import { bestEffort, type Effects } from '../reminders/effects';
import { syncTaskReminder } from '../reminders/sync-task-reminder';

export async function deleteTask(db: DbOrTx, actor: Actor, id: string, effects: Effects): Promise<void> {
  if (!isUuid(id)) throw new DomainError('TASK_NOT_FOUND');
  const deleted = await failAs('TASK_DELETE_FAILED', () =>
    db
      .delete(tasks)
      .where(and(eq(tasks.id, id), eq(tasks.userId, actor.userId)))
      .returning({ id: tasks.id }),
  );
  if (deleted.length === 0) throw new DomainError('TASK_NOT_FOUND');
  await bestEffort(effects, 'task reminder', () => syncTaskReminder(db, actor.userId, id, effects.clock()));
}
