import type { PaymentInput } from '../../../shared/schemas/payment';
import { dayStartEpoch } from '../../../shared/time';

/** A payment's columns: client from the appointment, São Paulo day epoch computed here (SPEC §3). */
export function toPaymentRow(
  values: {
    amountCents: number;
    method: NonNullable<PaymentInput['method']>;
    installments: number;
    feeCents: number;
    date: string;
    receivedBy?: PaymentInput['receivedBy'];
  },
  appointment: { id: string; clientName: string },
) {
  return {
    appointmentId: appointment.id,
    clientName: appointment.clientName,
    amountCents: values.amountCents,
    method: values.method,
    installments: values.installments,
    feeCents: values.feeCents,
    date: values.date,
    dateEpoch: dayStartEpoch(values.date),
    ...(values.receivedBy ? { receivedBy: values.receivedBy } : {}),
  };
}
