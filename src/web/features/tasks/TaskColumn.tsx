import { useId } from 'react';
import { type TaskStatus, taskStatusLabels } from '../../../shared/enums';
import type { Task } from '../../../shared/schemas/task';
import { cn } from '../../lib/cn';
import { TaskCard, type TaskCardActions } from './TaskCard';
import { columnAccent } from './task-view';

/** One board column: its title with the count, then its cards (or 'Nenhuma tarefa'). */
export function TaskColumn({
  status,
  count,
  tasks,
  today,
  desktop,
  hiddenDone,
  titleHidden = false,
  actions,
}: {
  status: TaskStatus;
  count: number;
  tasks: Task[];
  today: string;
  desktop: boolean;
  /** Done tasks counted but not sent (only the newest are). */
  hiddenDone: number;
  /** Phones: the column's tab already shows its name and count; the heading stays for screen readers. */
  titleHidden?: boolean;
  actions: TaskCardActions;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col rounded-2xl border border-ink-800 bg-ink-900 p-3 sm:p-4"
    >
      <h2 className={cn('mb-3 flex items-center gap-2 px-1 font-semibold', titleHidden && 'sr-only')}>
        <span className={cn('h-2.5 w-2.5 rounded-full', columnAccent[status])} aria-hidden />
        <span id={titleId}>{taskStatusLabels[status]}</span>
        <span className="ml-auto rounded-full bg-ink-800 px-2 py-0.5 text-xs font-medium tabular-nums text-ink-300">
          {count}
        </span>
      </h2>
      {tasks.length === 0 ? (
        <p className="rounded-xl border border-dashed border-ink-800 py-6 text-center text-sm text-ink-400">
          Nenhuma tarefa
        </p>
      ) : (
        <ul className="space-y-2">
          {tasks.map((t) => (
            <li key={t.id}>
              <TaskCard task={t} today={today} desktop={desktop} actions={actions} />
            </li>
          ))}
        </ul>
      )}
      {hiddenDone > 0 && (
        <p className="mt-3 px-1 text-xs text-ink-400">
          Mostrando as {tasks.length} concluídas mais recentes ({hiddenDone} mais antigas ocultas).
        </p>
      )}
    </section>
  );
}
