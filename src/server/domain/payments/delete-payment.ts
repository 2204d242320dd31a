import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema';
import type { Actor } from '../actor';
import { lockFeeOwnersOf } from '../card-fees/lock-fee-owners-of';
import { DomainError, failAs } from '../errors';
import { isUuid } from '../paging';
import { lockAppointmentForPayment, paymentGoneIfMissing } from './payable-appointment';
import { refreshPaidValues } from './refresh-paid-values';

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
      const [row] = await tx.select({ kind: payments.kind }).from(payments).where(mine).for('update');
      if (!row) throw new DomainError('PAYMENT_NOT_FOUND');
      // A deposit already given back: the refund goes first, or the appointment would hold less than nothing.
      if (row.kind === 'sinal') {
        const [refund] = await tx
          .select({ id: payments.id })
          .from(payments)
          .where(and(eq(payments.appointmentId, known.appointmentId), eq(payments.kind, 'estorno')))
          .limit(1);
        if (refund) throw new DomainError('DEPOSIT_REFUNDED');
      }
      // Its card fee's expense goes with it (cascade); one on the studio owner's books is locked first.
      await lockFeeOwnersOf(tx, sql`p.id = ${id}`);
      const deleted = await tx
        .delete(payments)
        .where(mine)
        .returning({ appointmentId: payments.appointmentId });
      if (deleted.length === 0) throw new DomainError('PAYMENT_NOT_FOUND');
      await refreshPaidValues(tx, deleted[0]!.appointmentId);
    }),
  );
}
