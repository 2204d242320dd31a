import { CheckCircle2, Circle, ListTodo, Loader, Plus } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { type TaskStatus, taskStatuses } from '../../../shared/enums';
import { messages } from '../../../shared/errors';
import { type Task, type TaskFilter, taskFilters } from '../../../shared/schemas/task';
import { FilterBanner } from '../../components/filter-banner';
import { StatCard } from '../../components/stat-card';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import { errorMessage } from '../../lib/api';
import { useRegisterCreateAction } from '../../lib/create-action';
import { useNavigation } from '../../lib/navigation';
import { toast } from '../../lib/toast';
import { useDeleteTask, useMoveTask } from './mutations';
import { useTaskBoard } from './queries';
import { TaskActionSheet } from './TaskActionSheet';
import type { TaskCardActions } from './TaskCard';
import { TaskColumn } from './TaskColumn';
import { TaskColumnTabs } from './TaskColumnTabs';
import { TaskFormDialog } from './TaskFormDialog';
import { TasksSkeleton } from './TasksSkeleton';
import { useIsDesktop } from './use-is-desktop';

const filterLabels: Record<TaskFilter, string> = {
  today: 'Tarefas de hoje',
  pending: 'Tarefas pendentes',
};
const asTaskFilter = (f: string | null): TaskFilter | null =>
  (taskFilters as readonly string[]).includes(f ?? '') ? (f as TaskFilter) : null;

export default function TasksScreen() {
  const nav = useNavigation();
  const filter = asTaskFilter(nav.filter);
  const board = useTaskBoard(filter);
  const desktop = useIsDesktop();
  const move = useMoveTask();
  const del = useDeleteTask();

  // Which dialog is open: the form (new when task is null), the phone sheet, or the delete question.
  const [form, setForm] = useState<{ task: Task | null } | null>(null);
  const [sheetTask, setSheetTask] = useState<Task | null>(null);
  const [deleting, setDeleting] = useState<Task | null>(null);

  const openCreate = useCallback(() => setForm({ task: null }), []);
  useRegisterCreateAction(openCreate);

  const moveTask = move.mutateAsync;
  const actions = useMemo<TaskCardActions>(
    () => ({
      onMove: (task, status) =>
        void moveTask({ task, status }).catch((err) =>
          toast.error(errorMessage(err, 'Erro ao atualizar status')),
        ),
      onEdit: (task) => setForm({ task }),
      onDelete: (task) => setDeleting(task),
      onOpenSheet: (task) => setSheetTask(task),
    }),
    [moveTask],
  );

  const confirmDelete = () => {
    if (!deleting) return;
    // Gone from the board at once; a refusal brings it back and says why.
    del.mutateAsync(deleting).then(
      () => toast.success(messages.taskDeleted),
      (err) => toast.error(errorMessage(err, 'Erro ao excluir tarefa')),
    );
    setDeleting(null);
  };

  const data = board.data;
  const byStatus = useMemo(() => {
    const groups: Record<TaskStatus, Task[]> = { 'a-fazer': [], fazendo: [], feito: [] };
    for (const t of data?.tasks ?? []) groups[t.status].push(t);
    return groups;
  }, [data]);

  const column = (status: TaskStatus) =>
    data && (
      <TaskColumn
        key={status}
        status={status}
        count={data.counts[status]}
        tasks={byStatus[status]}
        today={data.today}
        desktop={desktop}
        hiddenDone={status === 'feito' ? data.counts.feito - byStatus.feito.length : 0}
        titleHidden={!desktop}
        actions={actions}
      />
    );

  return (
    <div className="space-y-4">
      {data ? (
        <>
          <ul aria-label="Resumo das tarefas" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <li>
              <StatCard label="A Fazer" value={data.counts['a-fazer']} icon={Circle} tone="sky" />
            </li>
            <li>
              <StatCard label="Fazendo" value={data.counts.fazendo} icon={Loader} tone="amber" />
            </li>
            <li>
              <StatCard label="Feitas" value={data.counts.feito} icon={CheckCircle2} tone="emerald" />
            </li>
            <li>
              <StatCard label="Total" value={data.counts.total} icon={ListTodo} />
            </li>
          </ul>

          {(filter || desktop) && (
            <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
              <div className="flex-1">
                {filter && <FilterBanner label={filterLabels[filter]} onClear={nav.clearFilter} />}
              </div>
              <Button onClick={openCreate} className="hidden lg:inline-flex">
                <Plus size={18} aria-hidden /> Nova Tarefa
              </Button>
            </div>
          )}

          {desktop ? (
            <div className="grid items-start gap-4 grid-cols-3">{taskStatuses.map((s) => column(s))}</div>
          ) : (
            <TaskColumnTabs counts={data.counts} renderColumn={column} />
          )}
        </>
      ) : board.isError ? (
        <div role="alert" className="rounded-2xl border border-ink-800 bg-ink-900 p-6 text-center">
          <p className="text-ink-300">Não foi possível carregar as tarefas.</p>
          <Button variant="secondary" className="mt-4" onClick={() => void board.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : (
        <TasksSkeleton />
      )}

      {/* Outside the board so the phone's add button works even before the board has loaded. */}
      <TaskFormDialog
        open={form !== null}
        onOpenChange={(open) => !open && setForm(null)}
        task={form?.task ?? null}
      />
      <TaskActionSheet task={sheetTask} onClose={() => setSheetTask(null)} actions={actions} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Tem certeza que deseja excluir esta tarefa?"
        confirmLabel="Excluir"
        onConfirm={confirmDelete}
      />
    </div>
  );
}
