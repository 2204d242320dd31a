import { and, eq } from 'drizzle-orm';
import type { ExpenseInput } from '../../../shared/schemas/expense';
import type { DbOrTx } from '../../db/client';
import { expenses, settlements } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError, failAs } from '../errors';
import { isUuid } from '../paging';
import { toExpenseRow } from './to-expense-row';

/** SPEC §7: update by id, stamping updated_at. */
export async function updateExpense(
  db: DbOrTx,
  actor: Actor,
  id: string,
  input: ExpenseInput,
): Promise<{ id: string }> {
  const row = toExpenseRow(input);
  if (!isUuid(id)) throw new DomainError('EXPENSE_NOT_FOUND');
  // A settlement's 'Repasse' changes only with it ('Desfazer'): the books keep matching the repasse.
  const [settled] = await db
    .select({ id: settlements.id })
    .from(settlements)
    .where(eq(settlements.expenseId, id))
    .limit(1);
  if (settled) throw new DomainError('EXPENSE_IS_SETTLEMENT');
  const updated = await failAs('EXPENSE_SAVE_FAILED', () =>
    db
      .update(expenses)
      .set({ ...row, updatedAt: new Date() })
      .where(and(eq(expenses.id, id), eq(expenses.userId, actor.userId)))
      .returning({ id: expenses.id }),
  );
  if (updated.length === 0) throw new DomainError('EXPENSE_NOT_FOUND');
  return { id };
}
