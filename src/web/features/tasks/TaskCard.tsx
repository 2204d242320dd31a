import { CalendarDays, Link2, Pencil, Trash2, User } from 'lucide-react';
import { type TaskStatus, taskPriorityLabels, taskStatusLabels } from '../../../shared/enums';
import type { Task } from '../../../shared/schemas/task';
import { formatDayBR } from '../../../shared/time';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { dateHint, moveArrow, moveTargets, priorityTone } from './task-view';

export interface TaskCardActions {
  onMove: (task: Task, status: TaskStatus) => void;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
  /** Phones: the whole card opens the action sheet instead of showing buttons. */
  onOpenSheet: (task: Task) => void;
}

/** One task on the board: what it is, when, for whom, and (desktop) what can be done with it. */
export function TaskCard({
  task,
  today,
  desktop,
  actions,
}: {
  task: Task;
  today: string;
  desktop: boolean;
  actions: TaskCardActions;
}) {
  const done = task.status === 'feito';
  const hint = dateHint(task, today);
  const quoted = `"${task.title}"`;

  return (
    <article
      className={cn(
        'relative rounded-xl border border-ink-800 bg-ink-850 p-3 transition-colors',
        !desktop && 'active:bg-ink-800 has-[button:focus-visible]:border-blood-500',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className={cn('min-w-0 font-medium break-words', done && 'text-ink-400 line-through')}>
          {desktop ? (
            task.title
          ) : (
            // Stretched over the card: a tap anywhere opens the sheet, and the button's name is the title.
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => actions.onOpenSheet(task)}
              // A button is an atomic inline: the heading's line-through does not reach into it.
              className="text-left [text-decoration:inherit] after:absolute after:inset-0 after:rounded-xl after:content-[''] focus:outline-none"
            >
              {task.title}
            </button>
          )}
        </h3>
        <Badge
          tone={priorityTone[task.priority]}
          className={cn('shrink-0', task.priority === 'alta' && 'bg-blood-700 text-white')}
        >
          <span className="sr-only">Prioridade </span>
          {taskPriorityLabels[task.priority]}
        </Badge>
      </div>

      {task.description && (
        <p className={cn('mt-1 line-clamp-2 text-sm text-ink-400', done && 'text-ink-500')}>
          {task.description}
        </p>
      )}

      {(task.date || task.clientName || task.appointmentTitle) && (
        <ul className="mt-2 space-y-1 text-xs text-ink-300">
          {task.date && (
            <li className="flex items-center gap-1.5">
              <CalendarDays size={14} aria-hidden className="shrink-0 text-ink-500" />
              {formatDayBR(task.date)}
              {hint && <Badge tone={hint === 'Hoje' ? 'sky' : 'rose'}>{hint}</Badge>}
            </li>
          )}
          {task.clientName && (
            <li className="flex items-center gap-1.5">
              <User size={14} aria-hidden className="shrink-0 text-ink-500" />
              <span className="sr-only">Cliente: </span>
              <span className="truncate">{task.clientName}</span>
            </li>
          )}
          {task.appointmentTitle && (
            <li className="flex items-center gap-1.5">
              <Link2 size={14} aria-hidden className="shrink-0 text-ink-500" />
              <span className="sr-only">Agendamento: </span>
              <span className="truncate">{task.appointmentTitle}</span>
            </li>
          )}
        </ul>
      )}

      {desktop && (
        <div className="mt-3 space-y-1.5 border-t border-ink-800 pt-3">
          {/* Status moves first (they wrap in the narrow columns near 1024 px), then edit and delete. */}
          <div className="flex flex-wrap gap-1.5">
            {moveTargets(task.status).map((to) => (
              <Button
                key={to}
                variant="secondary"
                size="sm"
                onClick={() => actions.onMove(task, to)}
                aria-label={`Mover ${quoted} para ${taskStatusLabels[to]}`}
                className="h-8 px-2.5 text-xs whitespace-nowrap"
              >
                {`${moveArrow(task.status, to)} ${taskStatusLabels[to]}`}
              </Button>
            ))}
            {!done && (
              <Button
                size="sm"
                onClick={() => actions.onMove(task, 'feito')}
                aria-label={`Concluir ${quoted}`}
                // White on emerald-600 is 3.8:1; hover goes darker (7.7:1), never lighter.
                className="h-8 bg-emerald-700 px-2.5 text-xs whitespace-nowrap hover:bg-emerald-800"
              >
                ✓ Concluir
              </Button>
            )}
          </div>
          <div className="flex justify-end gap-1">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => actions.onEdit(task)}
              aria-label={`Editar ${quoted}`}
              className="h-8 px-2.5 text-xs whitespace-nowrap"
            >
              <Pencil size={14} aria-hidden /> Editar
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => actions.onDelete(task)}
              aria-label={`Excluir ${quoted}`}
              className="h-8 px-2.5 text-xs whitespace-nowrap text-blood-300 hover:text-blood-200"
            >
              <Trash2 size={14} aria-hidden /> Excluir
            </Button>
          </div>
        </div>
      )}
    </article>
  );
}
