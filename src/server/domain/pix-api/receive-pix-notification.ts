import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pixApiConnections, pixCharges } from '../../db/schema';
import { DomainError } from '../errors';
import { bankRefusal } from './bank-refusal';
import { bankSessions } from './bank-sessions';
import type { PixApiDeps } from './pix-api-deps';
import { settleCharge } from './settle-charge';
import { hashWebhookToken } from './webhook-address';

const TOKEN = /^[\w-]{43}$/;
const TXID = /^[A-Za-z0-9]{26,35}$/;

/**
 * `POST /api/pix/webhook/{token}/pix` — the bank says Pix arrived. The token finds the connection
 * (an unknown one is a 404 like any other path); the body only says which of our charges to look
 * at: what was paid is then asked of the bank (`settleCharge`), so a forged or replayed call can at
 * most make us ask the bank again. Charges of other artists, or txids we never made, are ignored.
 */
export async function receivePixNotification(
  db: Db,
  token: string,
  body: unknown,
  deps: PixApiDeps,
): Promise<void> {
  if (!TOKEN.test(token)) throw new DomainError('NOT_FOUND');
  const [connection] = await db
    .select({ userId: pixApiConnections.userId })
    .from(pixApiConnections)
    .where(eq(pixApiConnections.webhookTokenHash, hashWebhookToken(token)));
  if (!connection) throw new DomainError('NOT_FOUND');
  const listed = (body as { pix?: unknown })?.pix;
  if (!Array.isArray(listed)) throw new DomainError('VALIDATION');
  const txids = [
    ...new Set(
      listed
        .slice(0, 100)
        .map((p) => (p as { txid?: unknown })?.txid)
        .filter((t): t is string => typeof t === 'string' && TXID.test(t)),
    ),
  ];
  if (txids.length === 0) return;
  const charges = await db
    .select()
    .from(pixCharges)
    .where(and(eq(pixCharges.userId, connection.userId), inArray(pixCharges.txid, txids)));
  let failed: unknown;
  const banks = bankSessions(db, deps);
  try {
    for (const charge of charges) {
      try {
        await settleCharge(db, charge, await banks.bankOf(charge.userId), deps);
      } catch (err) {
        failed ??= err;
      }
    }
  } finally {
    await banks.close();
  }
  // The bank could not be asked now: a non-2xx makes it send the notification again (and the
  // reconciliation job asks on its own within minutes).
  if (failed) bankRefusal(failed);
}
