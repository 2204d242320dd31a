import { hitRateLimit, type Limit } from '../../auth/rate-limit';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../actor';
import { DomainError } from '../errors';

/**
 * An invitation mails a stranger, so create and resend must not make the app a relay: at most
 * 20 invitation mails an hour per owner, and 3 a day to one address whatever the studio.
 */
export const INVITATION_MAIL_LIMITS = {
  perOwner: { max: 20, windowSeconds: 60 * 60 },
  perRecipient: { max: 3, windowSeconds: 24 * 60 * 60 },
} satisfies Record<string, Limit>;

/**
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
  const scaled = ({ max, windowSeconds }: Limit): Limit => ({ max: Math.ceil(max * scale), windowSeconds });
  const { perOwner, perRecipient } = INVITATION_MAIL_LIMITS;
  if (!(await hitRateLimit(tx, `invitation-mail:owner:${actor.userId}`, scaled(perOwner))))
    throw new DomainError('INVITATION_OWNER_MAIL_LIMIT');
  if (!(await hitRateLimit(tx, `invitation-mail:to:${email.toLowerCase()}`, scaled(perRecipient))))
    throw new DomainError('INVITATION_RECIPIENT_MAIL_LIMIT');
}
