import type { TaskInput } from '../../../shared/schemas/task';
import { taskInputSchema } from '../../../shared/schemas/task';
import type { DbOrTx } from '../../db/client';
import { tasks } from '../../db/schema';
import type { Actor } from '../actor';
import { failAs } from '../errors';
import type { Effects } from '../reminders/effects';
import { keepTaskReminder } from '../reminders/sync-task-reminder';
import { lockTaskLinks } from './queries';

/** SPEC §4: a new task starts in 'A Fazer'. Its reminder is written in the same transaction. */
export async function createTask(
  db: DbOrTx,
  actor: Actor,
  input: TaskInput,
  effects: Effects,
): Promise<{ id: string }> {
  const values = taskInputSchema.parse(input);
  return failAs('TASK_SAVE_FAILED', () =>
    db.transaction(async (tx) => {
      await lockTaskLinks(tx, actor.userId, values);
      const [row] = await tx
        .insert(tasks)
        .values({ userId: actor.userId, ...values, status: 'a-fazer' })
        .returning({ id: tasks.id });
      await keepTaskReminder(tx, effects, actor.userId, row!.id);
      return row!;
    }),
  );
}
