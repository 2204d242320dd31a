import { useMutation } from '@tanstack/react-query';
import type { TaskStatus } from '../../../shared/enums';
import type { Task, TaskInput } from '../../../shared/schemas/task';
import { api } from '../../lib/api';
import { newId } from '../../lib/offline-queue';

/** The board (every filter), the dashboard's 'Tarefas Hoje' and a client's tasks: the registry's. */
const changes = ['tasks'] as const;

/** What the form's input makes of the task, before the server says (names from the form's lists). */
export interface SaveTask {
  task: Task | null;
  input: TaskInput;
  clientName: string | null;
  appointmentTitle: string | null;
}

/** Created or edited: the board shows it at once (lib/optimistic.ts); the server's answer replaces it. */
export function useSaveTask() {
  return useMutation({
    meta: {
      changes,
      optimistic: ({ task, input, clientName, appointmentTitle }: SaveTask) => [
        {
          change: 'tasks',
          op: 'put',
          row: {
            status: 'a-fazer',
            createdAt: new Date().toISOString(),
            ...task,
            // A new task shows under an id of its own until the server's list arrives.
            id: task?.id ?? newId(),
            title: input.title.trim(),
            description: input.description || null,
            date: input.date || null,
            priority: input.priority ?? 'media',
            clientId: input.clientId || null,
            clientName: input.clientId ? clientName : null,
            appointmentId: input.appointmentId || null,
            appointmentTitle: input.appointmentId ? appointmentTitle : null,
          },
        },
      ],
    },
    mutationFn: ({ task, input }: SaveTask) =>
      task
        ? api<{ id: string }>(`/api/tasks/${task.id}`, { method: 'PUT', body: input })
        : api<{ id: string }>('/api/tasks', { method: 'POST', body: input }),
  });
}

export function useMoveTask() {
  return useMutation({
    meta: {
      changes,
      optimistic: ({ task, status }: { task: Task; status: TaskStatus }) => [
        { change: 'tasks', op: 'put', row: { ...task, status } },
      ],
    },
    mutationFn: ({ task, status }: { task: Task; status: TaskStatus }) =>
      api<{ id: string }>(`/api/tasks/${task.id}/status`, { method: 'POST', body: { status } }),
  });
}

export function useDeleteTask() {
  return useMutation({
    meta: {
      changes,
      optimistic: (task: Task) => [{ change: 'tasks', op: 'delete', id: task.id }],
    },
    mutationFn: (task: Task) => api<void>(`/api/tasks/${task.id}`, { method: 'DELETE' }),
  });
}
