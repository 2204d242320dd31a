import { Tabs } from 'radix-ui';
import { type ReactNode, useRef, useState } from 'react';
import { type TaskStatus, taskStatuses, taskStatusLabels } from '../../../shared/enums';
import type { TaskBoard } from '../../../shared/schemas/task';
import { cn } from '../../lib/cn';
import { columnAccent } from './task-view';

/** The phone header is `h-14`: the stuck tab bar sits right under it. */
const HEADER_PX = 56;

/**
 * Phones (below 1024 px): one column at a time behind a tab bar with each column's count. Stacked,
 * thirty tasks in 'A Fazer' pushed 'Fazendo' three screens down with no way to jump. The bar
 * sticks under the header so a long column never hides it. Starts on 'A Fazer'.
 */
export function TaskColumnTabs({
  counts,
  renderColumn,
}: {
  counts: TaskBoard['counts'];
  renderColumn: (status: TaskStatus) => ReactNode;
}) {
  const [tab, setTab] = useState<TaskStatus>('a-fazer');
  const anchor = useRef<HTMLDivElement>(null);

  const select = (next: TaskStatus) => {
    // Deep in a long column, the next one should start at its top, not wherever the old scroll lands.
    const el = anchor.current;
    if (el && el.getBoundingClientRect().top < HEADER_PX) el.scrollIntoView({ block: 'start' });
    setTab(next);
  };

  return (
    <Tabs.Root value={tab} onValueChange={(v) => select(v as TaskStatus)}>
      <div ref={anchor} className="scroll-mt-14" />
      <div className="sticky top-14 z-20 -mx-4 bg-ink-950/95 px-4 py-2 backdrop-blur">
        <Tabs.List
          aria-label="Colunas de tarefas"
          className="grid grid-cols-3 gap-1 rounded-2xl border border-ink-800 bg-ink-900 p-1"
        >
          {taskStatuses.map((status) => (
            <Tabs.Trigger
              key={status}
              value={status}
              className="flex h-11 min-w-0 items-center justify-center gap-1.5 rounded-xl px-1 text-sm font-medium text-ink-400 transition-colors hover:text-ink-100 data-[state=active]:bg-ink-800 data-[state=active]:text-ink-100"
            >
              <span className={cn('h-2 w-2 shrink-0 rounded-full', columnAccent[status])} aria-hidden />
              <span className="truncate">{taskStatusLabels[status]}</span>{' '}
              <span className="min-w-6 shrink-0 rounded-full bg-ink-950/60 px-1.5 text-xs tabular-nums">
                {counts[status]}
              </span>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </div>
      {taskStatuses.map((status) => (
        <Tabs.Content key={status} value={status} className="mt-2 focus-visible:outline-none">
          {renderColumn(status)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
