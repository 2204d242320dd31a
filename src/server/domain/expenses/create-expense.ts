import type { ExpenseInput } from '../../../shared/schemas/expense';
import type { DbOrTx } from '../../db/client';
import { expenses } from '../../db/schema';
import type { Actor } from '../actor';
import { failAs } from '../errors';
import { toExpenseRow } from './to-expense-row';

export async function createExpense(db: DbOrTx, actor: Actor, input: ExpenseInput): Promise<{ id: string }> {
  const row = toExpenseRow(input);
  const [created] = await failAs('EXPENSE_SAVE_FAILED', () =>
    db
      .insert(expenses)
      .values({ userId: actor.userId, ...row })
      .returning({ id: expenses.id }),
  );
  return created!;
}
