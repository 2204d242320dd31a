import type { PaymentInput } from '../../../shared/schemas/payment';
import { paymentInputSchema } from '../../../shared/schemas/payment';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema';
import type { Actor } from '../actor';
import { resolveCardFee } from '../card-fees/resolve-card-fee';
import { writeFeeExpense } from '../card-fees/write-fee-expense';
import { failAs } from '../errors';
import { findPayableAppointment } from './payable-appointment';
import { refreshPaidValues } from './refresh-paid-values';
import { toPaymentRow } from './to-payment-row';

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
      const [row] = await tx
        .insert(payments)
        .values({ userId: actor.userId, ...toPaymentRow({ ...line, feeCents: fee.feeCents }, appointment) })
        .returning({ id: payments.id });
      if (fee.feeCents > 0)
        await writeFeeExpense(tx, { paymentId: row!.id }, fee, { ...line, who: appointment.clientName });
      await refreshPaidValues(tx, appointment.id);
      return row!;
    }),
  );
}
