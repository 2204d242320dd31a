import type { DbOrTx } from '../../db/client';
import type { Actor } from '../actor';
import { DomainError } from '../errors';
import { takeLimit } from '../limits/take-limit';

/**
 * An invitation mails a stranger, so create and resend must not make the app a relay: budgets per
 * owner and per recipient address whatever the studio (limits/limit-policies.ts).
 * Counts one invitation mail, or refuses it with 429. Run it inside the transaction that writes
 * the invitation: a refused or failed attempt rolls its counts back, so only mail that goes out
 * counts. `scale` is the server's rate-limit scale (tests raise it).
 */
export async function limitInvitationMail(
  tx: DbOrTx,
  actor: Actor,
  email: string,
  scale: number,
): Promise<void> {
  if (!(await takeLimit(tx, 'invitationMailPerOwner', scale, actor.userId)))
    throw new DomainError('INVITATION_OWNER_MAIL_LIMIT');
  if (!(await takeLimit(tx, 'invitationMailPerRecipient', scale, email)))
    throw new DomainError('INVITATION_RECIPIENT_MAIL_LIMIT');
}
