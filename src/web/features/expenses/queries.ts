import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ExpenseCategory } from '../../../shared/enums';
import type { ExpenseList, ExpenseTab } from '../../../shared/schemas/expense';
import { api } from '../../lib/api';
import { invalidateOnChange } from '../../lib/changes';

export interface ExpenseListParams {
  tab: ExpenseTab;
  period?: 'today' | 'month';
  category?: ExpenseCategory;
  q: string;
}

export const expenseKeys = {
  all: ['expenses'] as const,
  list: (p: ExpenseListParams) => [...expenseKeys.all, 'list', p] as const,
};

invalidateOnChange('expenses', expenseKeys.all);

export const useExpenses = (p: ExpenseListParams) =>
  useInfiniteQuery({
    queryKey: expenseKeys.list(p),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ tab: p.tab, limit: '30' });
      if (p.period) params.set('period', p.period);
      if (p.category) params.set('category', p.category);
      if (p.q) params.set('q', p.q);
      if (pageParam) params.set('cursor', pageParam);
      return api<ExpenseList>(`/api/expenses?${params}`);
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
