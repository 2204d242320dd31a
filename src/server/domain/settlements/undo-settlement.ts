import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../actor';
import { DomainError, failAs } from '../errors';
import { lockSettlements } from '../locks';
import { isUuid } from '../paging';
import { settlementStudio } from './settlement-queries';

/**
 * 'Desfazer repasse': the owner reopens a period paid by mistake (or to correct one of its payments).
 * The settlement and its 'Repasse' expense go together, under the artist's settlement lock. Anyone
 * but the studio's owner is told it does not exist.
 */
export async function undoSettlement(db: DbOrTx, actor: Actor, id: string): Promise<void> {
  if (!isUuid(id)) throw new DomainError('SETTLEMENT_NOT_FOUND');
  const studio = await settlementStudio(db, actor).catch(() => null);
  if (!studio?.isOwner) throw new DomainError('SETTLEMENT_NOT_FOUND');
  const find = async (tx: DbOrTx) =>
    (
      await tx.execute<{ artist_id: string; expense_id: string | null }>(sql`
        SELECT artist_id, expense_id FROM settlements
        WHERE id = ${id} AND organization_id = ${studio.id}`)
    ).rows[0];
  const known = await find(db);
  if (!known) throw new DomainError('SETTLEMENT_NOT_FOUND');
  await failAs('SETTLEMENT_SAVE_FAILED', () =>
    db.transaction(async (tx) => {
      await lockSettlements(tx, studio.id, known.artist_id);
      const row = await find(tx);
      if (!row) throw new DomainError('SETTLEMENT_NOT_FOUND');
      await tx.execute(sql`DELETE FROM settlements WHERE id = ${id}`);
      if (row.expense_id)
        await tx.execute(
          sql`DELETE FROM expenses WHERE id = ${row.expense_id} AND user_id = ${studio.ownerId}`,
        );
    }),
  );
}
