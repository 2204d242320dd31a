import type { PaymentInput } from '../../../shared/schemas/payment';
import { paymentInputSchema } from '../../../shared/schemas/payment';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema';
import type { Actor } from '../actor';
import { failAs } from '../errors';
import { findPayableAppointment } from './payable-appointment';
import { refreshPaidValues } from './refresh-paid-values';
import { toPaymentRow } from './to-payment-row';

/**
 * Another payment for finished work (a second installment, a tip). The day epoch is ours to
 * compute. Check and insert share one transaction holding the appointment's lock (see
 * findPayableAppointment) and rewrites its final value: a concurrent un-finalization or deletion is either seen (409/404) or
 * waits and then removes this payment with the others.
 */
export async function createPayment(db: DbOrTx, actor: Actor, input: PaymentInput): Promise<{ id: string }> {
  const values = paymentInputSchema.parse(input);
  return failAs('PAYMENT_SAVE_FAILED', () =>
    db.transaction(async (tx) => {
      const appointment = await findPayableAppointment(tx, actor.userId, values.appointmentId);
      const [row] = await tx
        .insert(payments)
        .values({ userId: actor.userId, ...toPaymentRow(values, appointment) })
        .returning({ id: payments.id });
      await refreshPaidValues(tx, appointment.id);
      return row!;
    }),
  );
}
