import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SettlementPeriod } from '../../../shared/enums';
import type { MoneyScope, Report } from '../../../shared/schemas/report';
import type { SettlementOverview } from '../../../shared/schemas/settlement';
import { api } from '../../lib/api';
import { invalidateOnChange } from '../../lib/changes';

export const reportKeys = {
  all: ['reports'] as const,
  /** `undefined`: what the server shows by default (the studio, for its owner). */
  scoped: (scope: MoneyScope | undefined) => [...reportKeys.all, scope ?? 'default'] as const,
};

// 'studio_payments': a member's payment, announced to the owner (their studio figures);
// 'other_incomes': revenue not tied to a session (issue 29).
for (const table of ['payments', 'appointments', 'expenses', 'studio_payments', 'other_incomes'] as const)
  invalidateOnChange(table, reportKeys.all);

export const useReport = (scope?: MoneyScope) =>
  useQuery({
    queryKey: reportKeys.scoped(scope),
    queryFn: () => api<Report>(scope ? `/api/reports?scope=${scope}` : '/api/reports'),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });

export const settlementKeys = {
  all: ['settlements'] as const,
  period: (period: SettlementPeriod, day: string) => [...settlementKeys.all, period, day] as const,
};

// Repasse: a settlement paid or undone, and any payment of the period (who received it, how much).
for (const table of ['settlements', 'payments', 'studio_payments', 'organization_members'] as const)
  invalidateOnChange(table, settlementKeys.all);

/** The period of `period` kind holding `day`: each artist's figures, and the settlements paid. */
export const useSettlements = (period: SettlementPeriod, day: string) =>
  useQuery({
    queryKey: settlementKeys.period(period, day),
    queryFn: () => api<SettlementOverview>(`/api/studio/settlements?period=${period}&day=${day}`),
    placeholderData: keepPreviousData,
  });
