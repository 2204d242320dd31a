import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentInput } from '../../../shared/schemas/payment';
import { api } from '../../lib/api';
import { invalidateWorkday } from '../../lib/invalidate-workday';

/** Creates (no id) or updates a payment; every list, card and the dashboard then refetch. */
export function useSavePayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: PaymentInput }) =>
      id
        ? api<{ id: string }>(`/api/payments/${id}`, { method: 'PUT', body: input })
        : api<{ id: string }>('/api/payments', { method: 'POST', body: input }),
    onSuccess: () => invalidateWorkday(qc),
  });
}

export function useDeletePayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/payments/${id}`, { method: 'DELETE' }),
    onSuccess: () => invalidateWorkday(qc),
  });
}
