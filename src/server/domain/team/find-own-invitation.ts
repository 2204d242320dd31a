import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invitations } from '../../db/schema';
import { DomainError } from '../errors';
import { isUuid } from '../paging';

/** An invitation of the owner's organization, locked for the transaction. */
export async function findOwnInvitation(db: DbOrTx, organizationId: string, id: string) {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(invitations)
        .where(and(eq(invitations.id, id), eq(invitations.organizationId, organizationId)))
        .for('update')
    : [];
  if (!row) throw new DomainError('INVITATION_NOT_FOUND');
  return row;
}
