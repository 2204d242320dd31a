import { eq } from 'drizzle-orm';
import type { Invitation } from '../../../shared/schemas/team';
import type { Clock } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { invitations } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError, failAs } from '../errors';
import { findOwnInvitation } from './find-own-invitation';
import { requireOwner } from './require-owner';
import { toInvitation } from './to-invitation';

/** 'Deseja cancelar este convite?': a pending invitation becomes cancelled; its link dies. */
export async function cancelInvitation(
  db: DbOrTx,
  actor: Actor,
  id: string,
  clock: Clock,
): Promise<Invitation> {
  const { organizationId } = await requireOwner(db, actor);
  return failAs('INVITATION_PROCESS_FAILED', () =>
    db.transaction(async (tx) => {
      const current = await findOwnInvitation(tx, organizationId, id);
      if (current.status !== 'pending') throw new DomainError('INVITATION_USED');
      const [row] = await tx
        .update(invitations)
        .set({ status: 'cancelled' })
        .where(eq(invitations.id, id))
        .returning();
      return toInvitation(row!, clock());
    }),
  );
}
