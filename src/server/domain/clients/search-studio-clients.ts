import { sql } from 'drizzle-orm';
import {
  type StudioClientMatch,
  type StudioClientSearch,
  studioClientSearchSchema,
} from '../../../shared/schemas/client';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../actor';
import { likePattern } from '../paging';
import { loadStudioScope, studioMemberIds } from '../studio/studio-scope';

const LIMIT = 8;

/**
 * The studio's other clients whose name matches what is typed in the appointment form — or whose
 * phone is the whole number typed, in any format — so a session is booked without registering the
 * same person twice (issue 26 "Studio clients"): one per studio person, never one the actor already
 * has a row of, names only. A phone matches only whole (its key, `tinta_phone_key`: 10+ digits,
 * Brazil's +55 aside), never a part of it, and Instagram never: a partial search on another
 * artist's client's contact would reveal it digit by digit. Alone: none.
 */
export async function searchStudioClients(
  db: DbOrTx,
  actor: Actor,
  query: StudioClientSearch,
): Promise<StudioClientMatch[]> {
  const { q } = studioClientSearchSchema.parse(query);
  const scope = await loadStudioScope(db, actor);
  if (!scope.studio) return [];
  const others = (await studioMemberIds(db, scope)).filter((id) => id !== actor.userId);
  if (others.length === 0) return [];
  const typed = q.trim();
  const rows = (
    await db.execute<{ id: string; name: string }>(sql`
      SELECT DISTINCT ON (coalesce(c.person_id, c.id)) c.id, c.name
      FROM clients c
      WHERE c.user_id IN (${sql.join(
        others.map((id) => sql`${id}`),
        sql`, `,
      )})
        AND (tinta_fold(c.name) LIKE tinta_fold(${likePattern(typed)}) ESCAPE '\\'
          OR (c.phone IS NOT NULL AND tinta_phone_key(c.phone) = tinta_phone_key(${typed})))
        AND NOT EXISTS (
          SELECT 1 FROM clients mine
          WHERE mine.user_id = ${actor.userId} AND mine.person_id = coalesce(c.person_id, c.id))
      ORDER BY coalesce(c.person_id, c.id), c.created_at
      LIMIT ${LIMIT}`)
  ).rows;
  return rows.map((r) => ({ id: r.id, name: r.name })).sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}
