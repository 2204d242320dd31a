import { sql } from 'drizzle-orm';
import { type InkLot, type InkLotPatch, inkLotPatchSchema } from '../../../shared/schemas/session-record';
import type { DbOrTx } from '../../db/client';
import { inkLots } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError, failAs } from '../errors';
import { inScope, recordScopeOf } from './record-scope';
import { toInkLot } from './to-ink-lot';

/** Correct a bottle or put it away (archived: no longer offered; sessions keep their copy). */
export async function updateInkLot(
  db: DbOrTx,
  actor: Actor,
  id: string,
  input: InkLotPatch,
): Promise<InkLot> {
  const values = inkLotPatchSchema.parse(input);
  const scope = await recordScopeOf(db, actor);
  const [row] = await failAs('INK_LOT_SAVE_FAILED', () =>
    db
      .update(inkLots)
      .set(values)
      .where(sql`${inkLots.id}::text = ${id} AND ${inScope(scope)}`)
      .returning(),
  );
  if (!row) throw new DomainError('INK_LOT_NOT_FOUND');
  return toInkLot(row);
}
