import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskStatus } from '../../../shared/enums';
import type { TaskInput } from '../../../shared/schemas/task';
import { api } from '../../lib/api';
import { dashboardKeys } from '../dashboard/queries';
import { taskKeys } from './queries';

/** Tasks move no money: the board (every filter) and the dashboard's 'Tarefas Hoje' are all that change. */
const refreshTasks = (qc: QueryClient) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: taskKeys.all }),
    qc.invalidateQueries({ queryKey: dashboardKeys.all }),
  ]).then(() => undefined);

export function useSaveTask() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: TaskInput }) =>
      id
        ? api<{ id: string }>(`/api/tasks/${id}`, { method: 'PUT', body: input })
        : api<{ id: string }>('/api/tasks', { method: 'POST', body: input }),
    onSuccess: () => refreshTasks(qc),
  });
}

export function useMoveTask() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: TaskStatus }) =>
      api<{ id: string }>(`/api/tasks/${id}/status`, { method: 'POST', body: { status } }),
    onSuccess: () => refreshTasks(qc),
  });
}

export function useDeleteTask() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/tasks/${id}`, { method: 'DELETE' }),
    onSuccess: () => refreshTasks(qc),
  });
}
