import { eq } from 'drizzle-orm';
import type { PixApiConnection } from '../../../shared/schemas/pix-api';
import type { DbOrTx } from '../../db/client';
import { pixApiConnections } from '../../db/schema';
import { pixApiClient } from '../../pix-api/pix-api-client';
import type { Actor } from '../actor';
import { DomainError } from '../errors';
import { enforceLimit } from '../limits/take-limit';
import { bankRefusal } from './bank-refusal';
import { findPixApiConnection, storedCredentials } from './connection-row';
import { getPixApiConnection } from './get-pix-api-connection';
import type { PixApiDeps } from './pix-api-deps';
import { readWebhook, registerWebhook } from './register-webhook';
import { newWebhookAddress, tokenHashOf } from './webhook-address';

/**
 * 'Testar conexão': a token from the bank and the webhook it has for the key. A webhook that is
 * gone or points elsewhere (removed at the bank, or another system took the key) is registered
 * again with a new address — the notification path is what the connection is for.
 */
export async function testPixApiConnection(
  db: DbOrTx,
  actor: Actor,
  deps: PixApiDeps,
): Promise<PixApiConnection & { webhookRestored: boolean }> {
  const row = await findPixApiConnection(db, actor.userId);
  if (!row) throw new DomainError('PIX_API_NOT_CONNECTED');
  await enforceLimit(db, 'pixApiChecksPerUser', deps.rateLimitScale, actor.userId);
  let client: ReturnType<typeof pixApiClient> | undefined;
  let restored: string | undefined;
  try {
    client = pixApiClient(storedCredentials(row, deps.box()), deps.policy);
    const current = await readWebhook(client, row.pixKey);
    if (tokenHashOf(deps.publicUrl, current) !== row.webhookTokenHash) {
      const webhook = newWebhookAddress(deps.publicUrl);
      await registerWebhook(client, row.pixKey, webhook.url);
      restored = webhook.tokenHash;
    }
  } catch (err) {
    bankRefusal(err);
  } finally {
    client?.close();
  }
  const [saved] = await db
    .update(pixApiConnections)
    .set({ verifiedAt: deps.clock(), ...(restored ? { webhookTokenHash: restored } : {}) })
    .where(eq(pixApiConnections.userId, actor.userId))
    .returning();
  if (!saved) throw new DomainError('PIX_API_NOT_CONNECTED'); // disconnected meanwhile
  return { ...(await getPixApiConnection(db, actor)), webhookRestored: Boolean(restored) };
}
