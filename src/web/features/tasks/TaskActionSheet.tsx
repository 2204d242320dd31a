import { ArrowRightLeft, CheckCircle2, Pencil, Trash2 } from 'lucide-react';
import { taskStatusLabels } from '../../../shared/enums';
import type { Task } from '../../../shared/schemas/task';
import { ActionSheet, type SheetAction } from '../../components/ui/action-sheet';
import type { TaskCardActions } from './TaskCard';
import { moveTargets } from './task-view';

/** Phones (below 1024 px): what a tap on a card offers (SPEC §2 Tarefas). */
export function TaskActionSheet({
  task,
  onClose,
  actions,
}: {
  task: Task | null;
  onClose: () => void;
  actions: TaskCardActions;
}) {
  const sheet: SheetAction[] = task
    ? [
        ...moveTargets(task.status).map((to) => ({
          label: `Mover para ${taskStatusLabels[to]}`,
          icon: ArrowRightLeft,
          onSelect: () => actions.onMove(task, to),
        })),
        ...(task.status !== 'feito'
          ? [
              {
                label: 'Marcar como Feita',
                icon: CheckCircle2,
                onSelect: () => actions.onMove(task, 'feito'),
              },
            ]
          : []),
        { label: 'Editar', icon: Pencil, onSelect: () => actions.onEdit(task) },
        { label: 'Excluir', icon: Trash2, tone: 'danger', onSelect: () => actions.onDelete(task) },
      ]
    : [];
  return (
    <ActionSheet
      open={task !== null}
      onOpenChange={(open) => !open && onClose()}
      title={task?.title ?? ''}
      actions={sheet}
    />
  );
}
