import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { tasks } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError, failAs } from '../errors';
import { isUuid } from '../paging';
import type { Effects } from '../reminders/effects';
import { keepTaskReminder } from '../reminders/sync-task-reminder';

/** Deletes the task and its pending reminder in one transaction. */
export async function deleteTask(db: DbOrTx, actor: Actor, id: string, effects: Effects): Promise<void> {
  if (!isUuid(id)) throw new DomainError('TASK_NOT_FOUND');
  await failAs('TASK_DELETE_FAILED', () =>
    db.transaction(async (tx) => {
      const deleted = await tx
        .delete(tasks)
        .where(and(eq(tasks.id, id), eq(tasks.userId, actor.userId)))
        .returning({ id: tasks.id });
      if (deleted.length === 0) throw new DomainError('TASK_NOT_FOUND');
      await keepTaskReminder(tx, effects, actor.userId, id);
    }),
  );
}
