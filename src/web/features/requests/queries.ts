import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { RequestBox, RequestList } from '../../../shared/schemas/booking-request';
import { api } from '../../lib/api';
import { invalidateOnChange } from '../../lib/changes';

export const requestKeys = {
  all: ['requests'] as const,
  list: (box: RequestBox) => [...requestKeys.all, 'list', box] as const,
  pix: (id: string) => [...requestKeys.all, 'pix', id] as const,
};

// A new request arrives live; a deposit marked on the agenda or a released hold changes a row too.
invalidateOnChange('booking_requests', requestKeys.all);
invalidateOnChange('studio_booking_requests', requestKeys.all);
invalidateOnChange('appointments', requestKeys.all);

export const useRequests = (box: RequestBox) =>
  useInfiniteQuery({
    queryKey: requestKeys.list(box),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ box, limit: '20' });
      if (pageParam) params.set('cursor', pageParam);
      return api<RequestList>(`/api/booking/requests?${params}`);
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useRequestPix = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: requestKeys.pix(id),
    queryFn: () => api<{ code: string; qrSvg: string }>(`/api/booking/requests/${id}/pix`),
    enabled,
  });
