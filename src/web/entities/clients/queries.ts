import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ClientDetail, ClientList } from '../../../shared/schemas/client';
import { api } from '../../lib/api';
import { invalidateOnChange } from '../../lib/changes';

export const clientKeys = {
  all: ['clients'] as const,
  list: (q: string) => [...clientKeys.all, 'list', q] as const,
  detail: (id: string) => [...clientKeys.all, 'detail', id] as const,
};

// Counts, totals and last visits move with appointments and payments too.
invalidateOnChange('clients', clientKeys.all);
invalidateOnChange('appointments', clientKeys.all);
invalidateOnChange('payments', clientKeys.all);

/** Clients newest first, a page at a time; `q` searches name, phone and Instagram. */
export const useClients = (q: string) =>
  useInfiniteQuery({
    queryKey: clientKeys.list(q),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: '30' });
      if (q) params.set('q', q);
      if (pageParam) params.set('cursor', pageParam);
      return api<ClientList>(`/api/clients?${params}`);
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });

/** One client's page; under the clients prefix, so every appointment, payment or client change reloads it. */
export const useClientDetail = (id: string) =>
  useQuery({
    queryKey: clientKeys.detail(id),
    queryFn: () => api<ClientDetail>(`/api/clients/${encodeURIComponent(id)}`),
  });

// A client's page lists their open tasks.
invalidateOnChange('tasks', [...clientKeys.all, 'detail']);
