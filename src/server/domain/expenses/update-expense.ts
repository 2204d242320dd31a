import { and, eq } from 'drizzle-orm';
import type { ExpenseInput } from '../../../shared/schemas/expense';
import type { DbOrTx } from '../../db/client';
import { expenses } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError, failAs } from '../errors';
import { isUuid } from '../paging';
import { assertNotSettlement } from './assert-not-settlement';
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
  await assertNotSettlement(db, id, actor.userId);
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
