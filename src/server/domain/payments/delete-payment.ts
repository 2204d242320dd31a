import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError, failAs } from '../errors';
import { isUuid } from '../paging';
import { lockAppointmentForPayment, paymentGoneIfMissing } from './payable-appointment';
import { refreshFinalValue } from './refresh-final-value';

/**
 * Removes one payment. The appointment stays finished: the artist may be correcting a typo and
 * about to add the right amount; 'Cancelar Finalização' is the way to undo the work itself. Its
 * final value drops to what is left, in the same transaction (appointment locked first).
 */
export async function deletePayment(db: DbOrTx, actor: Actor, id: string): Promise<void> {
  if (!isUuid(id)) throw new DomainError('PAYMENT_NOT_FOUND');
  const mine = and(eq(payments.id, id), eq(payments.userId, actor.userId));
  const [known] = await db.select({ appointmentId: payments.appointmentId }).from(payments).where(mine);
  if (!known) throw new DomainError('PAYMENT_NOT_FOUND');
  await failAs('PAYMENT_DELETE_FAILED', () =>
    db.transaction(async (tx) => {
      await paymentGoneIfMissing(lockAppointmentForPayment(tx, actor.userId, known.appointmentId));
      const deleted = await tx
        .delete(payments)
        .where(mine)
        .returning({ appointmentId: payments.appointmentId });
      if (deleted.length === 0) throw new DomainError('PAYMENT_NOT_FOUND');
      await refreshFinalValue(tx, deleted[0]!.appointmentId);
    }),
  );
}
