import { eq } from 'drizzle-orm';
import type { Invitation } from '../../../shared/schemas/team';
import type { DbOrTx } from '../../db/client';
import { invitations } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError, failAs } from '../errors';
import type { InvitationDeps } from './deps';
import { findOwnInvitation } from './find-own-invitation';
import { invitationExpiry, newInvitationToken } from './invitation-token';
import { requireOwner } from './require-owner';
import { sendInvitationEmail } from './send-invitation-email';
import { toInvitation } from './to-invitation';

/**
 * SPEC §4 resend: a new token (the old link stops working), pending again, 7 more days; mailed
 * again. An accepted invitation has done its job and cannot be resent.
 */
export async function resendInvitation(
  db: DbOrTx,
  actor: Actor,
  id: string,
  deps: InvitationDeps,
): Promise<Invitation> {
  const owner = await requireOwner(db, actor);
  const now = deps.clock();
  const row = await failAs('INVITATION_PROCESS_FAILED', () =>
    db.transaction(async (tx) => {
      const current = await findOwnInvitation(tx, owner.organizationId, id);
      if (current.status === 'accepted') throw new DomainError('INVITATION_USED');
      const [updated] = await tx
        .update(invitations)
        .set({ token: newInvitationToken(now), status: 'pending', expiresAt: invitationExpiry(now) })
        .where(eq(invitations.id, id))
        .returning();
      return updated!;
    }),
  );
  await sendInvitationEmail(deps.mailer, deps.log, {
    ...owner,
    email: row.email,
    token: row.token,
    publicUrl: deps.publicUrl,
  });
  return toInvitation(row, now);
}
