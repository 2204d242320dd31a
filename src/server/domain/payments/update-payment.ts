import { and, eq, sql } from 'drizzle-orm';
import type { PaymentInput } from '../../../shared/schemas/payment';
import { paymentInputSchema } from '../../../shared/schemas/payment';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema';
import type { Actor } from '../actor';
import { lockFeeOwnersOf } from '../card-fees/lock-fee-owners-of';
import { resolveCardFee } from '../card-fees/resolve-card-fee';
import { writeFeeExpense } from '../card-fees/write-fee-expense';
import { DomainError, failAs } from '../errors';
import { isUuid } from '../paging';
import { assertPayable, lockAppointmentForPayment, paymentGoneIfMissing } from './payable-appointment';
import { refreshPaidValues } from './refresh-paid-values';
import { toPaymentRow } from './to-payment-row';

/**
 * Edits a payment (amount, method, date, or the finished appointment it belongs to). One
 * transaction locks the appointments involved (the one it leaves and the one it joins, in id order,
 * FOR UPDATE) and then the payment: a payment deleted meanwhile — by 'Excluir' or by 'Cancelar
 * Finalização' — answers 404, never a 200 for a row that no longer exists. Both appointments' final
 * values are rewritten before commit.
 */
export async function updatePayment(
  db: DbOrTx,
  actor: Actor,
  id: string,
  input: PaymentInput,
): Promise<{ id: string }> {
  const values = paymentInputSchema.parse(input);
  if (!isUuid(id)) throw new DomainError('PAYMENT_NOT_FOUND');
  const mine = and(eq(payments.id, id), eq(payments.userId, actor.userId));
  // An unknown payment is 404 before the appointment is even looked at (no lock taken for it).
  const [known] = await db.select({ appointmentId: payments.appointmentId }).from(payments).where(mine);
  if (!known) throw new DomainError('PAYMENT_NOT_FOUND');
  return failAs('PAYMENT_SAVE_FAILED', () =>
    db.transaction(async (tx) => {
      const involved = [...new Set([known.appointmentId, values.appointmentId])].sort();
      const locked = new Map<string, Awaited<ReturnType<typeof lockAppointmentForPayment>>>();
      for (const appointmentId of involved) {
        const lock = lockAppointmentForPayment(tx, actor.userId, appointmentId);
        // The appointment it was on vanished (and took the payment with it): the payment is not found.
        const asked = appointmentId === values.appointmentId;
        locked.set(appointmentId, await (asked ? lock : paymentGoneIfMissing(lock)));
      }
      const [payment] = await tx
        .select({
          appointmentId: payments.appointmentId,
          kind: payments.kind,
          installments: payments.installments,
          receivedBy: payments.receivedBy,
        })
        .from(payments)
        .where(mine)
        .for('update');
      // Gone while we waited (e.g. its finalization was cancelled): it is not found, whatever else.
      if (!payment) throw new DomainError('PAYMENT_NOT_FOUND');
      // A deposit or its refund belongs to its appointment's own flow (Registrar sinal, Devolver sinal).
      if (payment.kind !== 'pagamento') throw new DomainError('DEPOSIT_NOT_EDITABLE');
      const appointment = assertPayable(locked.get(values.appointmentId)!);
      // An edit re-rates the card fee at the rates in force now (decision 0024); an old fee on the
      // studio owner's books and a new one are locked before the row is written.
      const installments =
        values.installments ?? (values.method === 'cartao-credito' ? payment.installments : 1);
      const line = { ...values, installments };
      await lockFeeOwnersOf(tx, sql`p.id = ${id}`);
      const fee = await resolveCardFee(tx, actor.userId, {
        ...line,
        receivedBy: values.receivedBy ?? payment.receivedBy,
      });
      await tx
        .update(payments)
        .set(toPaymentRow({ ...line, feeCents: fee.feeCents }, appointment))
        .where(mine);
      await writeFeeExpense(tx, { paymentId: id }, fee, { ...line, who: appointment.clientName });
      // The payment may have moved between our first read and its lock: refresh where it really was.
      for (const appointmentId of new Set([...involved, payment.appointmentId])) {
        await refreshPaidValues(tx, appointmentId);
      }
      return { id };
    }),
  );
}
