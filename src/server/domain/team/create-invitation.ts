import { and, eq } from 'drizzle-orm';
import type { Invitation, InvitationInput } from '../../../shared/schemas/team';
import { invitationInputSchema } from '../../../shared/schemas/team';
import type { DbOrTx } from '../../db/client';
import { invitations, organizationMembers, profiles } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError, failAs } from '../errors';
import type { InvitationDeps } from './deps';
import { invitationExpiry, newInvitationToken } from './invitation-token';
import { requireOwner } from './require-owner';
import { sendInvitationEmail } from './send-invitation-email';
import { toInvitation } from './to-invitation';

/** The owner invites an artist by e-mail: a link valid 7 days, shown to the owner and mailed. */
export async function createInvitation(
  db: DbOrTx,
  actor: Actor,
  input: InvitationInput,
  deps: InvitationDeps,
): Promise<Invitation> {
  const { email, initialPercentage } = invitationInputSchema.parse(input);
  const owner = await requireOwner(db, actor);
  const [member] = await db
    .select({ id: organizationMembers.id })
    .from(organizationMembers)
    .innerJoin(profiles, eq(profiles.id, organizationMembers.userId))
    .where(and(eq(organizationMembers.organizationId, owner.organizationId), eq(profiles.email, email)));
  if (member) throw new DomainError('INVITATION_ALREADY_MEMBER');

  const now = deps.clock();
  const [row] = await failAs('INVITATION_CREATE_FAILED', () =>
    db
      .insert(invitations)
      .values({
        organizationId: owner.organizationId,
        email,
        token: newInvitationToken(now),
        invitedBy: actor.userId,
        initialPercentage,
        status: 'pending',
        expiresAt: invitationExpiry(now),
        createdAt: now,
      })
      .returning(),
  );
  await sendInvitationEmail(deps.mailer, deps.log, {
    ...owner,
    email,
    token: row!.token,
    publicUrl: deps.publicUrl,
  });
  return toInvitation(row!, now);
}
