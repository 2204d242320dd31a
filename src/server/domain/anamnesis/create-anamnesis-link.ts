import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../../shared/time';
import { toSaoPauloIso } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { anamnesisLinks } from '../../db/schema';
import type { Actor } from '../actor';
import { failAs } from '../errors';
import { lockClient } from '../locks';

const LINK_HOURS = 72;
export const hashAnamnesisToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A one-time link the client answers on their own phone (sent by WhatsApp by the artist): valid for
 * three days, used once. Only its hash is stored; the message that carries it says nothing of health.
 * The client is locked first (domain/locks.ts): one erased meanwhile is 404, not a foreign-key error.
 */
export async function createAnamnesisLink(
  db: DbOrTx,
  actor: Actor,
  clientId: string,
  clock: Clock,
): Promise<{ path: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(clock().getTime() + LINK_HOURS * 3_600_000);
  await failAs('ANAMNESIS_SAVE_FAILED', () =>
    db.transaction(async (tx) => {
      const client = await lockClient(tx, actor.userId, clientId);
      await tx.insert(anamnesisLinks).values({
        userId: actor.userId,
        clientId: client.id,
        tokenHash: hashAnamnesisToken(token),
        expiresAt,
      });
    }),
  );
  return { path: `/anamnese/${token}`, expiresAt: toSaoPauloIso(expiresAt) };
}
