import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { PaymentFilter, PaymentList } from '../../../shared/schemas/payment';
import { api } from '../../lib/api';
import { invalidateOnChange } from '../../lib/changes';

export const paymentKeys = {
  all: ['payments'] as const,
  list: (filter: PaymentFilter, q: string) => [...paymentKeys.all, 'list', filter, q] as const,
};

// SPEC §7: the payments screen reloads on any change to payments or appointments.
invalidateOnChange('payments', paymentKeys.all);
invalidateOnChange('appointments', paymentKeys.all);

export const usePayments = (filter: PaymentFilter, q: string) =>
  useInfiniteQuery({
    queryKey: paymentKeys.list(filter, q),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ filter, limit: '30' });
      if (q) params.set('q', q);
      if (pageParam) params.set('cursor', pageParam);
      return api<PaymentList>(`/api/payments?${params}`);
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
