import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Appointment } from '../../../shared/schemas/appointment';
import type { ClientList } from '../../../shared/schemas/client';
import type { Task, TaskBoard, TaskFilter } from '../../../shared/schemas/task';
import { addDays, today } from '../../../shared/time';
import { appointmentKeys } from '../../entities/appointments/queries';
import { clientKeys } from '../../entities/clients/queries';
import { api } from '../../lib/api';
import { invalidateOnChange, patchOnChange, type RowChange } from '../../lib/changes';

export const taskKeys = {
  all: ['tasks'] as const,
  board: (filter: TaskFilter | null) => [...taskKeys.all, 'board', filter ?? 'all'] as const,
};

invalidateOnChange('tasks', taskKeys.all);
// Task cards show client and appointment names.
invalidateOnChange('clients', taskKeys.all);
invalidateOnChange('appointments', taskKeys.all);

patchOnChange('tasks', [...taskKeys.all, 'board'], (board: TaskBoard, change, key) =>
  patchBoard(board, change, key[2] as TaskFilter | 'all'),
);

/**
 * A board with one task put or gone, as the server would list it: in this filter or not, in the
 * board's order (date, undated last), the column counts moved with it.
 */
export function patchBoard(board: TaskBoard, change: RowChange<Task>, filter: TaskFilter | 'all'): TaskBoard {
  const id = change.op === 'put' ? change.row.id : change.id;
  const before = board.tasks.find((t) => t.id === id);
  const counts = { ...board.counts };
  if (before) {
    counts[before.status] -= 1;
    counts.total -= 1;
  }
  const tasks = board.tasks.filter((t) => t.id !== id);
  const row = change.op === 'put' ? change.row : null;
  const shown =
    row && (filter === 'all' || (filter === 'today' ? row.date === board.today : row.status !== 'feito'));
  if (!row || !shown) return { ...board, tasks, counts };
  counts[row.status] += 1;
  counts.total += 1;
  const at = tasks.findIndex((t) => (t.date ?? '9999') > (row.date ?? '9999'));
  tasks.splice(at === -1 ? tasks.length : at, 0, row);
  return { ...board, tasks, counts };
}

export const useTaskBoard = (filter: TaskFilter | null) =>
  useQuery({
    queryKey: taskKeys.board(filter),
    queryFn: () => api<TaskBoard>(`/api/tasks${filter ? `?filter=${filter}` : ''}`),
    placeholderData: keepPreviousData,
  });

/** The clients the task form offers (the first 100, newest first); shares the clients' key prefix. */
export const useClientOptions = (enabled: boolean) =>
  useQuery({
    queryKey: [...clientKeys.all, 'options'] as const,
    queryFn: () => api<ClientList>('/api/clients?limit=100'),
    select: (list) => list.items.map(({ id, name }) => ({ id, name })),
    enabled,
    staleTime: 30_000,
  });

/** Appointments a task can be linked to: the 30 days either side of today (São Paulo). */
export function useAppointmentOptions(enabled: boolean) {
  const day = today();
  const from = addDays(day, -30);
  const to = addDays(day, 30);
  return useQuery({
    queryKey: appointmentKeys.range(from, to),
    queryFn: () => api<Appointment[]>(`/api/appointments?from=${from}&to=${to}`),
    enabled,
    staleTime: 30_000,
  });
}
