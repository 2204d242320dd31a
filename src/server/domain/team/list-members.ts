import { sql } from 'drizzle-orm';
import type { Member } from '../../../shared/schemas/team';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../actor';
import { requireOwner } from './require-owner';

/** SPEC §7: members with their profile, newest first, each artist with the latest percentage. */
export async function listMembers(db: DbOrTx, actor: Actor): Promise<Member[]> {
  const { organizationId } = await requireOwner(db, actor);
  return latestMembers(db, organizationId);
}

export async function latestMembers(db: DbOrTx, organizationId: string): Promise<Member[]> {
  const rows = (
    await db.execute<{
      id: string;
      user_id: string;
      name: string;
      email: string;
      role: Member['role'];
      joined_at: Date;
      percentage: string | number | null;
    }>(sql`
      SELECT m.id, m.user_id, p.name, p.email, m.role, m.joined_at,
        (SELECT ap.percentage FROM artist_percentages ap
          WHERE ap.organization_id = m.organization_id AND ap.user_id = m.user_id
          ORDER BY ap.created_at DESC, ap.id DESC LIMIT 1) AS percentage
      FROM organization_members m JOIN profiles p ON p.id = m.user_id
      WHERE m.organization_id = ${organizationId} AND m.status = 'active'
      ORDER BY m.joined_at DESC`)
  ).rows;
  return rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    name: r.name,
    email: r.email,
    role: r.role,
    joinedAt: new Date(r.joined_at).toISOString(),
    percentage: r.role === 'artist' && r.percentage !== null ? Number(r.percentage) : null,
  }));
}
