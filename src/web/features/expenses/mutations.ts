import { useMutation } from '@tanstack/react-query';
import type { Expense, ExpenseInput } from '../../../shared/schemas/expense';
import { dayStartEpoch } from '../../../shared/time';
import { api } from '../../lib/api';
import { newId } from '../../lib/offline-queue';

/**
 * An expense changes the lists, tab counts and cards here and the Relatórios figures (the registry
 * knows which). Refreshed on failure too: a 404 means the list is stale (deleted elsewhere).
 */
const changes = ['expenses'] as const;

/** The expense as the list will show it, before the server answers (a new one under an id of its own). */
function expenseFromInput(input: ExpenseInput, before: Expense | null): Expense {
  return {
    id: before?.id ?? newId(),
    description: input.description.trim(),
    amountCents: input.amountCents,
    category: input.category,
    paymentMethod: input.paymentMethod ?? 'pix',
    date: input.date,
    dateEpoch: dayStartEpoch(input.date),
    notes: input.notes || null,
    cardFee: false,
    updatedAt: new Date().toISOString(),
  };
}

/** Create (no expense) or update one expense; the list shows it at once (lib/optimistic.ts). */
export function useSaveExpense() {
  return useMutation({
    meta: {
      changes,
      optimistic: ({ expense, input }: { expense: Expense | null; input: ExpenseInput }) => [
        { change: 'expenses', op: 'put', row: expenseFromInput(input, expense) },
      ],
    },
    mutationFn: ({ expense, input }: { expense: Expense | null; input: ExpenseInput }) =>
      expense
        ? api<{ id: string }>(`/api/expenses/${expense.id}`, { method: 'PUT', body: input })
        : api<{ id: string }>('/api/expenses', { method: 'POST', body: input }),
  });
}

export function useDeleteExpense() {
  return useMutation({
    meta: {
      changes,
      optimistic: (expense: Expense) => [{ change: 'expenses', op: 'delete', id: expense.id }],
    },
    mutationFn: (expense: Expense) => api<void>(`/api/expenses/${expense.id}`, { method: 'DELETE' }),
  });
}
