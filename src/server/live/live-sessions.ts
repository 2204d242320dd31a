import { and, gt, inArray, sql } from 'drizzle-orm';
import { ABSOLUTE_SESSION_DAYS } from '../auth/session-lifetime';
import type { DbOrTx } from '../db/client';
import { sessions } from '../db/schema';

/** Of `ids`, the sessions that still let someone in (not signed out, revoked, or expired). */
export async function listLiveSessionIds(db: DbOrTx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        inArray(sessions.id, ids),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.createdAt, sql`now() - ${`${ABSOLUTE_SESSION_DAYS} days`}::interval`),
      ),
    );
  return new Set(rows.map((r) => r.id));
}
