import { useMutation } from '@tanstack/react-query';
import type { PaymentInput } from '../../../shared/schemas/payment';
import { api } from '../../lib/api';

/** A payment moves its appointment's received value: both refresh everything shown from them. */
const changes = ['payments', 'appointments'] as const;

/** Creates (no id) or updates a payment. */
export function useSavePayment() {
  return useMutation({
    meta: { changes },
    mutationFn: ({ id, input }: { id: string | null; input: PaymentInput }) =>
      id
        ? api<{ id: string }>(`/api/payments/${id}`, { method: 'PUT', body: input })
        : api<{ id: string }>('/api/payments', { method: 'POST', body: input }),
  });
}

export function useDeletePayment() {
  return useMutation({
    meta: { changes },
    mutationFn: (id: string) => api<void>(`/api/payments/${id}`, { method: 'DELETE' }),
  });
}
