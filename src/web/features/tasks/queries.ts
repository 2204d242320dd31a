import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TaskBoard, TaskFilter } from '../../../shared/schemas/task';
import { api } from '../../lib/api';
import { invalidateOnChange } from '../../lib/live-updates';

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
