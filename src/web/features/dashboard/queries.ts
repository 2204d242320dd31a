import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '../../../shared/schemas/dashboard';
import { api } from '../../lib/api';
import { invalidateOnChange } from '../../lib/changes';

export const dashboardKeys = {
  all: ['dashboard'] as const,
};

// SPEC §2: the dashboard refreshes live on any change to payments, appointments or tasks.
invalidateOnChange('payments', dashboardKeys.all);
invalidateOnChange('appointments', dashboardKeys.all);
invalidateOnChange('tasks', dashboardKeys.all);

export const dashboardQuery = queryOptions({
  queryKey: dashboardKeys.all,
  queryFn: () => api<Dashboard>('/api/dashboard'),
  staleTime: 10_000,
  // SPEC §2: back in the foreground it refreshes, however recently it last loaded.
  refetchOnWindowFocus: 'always',
});

export const useDashboard = () => useQuery(dashboardQuery);
