import { useMutation } from '@tanstack/react-query';
import type {
  AcceptRequestInput,
  DeclineRequestInput,
  ProposeRequestInput,
} from '../../../shared/schemas/booking-request';
import { api } from '../../lib/api';

const post = <T>(id: string, action: string, body: unknown) =>
  api<T>(`/api/booking/requests/${id}/${action}`, { method: 'POST', body });

function useRequestMutation<I>(action: string) {
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: I }) =>
      post<{ appointmentId?: string } | null>(id, action, input),
    // Accepting books a session and may register a client.
    meta: { changes: ['booking_requests', 'appointments', 'clients'] },
  });
}

export const useAcceptRequest = () => useRequestMutation<AcceptRequestInput>('accept');
export const useProposeRequest = () => useRequestMutation<ProposeRequestInput>('propose');
export const useDeclineRequest = () => useRequestMutation<DeclineRequestInput>('decline');

export function useDeleteRequest() {
  return useMutation({
    mutationFn: (id: string) => api<null>(`/api/booking/requests/${id}`, { method: 'DELETE' }),
    meta: { changes: ['booking_requests'] },
  });
}

/** 'Não é spam': back to 'Novos', to be answered like any other request. */
export function useNotSpam() {
  return useMutation({
    mutationFn: (id: string) => api<null>(`/api/booking/requests/${id}/not-spam`, { method: 'POST' }),
    meta: { changes: ['booking_requests'] },
  });
}
