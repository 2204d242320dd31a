import { useMutation } from '@tanstack/react-query';
import type { ExpenseInput } from '../../../shared/schemas/expense';
import { api } from '../../lib/api';

/**
 * An expense changes the lists, tab counts and cards here and the Relatórios figures (the registry
 * knows which). Refreshed on failure too: a 404 means the list is stale (deleted elsewhere).
 */
const meta = { changes: ['expenses'] } as const;

/** Create (no id) or update (id) one expense. */
export function useSaveExpense() {
  return useMutation({
    meta,
    mutationFn: ({ id, input }: { id?: string; input: ExpenseInput }) =>
      id
        ? api<{ id: string }>(`/api/expenses/${id}`, { method: 'PUT', body: input })
        : api<{ id: string }>('/api/expenses', { method: 'POST', body: input }),
  });
}

export function useDeleteExpense() {
  return useMutation({
    meta,
    mutationFn: (id: string) => api<void>(`/api/expenses/${id}`, { method: 'DELETE' }),
  });
}
