import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organizationMembers } from '../../db/schema';
import { DomainError } from '../errors';
import { isUuid } from '../paging';

/** A member row of the organization that is an artist; the owner is never one of these. */
export async function findArtistMember(
  db: DbOrTx,
  organizationId: string,
  memberId: string,
  ownerId: string,
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
  if (member.role !== 'artist' || member.userId === ownerId) throw new DomainError('OWNER_NOT_REMOVABLE');
  return member;
}
