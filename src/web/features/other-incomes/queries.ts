import { useInfiniteQuery } from '@tanstack/react-query';
import type { OtherIncomeList } from '../../../shared/schemas/other-income';
import { api } from '../../lib/api';
import { invalidateOnChange } from '../../lib/changes';

export const otherIncomeKeys = { all: ['other-incomes'] as const };

invalidateOnChange('other_incomes', otherIncomeKeys.all);

export const useOtherIncomes = () =>
  useInfiniteQuery({
    queryKey: otherIncomeKeys.all,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: '20' });
      if (pageParam) params.set('cursor', pageParam);
      return api<OtherIncomeList>(`/api/other-incomes?${params}`);
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
