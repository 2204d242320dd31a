import { sql } from 'drizzle-orm';
import type { WorkingRange } from '../../../shared/booking-slots';
import type { AgendaArtist } from '../../../shared/schemas/team';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../actor';
import { loadStudioScope, seesStudioAgenda } from './studio-scope';

/**
 * The studio agenda's artists (owner and front desk). Everyone else keeps only their own agenda
 * and gets an empty list: the screen then looks exactly as it does for a solo artist.
 */
export async function listAgendaArtists(db: DbOrTx, actor: Actor): Promise<AgendaArtist[]> {
  const scope = await loadStudioScope(db, actor);
  if (!scope.studio || !seesStudioAgenda(scope)) return [];
  const rows = (
    await db.execute<{
      user_id: string;
      name: string;
      weekly: WorkingRange[][] | null;
      days_off: string[] | null;
    }>(sql`
      SELECT m.user_id, p.name, b.weekly,
        ARRAY(SELECT to_char(d, 'YYYY-MM-DD') FROM unnest(b.days_off) d) AS days_off
      FROM organization_members m
      JOIN profiles p ON p.id = m.user_id
      LEFT JOIN booking_settings b ON b.user_id = m.user_id
      WHERE m.organization_id = ${scope.studio.id} AND m.status = 'active' AND m.role <> 'recepcao'
      ORDER BY (m.user_id = ${scope.studio.ownerId}) DESC, m.joined_at, p.name, m.id`)
  ).rows;
  return rows.map((r, i) => ({
    userId: r.user_id,
    name: r.name,
    colorIndex: i,
    weekly: r.weekly ?? [],
    daysOff: r.days_off ?? [],
  }));
}
