import type { Payment, PaymentInput } from '../../../shared/schemas/payment';
import { today } from '../../../shared/time';

/** What the form starts from: the payment being edited, or a blank one dated today. */
export function initialValues(payment: Payment | null): Partial<PaymentInput> {
  if (!payment) return { appointmentId: '', method: 'pix', date: today() };
  return {
    appointmentId: payment.appointmentId,
    amountCents: payment.amountCents,
    method: payment.method,
    date: payment.date,
  };
}
