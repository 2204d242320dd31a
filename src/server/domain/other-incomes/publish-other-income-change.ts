import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * Tells the owner's other tabs and devices (live updates) that an other income changed. The table
 * has no `tinta_emit_change` trigger (migration 0044 laid none and this item adds no migration), so
 * its writes call the function that trigger would, in their own transaction: sent at commit.
 */
export async function publishOtherIncomeChange(
  tx: DbOrTx,
  userId: string,
  op: 'insert' | 'update' | 'delete',
  id: string,
): Promise<void> {
  await tx.execute(sql`SELECT tinta_publish_change(${userId}, 'other_incomes', ${op}, ${id})`);
}
