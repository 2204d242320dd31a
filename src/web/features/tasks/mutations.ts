import { useMutation } from '@tanstack/react-query';
import type { TaskStatus } from '../../../shared/enums';
import type { TaskInput } from '../../../shared/schemas/task';
import { api } from '../../lib/api';

/** The board (every filter), the dashboard's 'Tarefas Hoje' and a client's tasks: the registry's. */
const meta = { changes: ['tasks'] } as const;

export function useSaveTask() {
  return useMutation({
    meta,
    mutationFn: ({ id, input }: { id: string | null; input: TaskInput }) =>
      id
        ? api<{ id: string }>(`/api/tasks/${id}`, { method: 'PUT', body: input })
        : api<{ id: string }>('/api/tasks', { method: 'POST', body: input }),
  });
}

export function useMoveTask() {
  return useMutation({
    meta,
    mutationFn: ({ id, status }: { id: string; status: TaskStatus }) =>
      api<{ id: string }>(`/api/tasks/${id}/status`, { method: 'POST', body: { status } }),
  });
}

export function useDeleteTask() {
  return useMutation({
    meta,
    mutationFn: (id: string) => api<void>(`/api/tasks/${id}`, { method: 'DELETE' }),
  });
}
