import type { TaskInput } from '../../../shared/schemas/task';
import { taskInputSchema } from '../../../shared/schemas/task';
import type { DbOrTx } from '../../db/client';
import { tasks } from '../../db/schema';
import type { Actor } from '../actor';
import { failAs } from '../errors';
import { bestEffort, type Effects } from '../reminders/effects';
import { syncTaskReminder } from '../reminders/sync-task-reminder';
import { checkTaskLinks } from './queries';

/** SPEC §4: a new task starts in 'A Fazer'. */
export async function createTask(
  db: DbOrTx,
  actor: Actor,
  input: TaskInput,
  effects: Effects,
): Promise<{ id: string }> {
  const values = taskInputSchema.parse(input);
  await checkTaskLinks(db, actor.userId, values);
  const [row] = await failAs('TASK_SAVE_FAILED', () =>
    db
      .insert(tasks)
      .values({ userId: actor.userId, ...values, status: 'a-fazer' })
      .returning({ id: tasks.id }),
  );
  await bestEffort(effects, 'task reminder', () =>
    syncTaskReminder(db, actor.userId, row!.id, effects.clock()),
  );
  return row!;
}
