import type { InvitationPreview } from '../../../shared/schemas/team';
import type { Clock } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { failAs } from '../errors';
import { findUsableInvitation } from './find-invitation-by-token';

/** Public: what the invitation screen shows before sign-up — the studio and the invited address, nothing else. */
export async function previewInvitation(db: DbOrTx, token: string, clock: Clock): Promise<InvitationPreview> {
  const { invitation, organizationName } = await failAs('INVITATION_PROCESS_FAILED', () =>
    findUsableInvitation(db, token, clock()),
  );
  return { organizationName, email: invitation.email };
}
