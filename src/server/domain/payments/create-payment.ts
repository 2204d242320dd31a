import type { PaymentInput } from '../../../shared/schemas/payment';
import { paymentInputSchema } from '../../../shared/schemas/payment';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../actor';
import { resolveCardFee } from '../card-fees/resolve-card-fee';
import { failAs } from '../errors';
import { insertPaymentWithFee } from './insert-payment-with-fee';
import { findPayableAppointment } from './payable-appointment';
import { refreshPaidValues } from './refresh-paid-values';

/**
 * Another payment for finished work (a second installment, a tip). The day epoch is ours to
 * compute. Check and insert share one transaction holding the appointment's lock (see
 * findPayableAppointment) and rewrites its final value; a card payment's fee is booked with it (decision 0024): a concurrent un-finalization or deletion is either seen (409/404) or
 * waits and then removes this payment with the others.
 */
export async function createPayment(db: DbOrTx, actor: Actor, input: PaymentInput): Promise<{ id: string }> {
  const values = paymentInputSchema.parse(input);
  return failAs('PAYMENT_SAVE_FAILED', () =>
    db.transaction(async (tx) => {
      const appointment = await findPayableAppointment(tx, actor.userId, values.appointmentId);
      const line = { ...values, installments: values.installments ?? 1 };
      const fee = await resolveCardFee(tx, actor.userId, {
        ...line,
        receivedBy: values.receivedBy ?? 'estudio',
      });
      const id = await insertPaymentWithFee(tx, actor.userId, line, appointment, fee);
      await refreshPaidValues(tx, appointment.id);
      return { id };
    }),
  );
}
