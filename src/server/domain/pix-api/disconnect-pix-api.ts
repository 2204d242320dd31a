import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pixApiConnections, pixCharges } from '../../db/schema';
import { pixApiClient } from '../../pix-api/pix-api-client';
import type { Actor } from '../actor';
import { findPixApiConnection, storedCredentials } from './connection-row';
import type { PixApiDeps } from './pix-api-deps';
import { removeWebhook } from './register-webhook';

/**
 * 'Desconectar': the bank is asked to stop calling our webhook (as a courtesy — an unreachable
 * bank or a key changed there does not keep the artist connected), then the connection and its
 * sealed secrets are deleted. Deposits go back to the static Pix code.
 */
export async function disconnectPixApi(db: DbOrTx, actor: Actor, deps: PixApiDeps): Promise<void> {
  const row = await findPixApiConnection(db, actor.userId);
  if (!row) return;
  let client: ReturnType<typeof pixApiClient> | undefined;
  try {
    client = pixApiClient(storedCredentials(row, deps.box()), deps.policy);
    await removeWebhook(client, row.pixKey);
  } catch {
    // Best effort: the connection goes whatever the bank answers.
  } finally {
    client?.close();
  }
  await db.transaction(async (tx) => {
    await tx.delete(pixApiConnections).where(eq(pixApiConnections.userId, actor.userId));
    // Charges made at the bank go back to the static flow: the artist confirms by hand.
    await tx
      .update(pixCharges)
      .set({ status: 'failed' })
      .where(
        and(eq(pixCharges.bankUserId, actor.userId), inArray(pixCharges.status, ['creating', 'active'])),
      );
  });
}
