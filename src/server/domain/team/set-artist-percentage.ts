import { percentageInputSchema } from '../../../shared/schemas/team';
import type { DbOrTx } from '../../db/client';
import { artistPercentages } from '../../db/schema';
import type { Actor } from '../actor';
import { failAs } from '../errors';
import { findArtistMember } from './find-artist-member';
import { requireOwner } from './require-owner';

/** A new percentage for an artist; each change is a new row (who changed it, when), never an overwrite. */
export async function setArtistPercentage(
  db: DbOrTx,
  actor: Actor,
  memberId: string,
  input: { percentage: number },
): Promise<{ percentage: number }> {
  const { percentage } = percentageInputSchema.parse(input);
  const { organizationId } = await requireOwner(db, actor);
  const member = await findArtistMember(db, organizationId, memberId, actor.userId);
  await failAs('INTERNAL', () =>
    db
      .insert(artistPercentages)
      .values({ organizationId, userId: member.userId, percentage, changedBy: actor.userId }),
  );
  return { percentage };
}
