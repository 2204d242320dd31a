import { invitationEmail } from '../../auth/emails';
import type { Mail } from '../../auth/mailer';

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
