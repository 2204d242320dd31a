import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AcceptRequestInput,
  DeclineRequestInput,
  ProposeRequestInput,
} from '../../../shared/schemas/booking-request';
import { api } from '../../lib/api';
import { invalidateWorkday } from '../../lib/invalidate-workday';
import { requestKeys } from './queries';

const post = <T>(id: string, action: string, body: unknown) =>
  api<T>(`/api/booking/requests/${id}/${action}`, { method: 'POST', body });

function useRequestMutation<I>(action: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: I }) =>
      post<{ appointmentId?: string } | null>(id, action, input),
    // Accepting books a session and may register a client: the whole workday is stale too.
    onSuccess: () =>
      Promise.all([qc.invalidateQueries({ queryKey: requestKeys.all }), invalidateWorkday(qc)]),
  });
}

export const useAcceptRequest = () => useRequestMutation<AcceptRequestInput>('accept');
export const useProposeRequest = () => useRequestMutation<ProposeRequestInput>('propose');
export const useDeclineRequest = () => useRequestMutation<DeclineRequestInput>('decline');

export function useDeleteRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<null>(`/api/booking/requests/${id}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: requestKeys.all }),
  });
}

/** 'Não é spam': back to 'Novos', to be answered like any other request. */
export function useNotSpam() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<null>(`/api/booking/requests/${id}/not-spam`, { method: 'POST' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: requestKeys.all }),
  });
}
