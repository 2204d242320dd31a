import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { settlements } from '../../db/schema';
import { DomainError } from '../errors';

/**
 * A settlement's 'Repasse' expense changes only with it ('Desfazer' in Relatórios), so the books keep
 * matching the repasse (decision 0017).
 */
export async function assertNotSettlement(db: DbOrTx, expenseId: string): Promise<void> {
  const [settled] = await db
    .select({ id: settlements.id })
    .from(settlements)
    .where(eq(settlements.expenseId, expenseId))
    .limit(1);
  if (settled) throw new DomainError('EXPENSE_IS_SETTLEMENT');
}
