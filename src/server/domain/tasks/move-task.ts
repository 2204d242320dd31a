import { eq } from 'drizzle-orm';
import type { TaskStatus } from '../../../shared/enums';
import { taskStatusInputSchema } from '../../../shared/schemas/task';
import type { DbOrTx } from '../../db/client';
import { tasks } from '../../db/schema';
import type { Actor } from '../actor';
import { failAs } from '../errors';
import { bestEffort, type Effects } from '../reminders/effects';
import { syncTaskReminder } from '../reminders/sync-task-reminder';
import { findOwnTask } from './queries';

/** SPEC §4: a task moves to any column in any direction; 'Concluir' is a move to feito. */
export async function moveTask(
  db: DbOrTx,
  actor: Actor,
  id: string,
  input: { status: TaskStatus },
  effects: Effects,
): Promise<{ id: string; status: TaskStatus }> {
  const { status } = taskStatusInputSchema.parse(input);
  await findOwnTask(db, actor.userId, id);
  await failAs('TASK_STATUS_FAILED', () => db.update(tasks).set({ status }).where(eq(tasks.id, id)));
  await bestEffort(effects, 'task reminder', () => syncTaskReminder(db, actor.userId, id, effects.clock()));
  return { id, status };
}
