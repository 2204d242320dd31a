import { type TaskPriority, type TaskStatus, taskStatuses } from '../../../shared/enums';
import type { Task } from '../../../shared/schemas/task';
import type { BadgeTone } from '../../components/ui/badge';

/** The other columns a task can move to, in board order (SPEC §4: any direction). */
export const otherStatuses = (status: TaskStatus) => taskStatuses.filter((s) => s !== status);

/** '→' when the target column is to the right of the current one, '←' otherwise. */
export const moveArrow = (from: TaskStatus, to: TaskStatus) =>
  taskStatuses.indexOf(to) > taskStatuses.indexOf(from) ? '→' : '←';

/** The day hint next to a task's date: due today, or overdue while not done. */
export function dateHint(task: Pick<Task, 'date' | 'status'>, today: string): 'Hoje' | 'Atrasada' | null {
  if (!task.date) return null;
  if (task.date === today) return 'Hoje';
  if (task.date < today && task.status !== 'feito') return 'Atrasada';
  return null;
}

export const priorityTone: Record<TaskPriority, BadgeTone> = {
  baixa: 'neutral',
  media: 'amber',
  alta: 'rose',
};
