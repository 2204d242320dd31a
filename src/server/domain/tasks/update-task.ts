import { and, eq } from 'drizzle-orm';
import type { TaskInput } from '../../../shared/schemas/task';
import { taskInputSchema } from '../../../shared/schemas/task';
import type { DbOrTx } from '../../db/client';
import { tasks } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError, failAs } from '../errors';
import type { Effects } from '../reminders/effects';
import { keepTaskReminder } from '../reminders/sync-task-reminder';
import { findOwnTask, lockTaskLinks } from './queries';

/** 'Editar Tarefa': everything but the column, which moves with its own action. */
export async function updateTask(
  db: DbOrTx,
  actor: Actor,
  id: string,
  input: TaskInput,
  effects: Effects,
): Promise<{ id: string }> {
  const values = taskInputSchema.parse(input);
  await findOwnTask(db, actor.userId, id);
  await failAs('TASK_SAVE_FAILED', () =>
    db.transaction(async (tx) => {
      await lockTaskLinks(tx, actor.userId, values);
      const updated = await tx
        .update(tasks)
        .set(values)
        .where(and(eq(tasks.id, id), eq(tasks.userId, actor.userId)))
        .returning({ id: tasks.id });
      // Deleted between the check and the update (another tab): 404, not a 200 for nothing.
      if (updated.length === 0) throw new DomainError('TASK_NOT_FOUND');
      await keepTaskReminder(tx, effects, actor.userId, id);
    }),
  );
  return { id };
}
