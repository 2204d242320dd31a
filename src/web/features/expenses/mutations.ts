import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExpenseInput } from '../../../shared/schemas/expense';
import { api } from '../../lib/api';
import { reportKeys } from '../reports/queries';
import { expenseKeys } from './queries';

/**
 * An expense changes the lists, tab counts and cards here and the Relatórios figures; it never
 * touches the dashboard (income only), so this is narrower than invalidateWorkday.
 */
const invalidateExpenses = (qc: QueryClient) =>
  Promise.all([expenseKeys.all, reportKeys.all].map((queryKey) => qc.invalidateQueries({ queryKey })));

/** Create (no id) or update (id) one expense. */
export function useSaveExpense() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ExpenseInput }) =>
      id
        ? api<{ id: string }>(`/api/expenses/${id}`, { method: 'PUT', body: input })
        : api<{ id: string }>('/api/expenses', { method: 'POST', body: input }),
    // Also on failure: a 404 means the list is stale (deleted elsewhere), so refresh it either way.
    onSettled: () => invalidateExpenses(qc),
  });
}

export function useDeleteExpense() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/expenses/${id}`, { method: 'DELETE' }),
    // Also on failure: a 404 means the list is stale (deleted elsewhere), so refresh it either way.
    onSettled: () => invalidateExpenses(qc),
  });
}
