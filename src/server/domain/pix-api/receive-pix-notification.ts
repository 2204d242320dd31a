import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pixApiConnections, pixCharges } from '../../db/schema';
import { DomainError } from '../errors';
import { enforceLimit } from '../limits/take-limit';
import { bankRefusal } from './bank-refusal';
import { bankSessions } from './bank-sessions';
import { followPixRefunds } from './follow-pix-refunds';
import type { PixApiDeps } from './pix-api-deps';
import { settleCharge } from './settle-charge';
import { hashWebhookToken } from './webhook-address';

const TOKEN = /^[\w-]{43}$/;
const TXID = /^[A-Za-z0-9]{26,35}$/;
const REFUND_ID = /^[A-Za-z0-9]{1,35}$/;

/**
 * `POST /api/pix/webhook/{token}/pix` — the bank says Pix arrived. The token finds the connection
 * (an unknown one is a 404 like any other path); the body only says which of our charges to look
 * at: what was paid is then asked of the bank (`settleCharge`), so a forged or replayed call can at
 * most make us ask the bank again. Charges of other artists, or txids we never made, are ignored.
 * The bank also calls when a refund of such a Pix reaches its end: the refunds named in a Pix's
 * `devolucoes` that are this artist's and still in process are read back the same way.
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
  await enforceLimit(db, 'pixWebhookPerConnection', deps.rateLimitScale, connection.userId);
  const listed = (body as { pix?: unknown })?.pix;
  if (!Array.isArray(listed)) throw new DomainError('VALIDATION');
  const items = listed.slice(0, 100) as { txid?: unknown; devolucoes?: unknown }[];
  const txids = [
    ...new Set(items.map((p) => p?.txid).filter((t): t is string => typeof t === 'string' && TXID.test(t))),
  ];
  // A refund of one of these Pix reached its end (DEVOLVIDO or NAO_REALIZADO): its ids, to ask.
  const refundIds = [
    ...new Set(
      items
        .flatMap((p) => (Array.isArray(p?.devolucoes) ? p.devolucoes.slice(0, 20) : []))
        .map((d) => (d as { id?: unknown })?.id)
        .filter((id): id is string => typeof id === 'string' && REFUND_ID.test(id)),
    ),
  ];
  if (txids.length === 0 && refundIds.length === 0) return;
  const charges =
    txids.length === 0
      ? []
      : await db
          .select()
          .from(pixCharges)
          .where(and(eq(pixCharges.bankUserId, connection.userId), inArray(pixCharges.txid, txids)));
  let failed: unknown;
  const banks = bankSessions(db, deps);
  try {
    for (const charge of charges) {
      try {
        await settleCharge(db, charge, await banks.bankOf(charge.bankUserId), deps);
      } catch (err) {
        failed ??= err;
      }
    }
    // Only this artist's refunds still in process; each is read back from the bank (follow-refund.ts).
    if (refundIds.length > 0) {
      const unasked = await followPixRefunds(db, banks, deps, { userId: connection.userId, refundIds });
      if (unasked.failed) failed ??= unasked.failed;
    }
  } finally {
    await banks.close();
  }
  // The bank could not be asked now: a non-2xx makes it send the notification again (and the
  // reconciliation job asks on its own within minutes).
  if (failed) bankRefusal(failed);
}
