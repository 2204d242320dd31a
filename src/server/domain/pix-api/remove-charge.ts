import type { DbOrTx } from '../../db/client';
import type { pixCharges } from '../../db/schema';
import { type PixApiClient, PixApiError, pixApiClient } from '../../pix-api/pix-api-client';
import { findPixApiConnection, storedCredentials } from './connection-row';
import type { PixApiDeps } from './pix-api-deps';

/**
 * A charge whose session was cancelled or deleted is removed at the bank (`PATCH /cob/{txid}`,
 * status REMOVIDA_PELO_USUARIO_RECEBEDOR), so the client can no longer pay for a slot that is not
 * theirs. A charge the bank no longer holds as active (paid meanwhile, expired) is left as it is:
 * what was paid is recorded by `settleCharge`. Returns whether the bank still had it active.
 */
export async function removeCharge(
  db: DbOrTx,
  charge: typeof pixCharges.$inferSelect,
  deps: PixApiDeps,
): Promise<boolean> {
  const connection = await findPixApiConnection(db, charge.userId);
  if (!connection) return false;
  let client: PixApiClient | undefined;
  try {
    client = pixApiClient(storedCredentials(connection, deps.box()), deps.policy);
    const answer = await client.call('PATCH', `/cob/${charge.txid}`, {
      status: 'REMOVIDA_PELO_USUARIO_RECEBEDOR',
    });
    return answer.status === 200;
  } catch (err) {
    // Not active any more at the bank: nothing to remove.
    if (err instanceof PixApiError && err.failure === 'refused' && err.status === 400) return false;
    throw err;
  } finally {
    client?.close();
  }
}
