import { type InfiniteData, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ExpenseCategory } from '../../../shared/enums';
import { expenseCategoryLabels, expenseGroupOf } from '../../../shared/enums';
import type { Expense, ExpenseList, ExpenseTab } from '../../../shared/schemas/expense';
import { monthOf, today } from '../../../shared/time';
import { api } from '../../lib/api';
import { invalidateOnChange, patchOnChange } from '../../lib/changes';
import { folded, newestFirst, patchPages } from '../../lib/paged-rows';

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

patchOnChange('expenses', [...expenseKeys.all, 'list'], (data: InfiniteData<ExpenseList>, change, key) => {
  const p = key[2] as ExpenseListParams;
  return patchPages(data, change, { shows: (row) => listShows(p, row), before: newestFirst });
});

/** Whether the list these parameters ask for holds `e` (the server's filters, as the screen sets them). */
function listShows(p: ExpenseListParams, e: Expense): boolean {
  const day = today();
  if (p.tab !== 'todas' && expenseGroupOf(e.category) !== p.tab) return false;
  if (p.period === 'today' && e.date !== day) return false;
  if (p.period === 'month' && monthOf(e.date) !== monthOf(day)) return false;
  if (p.category && e.category !== p.category) return false;
  const text = `${e.description} ${e.category} ${expenseCategoryLabels[e.category]}`;
  return !p.q || folded(text).includes(folded(p.q));
}

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
