import type { PixApiConnection } from '../../../shared/schemas/pix-api';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../actor';
import { loadStudioScope } from '../studio/studio-scope';
import { findDepositBank, findPixApiConnection, toPixApiConnection } from './connection-row';

/**
 * The person's bank connection as 'Conectar API Pix' shows it (no secret ever leaves the server),
 * with what the studio around them does: its owner may offer the bank to the artists; an artist
 * without one sees that the studio's charges their deposits.
 */
export async function getPixApiConnection(db: DbOrTx, actor: Actor): Promise<PixApiConnection> {
  const [row, scope] = await Promise.all([
    findPixApiConnection(db, actor.userId),
    loadStudioScope(db, actor),
  ]);
  const owner = scope.studio?.role === 'owner';
  const bank = row || owner || !scope.studio ? null : await findDepositBank(db, actor.userId);
  return toPixApiConnection(row, { owner, throughStudio: bank ? scope.studio!.name : null });
}
