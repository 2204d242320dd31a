import type { Invitation } from '../../../shared/schemas/team';
import type { invitations } from '../../db/schema';

/**
 * A pending invitation past its expiry is shown as expired (SPEC §4), whether or not it was touched.
 * Neither the token (not stored) nor its hash ever leaves the server in a list.
 */
export function toInvitation(row: typeof invitations.$inferSelect, now: Date): Invitation {
  return {
    id: row.id,
    email: row.email,
    status: row.status === 'pending' && row.expiresAt <= now ? 'expired' : row.status,
    initialPercentage: row.initialPercentage,
    role: row.role === 'recepcao' ? 'recepcao' : 'artist',
    expiresAt: row.expiresAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
