import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Dashboard } from '../../../shared/schemas/dashboard';
import type { MoneyScope } from '../../../shared/schemas/report';
import { api } from '../../lib/api';

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
    queryFn: () => api<Dashboard>(scope ? `/api/dashboard?scope=${scope}` : '/api/dashboard'),
    staleTime: 10_000,
    // SPEC §2: back in the foreground it refreshes, however recently it last loaded.
    refetchOnWindowFocus: 'always',
    placeholderData: keepPreviousData,
  });
