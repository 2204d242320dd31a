import { type InkLot, type InkLotInput, inkLotInputSchema } from '../../../shared/schemas/session-record';
import type { DbOrTx } from '../../db/client';
import { inkLots } from '../../db/schema';
import type { Actor } from '../actor';
import { failAs } from '../errors';
import { recordScopeOf } from './record-scope';
import { toInkLot } from './to-ink-lot';

/** A new bottle: the studio's when the artist is in one (every artist there sees it), else theirs. */
export async function createInkLot(db: DbOrTx, actor: Actor, input: InkLotInput): Promise<InkLot> {
  const values = inkLotInputSchema.parse(input);
  const scope = await recordScopeOf(db, actor);
  return failAs('INK_LOT_SAVE_FAILED', async () => {
    const [row] = await db
      .insert(inkLots)
      .values({
        ...values,
        organizationId: scope.organizationId,
        userId: scope.organizationId ? null : actor.userId,
        createdBy: actor.userId,
      })
      .returning();
    return toInkLot(row!);
  });
}
