import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { artistPercentages, invitations, organizationMembers, profiles } from '../../db/schema';
import { DomainError } from '../errors';

/**
 * SPEC §4 acceptance, the writes: invitation accepted, profile becomes an artist of the studio
 * (plan estudio), member row, initial percentage. The caller holds the invitation row and the
 * profile row locked (FOR UPDATE) in `tx`, so a race makes one member.
 */
export async function joinStudio(
  tx: Tx,
  profile: typeof profiles.$inferSelect,
  invitation: typeof invitations.$inferSelect,
  now: Date,
): Promise<void> {
  if (profile.email.toLowerCase() !== invitation.email.toLowerCase())
    throw new DomainError('INVITATION_WRONG_EMAIL');
  if (profile.organizationId) throw new DomainError('INVITATION_ALREADY_IN_STUDIO');

  await tx
    .update(invitations)
    .set({ status: 'accepted', acceptedAt: now })
    .where(eq(invitations.id, invitation.id));
  await tx
    .update(profiles)
    .set({ organizationId: invitation.organizationId, role: invitation.role, planType: 'estudio' })
    .where(eq(profiles.id, profile.id));
  await tx.insert(organizationMembers).values({
    organizationId: invitation.organizationId,
    userId: profile.id,
    role: invitation.role,
    status: 'active',
    joinedAt: now,
  });
  // The clients they bring become this studio's persons (migration 0034) — whatever another
  // studio made of them before: the person with the same phone, else a person of their own.
  await tx.execute(sql`
    UPDATE clients c SET person_id = coalesce((
      SELECT coalesce(o.person_id, o.id) FROM clients o
      JOIN organization_members m
        ON m.user_id = o.user_id AND m.organization_id = ${invitation.organizationId} AND m.status = 'active'
      WHERE o.user_id <> c.user_id AND o.phone IS NOT NULL
        AND tinta_phone_key(o.phone) = tinta_phone_key(c.phone)
      ORDER BY o.created_at, o.id LIMIT 1), c.id)
    WHERE c.user_id = ${profile.id}`);
  // The front desk takes no part of the money: no percentage row.
  if (invitation.role === 'artist' && invitation.initialPercentage !== null) {
    await tx.insert(artistPercentages).values({
      organizationId: invitation.organizationId,
      userId: profile.id,
      percentage: invitation.initialPercentage,
      changedBy: invitation.invitedBy,
      createdAt: now,
    });
  }
}
