import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Dashboard } from '../../../shared/schemas/dashboard';
import type { MoneyScope } from '../../../shared/schemas/report';
import { api } from '../../lib/api';
import { loadChecklist } from './checklist-module';

/**
 * The dashboard's request alone (no registry entries, no patchers): small enough for App to start
 * it the moment `/api/me` says who is here, beside the shell's chunk (decision 0020).
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  /** `undefined`: what the server shows by default (the studio's money, for its owner). */
  scoped: (scope: MoneyScope | undefined) => [...dashboardKeys.all, scope ?? 'default'] as const,
};

export const dashboardQuery = (scope?: MoneyScope) =>
  queryOptions({
    queryKey: dashboardKeys.scoped(scope),
    queryFn: async () => {
      const answer = await api<Dashboard>(scope ? `/api/dashboard?scope=${scope}` : '/api/dashboard');
      // A new account's first-day checklist is drawn with the day, not a moment after it (a shift):
      // its code comes before the answer is handed over. Established accounts have none to wait for.
      if (answer.checklist) await loadChecklist().catch(() => undefined);
      return answer;
    },
    staleTime: 10_000,
    // SPEC §2: back in the foreground it refreshes, however recently it last loaded.
    refetchOnWindowFocus: 'always',
    placeholderData: keepPreviousData,
  });
