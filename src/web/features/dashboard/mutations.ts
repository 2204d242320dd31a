import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dashboard } from '../../../shared/schemas/dashboard';
import { api } from '../../lib/api';
import { dashboardKeys } from './dashboard-query';

/**
 * 'Dispensar' on the first-day checklist: gone from the screen at once, kept on the person by the
 * server (every device); a refusal puts it back. The profile's change refreshes the other devices.
 */
export function useDismissChecklist() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>('/api/me/checklist/dismiss', { method: 'POST' }),
    meta: { changes: ['profiles'] },
    onMutate: async () => {
      await qc.cancelQueries({ queryKey: dashboardKeys.all });
      const before = qc.getQueriesData<Dashboard>({ queryKey: dashboardKeys.all });
      qc.setQueriesData<Dashboard>({ queryKey: dashboardKeys.all }, (d) => d && { ...d, checklist: null });
      return { before };
    },
    onError: (_error, _variables, context) => {
      for (const [queryKey, data] of context?.before ?? []) qc.setQueryData(queryKey, data);
    },
  });
}
