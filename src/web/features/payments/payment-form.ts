import type { Payment, PaymentInput } from '../../../shared/schemas/payment';
import { today } from '../../../shared/time';

/**
 * What the form starts from: the payment being edited, or a blank one dated today. In a studio it
 * also says who received the money (a new one: the studio's, the usual case).
 */
export function initialValues(payment: Payment | null, inStudio = false): Partial<PaymentInput> {
  if (!payment)
    return {
      appointmentId: '',
      method: 'pix',
      installments: 1,
      date: today(),
      ...(inStudio ? { receivedBy: 'estudio' } : {}),
    };
  return {
    appointmentId: payment.appointmentId,
    amountCents: payment.amountCents,
    method: payment.method,
    installments: payment.installments,
    date: payment.date,
    ...(inStudio ? { receivedBy: payment.receivedBy } : {}),
  };
}
