import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MoneyScope, Report } from '../../../shared/schemas/report';
import { api } from '../../lib/api';
import { invalidateOnChange } from '../../lib/changes';

export const reportKeys = {
  all: ['reports'] as const,
  /** `undefined`: what the server shows by default (the studio, for its owner). */
  scoped: (scope: MoneyScope | undefined) => [...reportKeys.all, scope ?? 'default'] as const,
};

// 'studio_payments': a member's payment, announced to the owner (their studio figures).
for (const table of ['payments', 'appointments', 'expenses', 'studio_payments'] as const)
  invalidateOnChange(table, reportKeys.all);

export const useReport = (scope?: MoneyScope) =>
  useQuery({
    queryKey: reportKeys.scoped(scope),
    queryFn: () => api<Report>(scope ? `/api/reports?scope=${scope}` : '/api/reports'),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
