import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { expenses, settlements } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError, failAs } from '../errors';
import { isUuid } from '../paging';

export async function deleteExpense(db: DbOrTx, actor: Actor, id: string): Promise<void> {
  if (!isUuid(id)) throw new DomainError('EXPENSE_NOT_FOUND');
  // A settlement's 'Repasse' changes only with it ('Desfazer'): the books keep matching the repasse.
  const [settled] = await db
    .select({ id: settlements.id })
    .from(settlements)
    .where(eq(settlements.expenseId, id))
    .limit(1);
  if (settled) throw new DomainError('EXPENSE_IS_SETTLEMENT');
  const deleted = await failAs('EXPENSE_DELETE_FAILED', () =>
    db
      .delete(expenses)
      .where(and(eq(expenses.id, id), eq(expenses.userId, actor.userId)))
      .returning({ id: expenses.id }),
  );
  if (deleted.length === 0) throw new DomainError('EXPENSE_NOT_FOUND');
}
