import { and, eq } from 'drizzle-orm';
import type { PaymentInput } from '../../../shared/schemas/payment';
import { paymentInputSchema } from '../../../shared/schemas/payment';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError, failAs } from '../errors';
import { isUuid } from '../paging';
import { findPayableAppointment } from './payable-appointment';
import { toPaymentRow } from './to-payment-row';

export async function updatePayment(
  db: DbOrTx,
  actor: Actor,
  id: string,
  input: PaymentInput,
): Promise<{ id: string }> {
  const values = paymentInputSchema.parse(input);
  const mine = isUuid(id) ? and(eq(payments.id, id), eq(payments.userId, actor.userId)) : null;
  const [existing] = mine ? await db.select({ id: payments.id }).from(payments).where(mine) : [];
  if (!mine || !existing) throw new DomainError('PAYMENT_NOT_FOUND');
  const appointment = await findPayableAppointment(db, actor.userId, values.appointmentId);
  await failAs('PAYMENT_SAVE_FAILED', () =>
    db.update(payments).set(toPaymentRow(values, appointment)).where(mine),
  );
  return { id };
}
