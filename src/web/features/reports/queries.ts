import { useQuery } from '@tanstack/react-query';
import type { Report } from '../../../shared/schemas/report';
import { api } from '../../lib/api';
import { invalidateOnChange } from '../../lib/changes';

export const reportKeys = {
  all: ['reports'] as const,
};

for (const table of ['payments', 'appointments', 'expenses'] as const)
  invalidateOnChange(table, reportKeys.all);

export const useReport = () =>
  useQuery({ queryKey: reportKeys.all, queryFn: () => api<Report>('/api/reports'), staleTime: 10_000 });
