import { and, eq, isNotNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { expenses, settlements } from '../../db/schema';
import { DomainError } from '../errors';

/**
 * Expenses booked by another record change only with it, so the books keep matching: a settlement's
 * 'Repasse' ('Desfazer' in Relatórios, decision 0017), a card fee (its payment or other income, 0024).
 */
export async function assertNotSettlement(db: DbOrTx, expenseId: string, userId: string): Promise<void> {
  const [settled] = await db
    .select({ id: settlements.id })
    .from(settlements)
    .where(eq(settlements.expenseId, expenseId))
    .limit(1);
  if (settled) throw new DomainError('EXPENSE_IS_SETTLEMENT');
  // Likewise a card fee's expense follows its payment or other income (decision 0024).
  const [fee] = await db
    .select({ id: expenses.id })
    .from(expenses)
    .where(
      and(
        eq(expenses.id, expenseId),
        eq(expenses.userId, userId),
        or(isNotNull(expenses.paymentId), isNotNull(expenses.otherIncomeId)),
      ),
    )
    .limit(1);
  if (fee) throw new DomainError('EXPENSE_IS_CARD_FEE');
}
