import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organizationMembers } from '../../db/schema';
import { DomainError } from '../errors';
import { isUuid } from '../paging';

/**
 * A member row of the organization that is an artist (or, for `alsoFrontDesk`, the front desk, who
 * can be removed but has no percentage or records); the owner is never one of these.
 */
export async function findArtistMember(
  db: DbOrTx,
  organizationId: string,
  memberId: string,
  ownerId: string,
  { alsoFrontDesk = false } = {},
) {
  const [member] = isUuid(memberId)
    ? await db
        .select()
        .from(organizationMembers)
        .where(
          and(eq(organizationMembers.id, memberId), eq(organizationMembers.organizationId, organizationId)),
        )
    : [];
  if (!member) throw new DomainError('MEMBER_NOT_FOUND');
  const removable = member.role === 'artist' || (alsoFrontDesk && member.role === 'recepcao');
  if (!removable || member.userId === ownerId) throw new DomainError('OWNER_NOT_REMOVABLE');
  return member;
}
