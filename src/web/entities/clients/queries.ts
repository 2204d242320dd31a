import { type InfiniteData, keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ClientDetail, ClientList } from '../../../shared/schemas/client';
import { api } from '../../lib/api';
import { invalidateOnChange, patchOnChange } from '../../lib/changes';
import { folded, patchPages } from '../../lib/paged-rows';

export const clientKeys = {
  all: ['clients'] as const,
  list: (q: string) => [...clientKeys.all, 'list', q] as const,
  detail: (id: string) => [...clientKeys.all, 'detail', id] as const,
};

// Counts, totals and last visits move with appointments and payments too.
invalidateOnChange('clients', clientKeys.all);
invalidateOnChange('appointments', clientKeys.all);
invalidateOnChange('payments', clientKeys.all);

// Newest first: a new client heads the list; a search keeps only the clients it matches.
patchOnChange('clients', [...clientKeys.all, 'list'], (data: InfiniteData<ClientList>, change, key) => {
  const q = folded(((key[2] as string) ?? '').replace(/^@+/, ''));
  const patched = patchPages(data, change, {
    shows: (c) => !q || folded(`${c.name} ${c.phone ?? ''} ${c.instagram ?? ''}`).includes(q),
    before: () => true,
  });
  // The 'Total' card counts a client added or removed here at once, like the list.
  const id = change.op === 'put' ? change.row.id : change.id;
  const known = data.pages.some((p) => p.items.some((c) => c.id === id));
  const delta = change.op === 'put' ? (known ? 0 : 1) : known ? -1 : 0;
  const [first, ...rest] = patched.pages;
  if (!delta || !first) return patched;
  const summary = { ...first.summary, total: Math.max(0, first.summary.total + delta) };
  return { ...patched, pages: [{ ...first, summary }, ...rest] };
});

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
