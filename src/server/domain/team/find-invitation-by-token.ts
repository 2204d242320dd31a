import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invitations, organizations } from '../../db/schema';
import { DomainError } from '../errors';
import { hashInvitationToken } from './invitation-token';

/**
 * The invitation behind a link, checked the way SPEC §8 words it: unknown → 'Convite não encontrado',
 * accepted or cancelled → 'já foi utilizado ou cancelado', past its expiry → 'Este convite expirou'
 * (and a pending one past expiry is marked expired, SPEC §4). The row is found by the token's hash:
 * the database never holds the link itself.
 */
export async function findUsableInvitation(db: DbOrTx, token: string, now: Date, { forUpdate = false } = {}) {
  if (!/^[a-z0-9]{20,80}$/.test(token)) throw new DomainError('INVITATION_NOT_FOUND');
  const query = db
    .select({ invitation: invitations, organizationName: organizations.name })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .where(eq(invitations.tokenHash, hashInvitationToken(token)));
  const [row] = forUpdate ? await query.for('update', { of: invitations }) : await query;
  if (!row) throw new DomainError('INVITATION_NOT_FOUND');
  const { invitation } = row;
  if (invitation.status === 'accepted' || invitation.status === 'cancelled')
    throw new DomainError('INVITATION_USED');
  if (invitation.status === 'expired') throw new DomainError('INVITATION_EXPIRED');
  if (invitation.expiresAt <= now) {
    await db.update(invitations).set({ status: 'expired' }).where(eq(invitations.id, invitation.id));
    throw new DomainError('INVITATION_EXPIRED');
  }
  return row;
}
