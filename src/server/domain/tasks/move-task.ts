import { and, eq } from 'drizzle-orm';
import type { TaskStatus } from '../../../shared/enums';
import { taskStatusInputSchema } from '../../../shared/schemas/task';
import type { DbOrTx } from '../../db/client';
import { tasks } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError, failAs } from '../errors';
import { isUuid } from '../paging';
import type { Effects } from '../reminders/effects';
import { keepTaskReminder } from '../reminders/sync-task-reminder';

/**
 * SPEC §4: a task moves to any column in any direction; 'Concluir' is a move to feito. The reminder
 * follows in the same transaction; a task deleted meanwhile is 404 (the update touched no row).
 */
export async function moveTask(
  db: DbOrTx,
  actor: Actor,
  id: string,
  input: { status: TaskStatus },
  effects: Effects,
): Promise<{ id: string; status: TaskStatus }> {
  const { status } = taskStatusInputSchema.parse(input);
  if (!isUuid(id)) throw new DomainError('TASK_NOT_FOUND');
  await failAs('TASK_STATUS_FAILED', () =>
    db.transaction(async (tx) => {
      const moved = await tx
        .update(tasks)
        .set({ status })
        .where(and(eq(tasks.id, id), eq(tasks.userId, actor.userId)))
        .returning({ id: tasks.id });
      if (moved.length === 0) throw new DomainError('TASK_NOT_FOUND');
      await keepTaskReminder(tx, effects, actor.userId, id);
    }),
  );
  return { id, status };
}
