import { eq } from 'drizzle-orm';
import type { IssuedInvitation } from '../../../shared/schemas/team';
import type { DbOrTx } from '../../db/client';
import { invitations } from '../../db/schema';
import { enqueueMail } from '../../mail/outbox';
import type { Actor } from '../actor';
import { DomainError, failAs } from '../errors';
import type { InvitationDeps } from './deps';
import { findOwnInvitation } from './find-own-invitation';
import { hashInvitationToken, invitationExpiry, newInvitationToken } from './invitation-token';
import { limitInvitationMail } from './limit-invitation-mail';
import { requireOwner } from './require-owner';
import { invitationMail } from './send-invitation-email';
import { toInvitation } from './to-invitation';

/**
 * SPEC §4 resend: a new token (the old link stops working), pending again, 7 more days; mailed
 * again, within the invitation mail limits. An accepted invitation has done its job and cannot be
 * resent. The answer carries the new link: the only way an owner gets a link again, since only
 * its hash is stored.
 */
export async function resendInvitation(
  db: DbOrTx,
  actor: Actor,
  id: string,
  deps: InvitationDeps,
): Promise<IssuedInvitation> {
  const owner = await requireOwner(db, actor);
  const now = deps.clock();
  const token = newInvitationToken(now);
  const row = await failAs('INVITATION_PROCESS_FAILED', () =>
    db.transaction(async (tx) => {
      const current = await findOwnInvitation(tx, owner.organizationId, id);
      if (current.status === 'accepted') throw new DomainError('INVITATION_USED');
      await limitInvitationMail(tx, actor, current.email, deps.rateLimitScale);
      const [updated] = await tx
        .update(invitations)
        .set({ tokenHash: hashInvitationToken(token), status: 'pending', expiresAt: invitationExpiry(now) })
        .where(eq(invitations.id, id))
        .returning();
      // Queued with the new token in the same transaction: a crash can never leave a link that
      // works but was never mailed.
      await enqueueMail(
        tx,
        invitationMail({ ...owner, email: updated!.email, token, publicUrl: deps.publicUrl }),
      );
      return updated!;
    }),
  );
  return { ...toInvitation(row, now), token };
}
