import { type InfiniteData, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Payment, PaymentFilter, PaymentList } from '../../../shared/schemas/payment';
import { monthOf, today } from '../../../shared/time';
import { api } from '../../lib/api';
import { invalidateOnChange, patchOnChange } from '../../lib/changes';
import { folded, newestFirst, patchPages } from '../../lib/paged-rows';

export const paymentKeys = {
  all: ['payments'] as const,
  list: (filter: PaymentFilter, q: string) => [...paymentKeys.all, 'list', filter, q] as const,
};

// SPEC §7: the payments screen reloads on any change to payments or appointments.
invalidateOnChange('payments', paymentKeys.all);
invalidateOnChange('appointments', paymentKeys.all);

patchOnChange('payments', [...paymentKeys.all, 'list'], (data: InfiniteData<PaymentList>, change, key) => {
  const [filter, q] = [key[2] as PaymentFilter, key[3] as string];
  return patchPages(data, change, { shows: (row) => listShows(filter, q, row), before: newestFirst });
});

/** Whether Financeiro's list under this filter and search holds `p` (the server's rules). */
function listShows(filter: PaymentFilter, q: string, p: Payment): boolean {
  const day = today();
  if (filter === 'today' && p.date !== day) return false;
  if (filter === 'month' && monthOf(p.date) !== monthOf(day)) return false;
  return !q || folded(`${p.clientName} ${p.appointmentTitle} ${p.method}`).includes(folded(q));
}

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
