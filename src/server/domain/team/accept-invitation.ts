import { eq } from 'drizzle-orm';
import type { Clock } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { profiles } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError, failAs } from '../errors';
import { findUsableInvitation } from './find-invitation-by-token';
import { joinStudio } from './join-studio';

/**
 * A signed-in user with the invited address accepts, in one transaction. The invitation row is
 * locked, so two people racing for one link — or one person tapping twice — make exactly one member.
 */
export async function acceptInvitation(db: DbOrTx, actor: Actor, token: string, clock: Clock): Promise<void> {
  const now = clock();
  // An expired link is marked expired outside the transaction, so the mark survives the refusal.
  await failAs('INVITATION_ACCEPT_FAILED', () => findUsableInvitation(db, token, now));
  await failAs('INVITATION_ACCEPT_FAILED', () =>
    db.transaction(async (tx) => {
      const { invitation } = await findUsableInvitation(tx, token, now, { forUpdate: true });
      const [profile] = await tx.select().from(profiles).where(eq(profiles.id, actor.userId)).for('update');
      if (!profile) throw new DomainError('NOT_AUTHENTICATED');
      await joinStudio(tx, profile, invitation, now);
    }),
  );
}
