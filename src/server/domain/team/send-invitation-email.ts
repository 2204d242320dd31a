import { invitationEmail } from '../../auth/emails';
import type { Mailer } from '../../auth/mailer';

/** The invitee gets the link by e-mail too; a mail failure is logged, the owner still has the link. */
export async function sendInvitationEmail(
  mailer: Mailer,
  log: (message: string) => void,
  invite: { email: string; token: string; organizationName: string; ownerName: string; publicUrl: string },
) {
  const url = `${invite.publicUrl.replace(/\/$/, '')}/convite/${invite.token}`;
  try {
    await mailer.send(invitationEmail(invite.email, invite.organizationName, invite.ownerName, url));
  } catch (err) {
    log(`invitation mail to ${invite.email} failed: ${(err as Error).message}`);
  }
}
