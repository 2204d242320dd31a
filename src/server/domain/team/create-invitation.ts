import { and, eq } from 'drizzle-orm';
import type { InvitationInput, IssuedInvitation } from '../../../shared/schemas/team';
import { invitationInputSchema } from '../../../shared/schemas/team';
import type { DbOrTx } from '../../db/client';
import { invitations, organizationMembers, profiles } from '../../db/schema';
import { enqueueMail } from '../../mail/outbox';
import type { Actor } from '../actor';
import { DomainError, failAs } from '../errors';
import type { InvitationDeps } from './deps';
import { hashInvitationToken, invitationExpiry, newInvitationToken } from './invitation-token';
import { limitInvitationMail } from './limit-invitation-mail';
import { requireOwner } from './require-owner';
import { invitationMail } from './send-invitation-email';
import { toInvitation } from './to-invitation';

/**
 * The owner invites an artist by e-mail: a link valid 7 days, shown to the owner and mailed. Only
 * the token's hash is stored, so this answer is the one time the owner sees the link.
 */
export async function createInvitation(
  db: DbOrTx,
  actor: Actor,
  input: InvitationInput,
  deps: InvitationDeps,
): Promise<IssuedInvitation> {
  const { email, initialPercentage, role } = invitationInputSchema.parse(input);
  const owner = await requireOwner(db, actor);
  const [member] = await db
    .select({ id: organizationMembers.id })
    .from(organizationMembers)
    .innerJoin(profiles, eq(profiles.id, organizationMembers.userId))
    .where(and(eq(organizationMembers.organizationId, owner.organizationId), eq(profiles.email, email)));
  if (member) throw new DomainError('INVITATION_ALREADY_MEMBER');

  const now = deps.clock();
  const token = newInvitationToken(now);
  const mail = invitationMail({ ...owner, email, token, publicUrl: deps.publicUrl });
  const row = await failAs('INVITATION_CREATE_FAILED', () =>
    db.transaction(async (tx) => {
      await limitInvitationMail(tx, actor, email, deps.rateLimitScale);
      const [inserted] = await tx
        .insert(invitations)
        .values({
          organizationId: owner.organizationId,
          email,
          tokenHash: hashInvitationToken(token),
          invitedBy: actor.userId,
          initialPercentage: role === 'artist' ? initialPercentage : null,
          role,
          status: 'pending',
          expiresAt: invitationExpiry(now),
          createdAt: now,
        })
        .returning();
      // The mail commits with the invitation (outbox), so neither exists without the other.
      await enqueueMail(tx, mail);
      return inserted!;
    }),
  );
  return { ...toInvitation(row, now), token };
}
