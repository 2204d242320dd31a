import { useMutation } from '@tanstack/react-query';
import type { OtherIncome, OtherIncomeInput } from '../../../shared/schemas/other-income';
import { api } from '../../lib/api';

/** An other income moves the reports (and the MEI meter), and a card sale its fee's expense. */
const changes = ['other_incomes', 'expenses'] as const;

/**
 * Saved when the server answers (money confirmed, not assumed: the fee is the server's to
 * compute); creates without `income`, edits with it.
 */
export const useSaveOtherIncome = () =>
  useMutation({
    meta: { changes },
    mutationFn: ({ income, input }: { income: OtherIncome | null; input: OtherIncomeInput }) =>
      income
        ? api<OtherIncome>(`/api/other-incomes/${income.id}`, { method: 'PUT', body: input })
        : api<OtherIncome>('/api/other-incomes', { method: 'POST', body: input }),
  });

export const useDeleteOtherIncome = () =>
  useMutation({
    meta: { changes },
    mutationFn: (income: OtherIncome) => api<void>(`/api/other-incomes/${income.id}`, { method: 'DELETE' }),
  });
