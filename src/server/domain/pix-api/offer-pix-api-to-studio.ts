import { eq } from 'drizzle-orm';
import {
  type PixApiConnection,
  type PixApiForStudioInput,
  pixApiForStudioSchema,
} from '../../../shared/schemas/pix-api';
import type { DbOrTx } from '../../db/client';
import { pixApiConnections } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError } from '../errors';
import { loadStudioScope } from '../studio/studio-scope';
import { toPixApiConnection } from './connection-row';

/**
 * 'Usar para os sinais dos tatuadores do estúdio': a studio owner's connected bank also charges the
 * deposits of the studio's artists who have no bank of their own (issue 28, per artist or per
 * studio); their Pix are then the studio's money (`received_by` estudio). Charges already open stay
 * with the bank that made them; the next holds follow the switch.
 */
export async function offerPixApiToStudio(
  db: DbOrTx,
  actor: Actor,
  input: PixApiForStudioInput,
): Promise<PixApiConnection> {
  const { forStudio } = pixApiForStudioSchema.parse(input);
  const scope = await loadStudioScope(db, actor);
  if (scope.studio?.role !== 'owner') throw new DomainError('FORBIDDEN');
  const [row] = await db
    .update(pixApiConnections)
    .set({ forStudio })
    .where(eq(pixApiConnections.userId, actor.userId))
    .returning();
  if (!row) throw new DomainError('PIX_API_NOT_CONNECTED');
  return toPixApiConnection(row, { owner: true, throughStudio: null });
}
