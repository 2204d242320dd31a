import { type TaskPriority, type TaskStatus, taskStatuses } from '../../../shared/enums';
import type { Task } from '../../../shared/schemas/task';
import type { BadgeTone } from '../../components/ui/badge';

/**
 * The columns a task's "move" controls offer, in board order (SPEC §4: any direction). Feito is
 * left out: 'Marcar como Feita' / '✓ Concluir' already lead there, and one action per outcome
 * keeps the sheet and the cards short. A done task still moves back to A Fazer or Fazendo.
 */
export const moveTargets = (status: TaskStatus) => taskStatuses.filter((s) => s !== status && s !== 'feito');

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

/** Each column's colour dot (column header on desktop, tab on phones). */
export const columnAccent: Record<TaskStatus, string> = {
  'a-fazer': 'bg-sky-400',
  fazendo: 'bg-amber-400',
  feito: 'bg-emerald-400',
};

export const priorityTone: Record<TaskPriority, BadgeTone> = {
  baixa: 'neutral',
  media: 'amber',
  alta: 'rose',
};
