import { sql } from 'drizzle-orm';
import type { Clock } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';

/**
 * Requests nobody answered before every time they named (and any time proposed) had passed are
 * closed as `expirado`: they leave 'Novos', and the client's page stops saying an answer is coming.
 */
export async function expireStaleRequests(db: DbOrTx, clock: Clock): Promise<number> {
  const now = clock();
  const closed = await db.execute<{ id: string }>(sql`
    UPDATE booking_requests r SET status = 'expirado', updated_at = ${now}
    WHERE r.status IN ('pendente', 'proposto')
      AND greatest((SELECT max(s) FROM unnest(r.preferred_starts) s), r.proposed_start) <= ${now}
    RETURNING r.id`);
  return closed.rows.length;
}
