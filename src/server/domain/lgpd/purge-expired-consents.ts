import { sql } from 'drizzle-orm';
import { type Clock, today } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';

/** Minors' consents held after an erasure go once the studio's retention ends (delivery tick). */
export async function purgeExpiredConsents(db: DbOrTx, clock: Clock): Promise<number> {
  const gone = await db.execute(sql`
    DELETE FROM consents WHERE id IN (
      SELECT consent_id FROM consent_retention WHERE retain_until < ${today(clock)}::date)`);
  return gone.rowCount ?? 0;
}
