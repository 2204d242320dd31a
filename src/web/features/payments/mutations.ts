import { useMutation } from '@tanstack/react-query';
import type { Payment, PaymentInput } from '../../../shared/schemas/payment';
import { dayStartEpoch } from '../../../shared/time';
import { api } from '../../lib/api';
import { newId } from '../../lib/offline-queue';

/**
 * A payment moves its appointment's received value, and a card payment its fee's expense: all three
 * refresh everything shown from them.
 */
const changes = ['payments', 'appointments', 'expenses'] as const;

export interface SavePayment {
  payment: Payment | null;
  input: PaymentInput;
  /** The chosen session, for the row's client and title before the server answers. */
  appointment: { clientName: string; title: string };
  inStudio: boolean;
}

/** The payment as Financeiro will list it (a new one under an id of its own until the server's list). */
function paymentFromInput({ payment, input, appointment, inStudio }: SavePayment): Payment {
  return {
    kind: 'pagamento',
    createdAt: new Date().toISOString(),
    feeCents: 0,
    ...payment,
    id: payment?.id ?? newId(),
    appointmentId: input.appointmentId,
    appointmentTitle: appointment.title,
    clientName: appointment.clientName,
    amountCents: input.amountCents,
    method: input.method ?? 'pix',
    installments: input.installments ?? 1,
    receivedBy: input.receivedBy ?? payment?.receivedBy ?? 'estudio',
    inStudio,
    date: input.date,
    dateEpoch: dayStartEpoch(input.date),
  };
}

/** Creates (no payment) or updates a payment; the list shows it at once (lib/optimistic.ts). */
export function useSavePayment() {
  return useMutation({
    meta: {
      changes,
      optimistic: (vars: SavePayment) => [{ change: 'payments', op: 'put', row: paymentFromInput(vars) }],
    },
    mutationFn: ({ payment, input }: SavePayment) =>
      payment
        ? api<{ id: string }>(`/api/payments/${payment.id}`, { method: 'PUT', body: input })
        : api<{ id: string }>('/api/payments', { method: 'POST', body: input }),
  });
}

export function useDeletePayment() {
  return useMutation({
    meta: {
      changes,
      optimistic: (payment: Payment) => [{ change: 'payments', op: 'delete', id: payment.id }],
    },
    mutationFn: (payment: Payment) => api<void>(`/api/payments/${payment.id}`, { method: 'DELETE' }),
  });
}
