import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { otherIncomes } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError, failAs } from '../errors';
import { isUuid } from '../paging';

/** Removes an other income of the actor's; its fee's expense goes with it (foreign key, cascade). */
export async function deleteOtherIncome(db: DbOrTx, actor: Actor, id: string): Promise<void> {
  if (!isUuid(id)) throw new DomainError('OTHER_INCOME_NOT_FOUND');
  // One statement: the fee's expense (cascade), the month's rollup and the live change (triggers) with it.
  const deleted = await failAs('OTHER_INCOME_DELETE_FAILED', () =>
    db
      .delete(otherIncomes)
      .where(and(eq(otherIncomes.id, id), eq(otherIncomes.userId, actor.userId)))
      .returning({ id: otherIncomes.id }),
  );
  if (deleted.length === 0) throw new DomainError('OTHER_INCOME_NOT_FOUND');
}
