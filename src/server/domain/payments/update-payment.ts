import { and, eq } from 'drizzle-orm';
import type { PaymentInput } from '../../../shared/schemas/payment';
import { paymentInputSchema } from '../../../shared/schemas/payment';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError, failAs } from '../errors';
import { isUuid } from '../paging';
import { assertPayable, lockAppointmentForPayment } from './payable-appointment';
import { toPaymentRow } from './to-payment-row';

/**
 * Edits a payment (amount, method, date, or the finished appointment it belongs to). One
 * transaction locks, in the order every money write uses, the target appointment (FOR SHARE) and
 * then the payment (FOR UPDATE): a payment deleted meanwhile — by 'Excluir' or by 'Cancelar
 * Finalização' — answers 404, never a 200 for a row that no longer exists.
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
  const [known] = await db.select({ id: payments.id }).from(payments).where(mine);
  if (!known) throw new DomainError('PAYMENT_NOT_FOUND');
  return failAs('PAYMENT_SAVE_FAILED', () =>
    db.transaction(async (tx) => {
      const appointment = await lockAppointmentForPayment(tx, actor.userId, values.appointmentId);
      const [locked] = await tx.select({ id: payments.id }).from(payments).where(mine).for('update');
      // Gone while we waited (e.g. its finalization was cancelled): it is not found, whatever else.
      if (!locked) throw new DomainError('PAYMENT_NOT_FOUND');
      assertPayable(appointment);
      const updated = await tx
        .update(payments)
        .set(toPaymentRow(values, appointment))
        .where(mine)
        .returning({ id: payments.id });
      if (updated.length === 0) throw new DomainError('PAYMENT_NOT_FOUND');
      return { id };
    }),
  );
}
