import { and, eq, inArray } from 'drizzle-orm';
import type { ConnectPixApiInput, PixApiConnection } from '../../../shared/schemas/pix-api';
import type { DbOrTx } from '../../db/client';
import { pixApiConnections, pixCharges } from '../../db/schema';
import { pixApiClient } from '../../pix-api/pix-api-client';
import type { Actor } from '../actor';
import { enforceLimit } from '../limits/take-limit';
import { bankRefusal } from './bank-refusal';
import { clientCertificate, findPixApiConnection } from './connection-row';
import { getPixApiConnection } from './get-pix-api-connection';
import type { PixApiDeps } from './pix-api-deps';
import { registerWebhook } from './register-webhook';
import { newWebhookAddress } from './webhook-address';

/**
 * 'Conectar API Pix': the bank is asked before anything is kept — a token with the client id,
 * secret and certificate, then our webhook registered for the Pix key and read back. Only a
 * connection the bank accepted is stored, its secret and certificate sealed. Connecting again
 * replaces the previous one (and its webhook address).
 */
export async function connectPixApi(
  db: DbOrTx,
  actor: Actor,
  input: ConnectPixApiInput,
  deps: PixApiDeps,
): Promise<PixApiConnection> {
  await enforceLimit(db, 'pixApiChecksPerUser', deps.rateLimitScale, actor.userId);
  const credentials = {
    baseUrl: input.baseUrl,
    tokenUrl: input.tokenUrl || undefined,
    clientId: input.clientId,
    clientSecret: input.clientSecret,
    certificate: clientCertificate(input.certificate),
  };
  const webhook = newWebhookAddress(deps.publicUrl);
  let client: ReturnType<typeof pixApiClient> | undefined;
  try {
    client = pixApiClient(credentials, deps.policy);
    await registerWebhook(client, input.pixKey, webhook.url);
  } catch (err) {
    bankRefusal(err);
  } finally {
    client?.close();
  }

  const box = deps.box();
  const row = {
    baseUrl: credentials.baseUrl,
    tokenUrl: credentials.tokenUrl ?? null,
    clientId: input.clientId,
    clientSecretSealed: box.seal(input.clientSecret),
    certificateSealed: box.seal(JSON.stringify(input.certificate)),
    pixKey: input.pixKey,
    webhookTokenHash: webhook.tokenHash,
    verifiedAt: deps.clock(),
  };
  await db.transaction(async (tx) => {
    const before = await findPixApiConnection(tx, actor.userId);
    await tx
      .insert(pixApiConnections)
      .values({ userId: actor.userId, ...row })
      .onConflictDoUpdate({ target: pixApiConnections.userId, set: row });
    // Another bank, account or key: the charges made at the old one cannot be read from the new
    // one. They go back to the static flow (the artist confirms by hand, as before connecting).
    const sameBank =
      before &&
      before.baseUrl === row.baseUrl &&
      before.clientId === row.clientId &&
      before.pixKey === row.pixKey;
    if (before && !sameBank) {
      await tx
        .update(pixCharges)
        .set({ status: 'failed' })
        .where(
          and(eq(pixCharges.bankUserId, actor.userId), inArray(pixCharges.status, ['creating', 'active'])),
        );
    }
  });
  return getPixApiConnection(db, actor);
}
