import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { lockFeeOwner } from '../locks';

/**
 * Before deleting (or rewriting) payments whose fee sits on another account's books — an artist's
 * payment through the studio's maquininha, the fee on the owner (decision 0024) — takes the locks
 * that fee's expense will need, in the lock order (lockFeeOwner). The delete's cascade then removes
 * the expense without the owner's rollup row being taken after the studio's month rows.
 * `which` narrows `payments p`.
 */
export async function lockFeeOwnersOf(tx: DbOrTx, which: SQL): Promise<void> {
  const rows = (
    await tx.execute<{ organization_id: string; payer_id: string; owner_id: string }>(sql`
      SELECT DISTINCT p.organization_id, p.user_id AS payer_id, e.user_id AS owner_id
      FROM payments p JOIN expenses e ON e.payment_id = p.id
      WHERE ${which} AND p.fee_cents > 0 AND p.organization_id IS NOT NULL AND e.user_id <> p.user_id
      ORDER BY 1, 2, 3`)
  ).rows;
  for (const r of rows) await lockFeeOwner(tx, r.organization_id, r.payer_id, r.owner_id);
}
