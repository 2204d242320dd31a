import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError, failAs } from '../errors';
import { isUuid } from '../paging';

/**
 * Removes one payment. The appointment stays finished: the artist may be correcting a typo and
 * about to add the right amount; 'Cancelar Finalização' is the way to undo the work itself.
 */
export async function deletePayment(db: DbOrTx, actor: Actor, id: string): Promise<void> {
  if (!isUuid(id)) throw new DomainError('PAYMENT_NOT_FOUND');
  const deleted = await failAs('PAYMENT_DELETE_FAILED', () =>
    db
      .delete(payments)
      .where(and(eq(payments.id, id), eq(payments.userId, actor.userId)))
      .returning({ id: payments.id }),
  );
  if (deleted.length === 0) throw new DomainError('PAYMENT_NOT_FOUND');
}
