import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organizationMembers, profiles } from '../../db/schema';
import type { Actor } from '../actor';
import { failAs } from '../errors';
import { findArtistMember } from './find-artist-member';
import { requireOwner } from './require-owner';

/**
 * 'Deseja remover este tatuador do estúdio?': the artist leaves the studio and goes back to
 * choosing a plan. Their own clients, appointments and money stay theirs (every row is theirs by
 * user_id); the percentage history stays with the studio.
 */
export async function removeMember(db: DbOrTx, actor: Actor, memberId: string): Promise<void> {
  const { organizationId } = await requireOwner(db, actor);
  // A front desk who leaves loses every artist's agenda with the member row (studio-scope.ts).
  const member = await findArtistMember(db, organizationId, memberId, actor.userId, { alsoFrontDesk: true });
  await failAs('INTERNAL', () =>
    db.transaction(async (tx) => {
      await tx.delete(organizationMembers).where(eq(organizationMembers.id, member.id));
      await tx
        .update(profiles)
        .set({ organizationId: null, role: null, planType: null })
        .where(and(eq(profiles.id, member.userId), eq(profiles.organizationId, organizationId)));
    }),
  );
}
