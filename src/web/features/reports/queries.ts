import { useQuery } from '@tanstack/react-query';
import type { Report } from '../../../shared/schemas/report';
import { api } from '../../lib/api';
import { invalidateOnChange } from '../../lib/live-updates';

export const reportKeys = {
  all: ['reports'] as const,
};

for (const table of ['payments', 'appointments', 'expenses']) invalidateOnChange(table, reportKeys.all);

export const useReport = () =>
  useQuery({ queryKey: reportKeys.all, queryFn: () => api<Report>('/api/reports'), staleTime: 10_000 });
