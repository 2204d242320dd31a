import { sql } from 'drizzle-orm';
import type { InkLot } from '../../../shared/schemas/session-record';
import type { DbOrTx } from '../../db/client';
import { inkLots } from '../../db/schema';
import type { Actor } from '../actor';
import { inScope, recordScopeOf } from './record-scope';
import { toInkLot } from './to-ink-lot';

/** The bottles in use (a studio's inventory is a few hundred at most), product then expiry. */
export async function listInkLots(db: DbOrTx, actor: Actor, { archived = false } = {}): Promise<InkLot[]> {
  const scope = await recordScopeOf(db, actor);
  const rows = await db
    .select()
    .from(inkLots)
    .where(sql`${inScope(scope)} AND ${inkLots.archived} = ${archived}`)
    .orderBy(inkLots.product, inkLots.color, inkLots.expiresOn)
    .limit(500);
  return rows.map(toInkLot);
}
