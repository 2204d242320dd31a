import { eq } from 'drizzle-orm';
import type { Clock } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { artistPercentages, invitations, organizationMembers, profiles } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError, failAs } from '../errors';
import { findUsableInvitation } from './find-invitation-by-token';

/**
 * SPEC §4 acceptance, one transaction: invitation accepted, profile becomes an artist of the
 * studio (plan estudio), member row, initial percentage. The invitation row is locked, so two
 * people racing for one link — or one person tapping twice — make exactly one member.
 */
export async function acceptInvitation(db: DbOrTx, actor: Actor, token: string, clock: Clock): Promise<void> {
  const now = clock();
  // An expired link is marked expired outside the transaction, so the mark survives the refusal.
  await failAs('INVITATION_ACCEPT_FAILED', () => findUsableInvitation(db, token, now));
  await failAs('INVITATION_ACCEPT_FAILED', () =>
    db.transaction(async (tx) => {
      const { invitation } = await findUsableInvitation(tx, token, now, { forUpdate: true });
      const [profile] = await tx.select().from(profiles).where(eq(profiles.id, actor.userId)).for('update');
      if (!profile) throw new DomainError('NOT_AUTHENTICATED');
      if (profile.email.toLowerCase() !== invitation.email.toLowerCase())
        throw new DomainError('INVITATION_WRONG_EMAIL');
      if (profile.organizationId) throw new DomainError('INVITATION_ALREADY_IN_STUDIO');

      await tx
        .update(invitations)
        .set({ status: 'accepted', acceptedAt: now })
        .where(eq(invitations.id, invitation.id));
      await tx
        .update(profiles)
        .set({ organizationId: invitation.organizationId, role: 'artist', planType: 'estudio' })
        .where(eq(profiles.id, actor.userId));
      await tx.insert(organizationMembers).values({
        organizationId: invitation.organizationId,
        userId: actor.userId,
        role: 'artist',
        status: 'active',
        joinedAt: now,
      });
      if (invitation.initialPercentage !== null) {
        await tx.insert(artistPercentages).values({
          organizationId: invitation.organizationId,
          userId: actor.userId,
          percentage: invitation.initialPercentage,
          changedBy: invitation.invitedBy,
          createdAt: now,
        });
      }
    }),
  );
}
