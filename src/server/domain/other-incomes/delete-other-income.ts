import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { otherIncomes } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError, failAs } from '../errors';
import { isUuid } from '../paging';
import { publishOtherIncomeChange } from './publish-other-income-change';

/** Removes an other income of the actor's; its fee's expense goes with it (foreign key, cascade). */
export async function deleteOtherIncome(db: DbOrTx, actor: Actor, id: string): Promise<void> {
  if (!isUuid(id)) throw new DomainError('OTHER_INCOME_NOT_FOUND');
  const deleted = await failAs('OTHER_INCOME_DELETE_FAILED', () =>
    db.transaction(async (tx) => {
      const rows = await tx
        .delete(otherIncomes)
        .where(and(eq(otherIncomes.id, id), eq(otherIncomes.userId, actor.userId)))
        .returning({ id: otherIncomes.id });
      if (rows.length > 0) await publishOtherIncomeChange(tx, actor.userId, 'delete', id);
      return rows;
    }),
  );
  if (deleted.length === 0) throw new DomainError('OTHER_INCOME_NOT_FOUND');
}
