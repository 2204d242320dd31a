import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Appointment } from '../../../shared/schemas/appointment';
import type { ClientList } from '../../../shared/schemas/client';
import type { TaskBoard, TaskFilter } from '../../../shared/schemas/task';
import { addDays, today } from '../../../shared/time';
import { appointmentKeys } from '../../entities/appointments/queries';
import { clientKeys } from '../../entities/clients/queries';
import { api } from '../../lib/api';
import { invalidateOnChange } from '../../lib/changes';

export const taskKeys = {
  all: ['tasks'] as const,
  board: (filter: TaskFilter | null) => [...taskKeys.all, 'board', filter ?? 'all'] as const,
};

invalidateOnChange('tasks', taskKeys.all);
// Task cards show client and appointment names.
invalidateOnChange('clients', taskKeys.all);
invalidateOnChange('appointments', taskKeys.all);

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
