import { invitationEmail } from '../../auth/emails';
import type { Mail, Mailer } from '../../auth/mailer';

export interface InvitationMailInput {
  email: string;
  /** The raw token: only the link in this mail (and the owner's answer) ever carries it. */
  token: string;
  organizationName: string;
  ownerName: string;
  publicUrl: string;
}

/** The invitee's mail with the `/convite/{token}` link. */
export function invitationMail(invite: InvitationMailInput): Mail {
  const url = `${invite.publicUrl.replace(/\/$/, '')}/convite/${invite.token}`;
  return invitationEmail(invite.email, invite.organizationName, invite.ownerName, url);
}

/** The invitee gets the link by e-mail too; a mail failure is logged, the owner still has the link. */
export async function sendInvitationEmail(mailer: Mailer, log: (message: string) => void, mail: Mail) {
  try {
    await mailer.send(mail);
  } catch (err) {
    log(`invitation mail to ${mail.to} failed: ${(err as Error).message}`);
  }
}
