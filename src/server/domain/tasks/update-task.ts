import { eq } from 'drizzle-orm';
import type { TaskInput } from '../../../shared/schemas/task';
import { taskInputSchema } from '../../../shared/schemas/task';
import type { DbOrTx } from '../../db/client';
import { tasks } from '../../db/schema';
import type { Actor } from '../actor';
import { failAs } from '../errors';
import { bestEffort, type Effects } from '../reminders/effects';
import { syncTaskReminder } from '../reminders/sync-task-reminder';
import { checkTaskLinks, findOwnTask } from './queries';

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
  await checkTaskLinks(db, actor.userId, values);
  await failAs('TASK_SAVE_FAILED', () => db.update(tasks).set(values).where(eq(tasks.id, id)));
  await bestEffort(effects, 'task reminder', () => syncTaskReminder(db, actor.userId, id, effects.clock()));
  return { id };
}
