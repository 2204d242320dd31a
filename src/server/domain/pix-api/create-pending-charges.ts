import { and, asc, eq, inArray } from 'drizzle-orm';
import { centsToDecimal } from '../../../shared/money';
import type { Db } from '../../db/client';
import { pixCharges } from '../../db/schema';
import { type PixApiClient, PixApiError, pixApiClient } from '../../pix-api/pix-api-client';
import { findPixApiConnection, storedCredentials } from './connection-row';
import type { PixApiDeps } from './pix-api-deps';

/** A charge the bank could not take this many times (unreachable, down) stays on the static code. */
const MAX_ATTEMPTS = 20;
const BATCH = 20;

type ChargeRow = typeof pixCharges.$inferSelect;
type Outcome = Pick<ChargeRow, 'status' | 'copyPaste' | 'attempts'>;

/**
 * Makes at the bank the charges accepted requests opened (`PUT /cob/{txid}`, the deposit's
 * amount, the Pix key, and the hold's deadline as expiry) and keeps their copia e cola. Each charge
 * in its own transaction, locked with SKIP LOCKED, so two app instances never send one twice at
 * once — and sending one twice is harmless anyway (same txid). A bank that is down or unreachable is
 * tried again on the next round; one that refuses the charge leaves the deposit on the static code.
 * `only`: just these txids (right after an accept), otherwise the oldest waiting ones.
 */
export async function createPendingCharges(db: Db, deps: PixApiDeps, only?: string[]): Promise<number> {
  const waiting = await db
    .select({ txid: pixCharges.txid })
    .from(pixCharges)
    .where(and(eq(pixCharges.status, 'creating'), only ? inArray(pixCharges.txid, only) : undefined))
    .orderBy(asc(pixCharges.createdAt))
    .limit(BATCH);
  let made = 0;
  for (const { txid } of waiting) {
    const outcome = await db.transaction(async (tx) => {
      const [charge] = await tx
        .select()
        .from(pixCharges)
        .where(and(eq(pixCharges.txid, txid), eq(pixCharges.status, 'creating')))
        .for('update', { skipLocked: true });
      if (!charge) return null; // another instance has it, or it is done
      const result = await createAtBank(tx, charge, deps);
      await tx.update(pixCharges).set(result).where(eq(pixCharges.txid, txid));
      return result;
    });
    if (outcome?.status === 'active') made++;
  }
  return made;
}

async function createAtBank(
  db: Parameters<typeof findPixApiConnection>[0],
  charge: ChargeRow,
  deps: PixApiDeps,
): Promise<Outcome> {
  const now = deps.clock().getTime();
  const seconds = Math.ceil((charge.expiresAt.getTime() - now) / 1000);
  if (seconds <= 0) return { status: 'expired', copyPaste: null, attempts: charge.attempts };
  const connection = await findPixApiConnection(db, charge.userId);
  if (!connection) return { status: 'failed', copyPaste: null, attempts: charge.attempts };
  let client: PixApiClient | undefined;
  try {
    client = pixApiClient(storedCredentials(connection, deps.box()), deps.policy);
    const path = `/cob/${charge.txid}`;
    const body = {
      calendario: { expiracao: seconds },
      valor: { original: centsToDecimal(charge.amountCents) },
      chave: connection.pixKey,
      solicitacaoPagador: 'Sinal da sessão de tatuagem',
    };
    type Cob = { pixCopiaECola?: unknown; valor?: { original?: unknown } };
    let answer: Awaited<ReturnType<typeof client.call<Cob>>>;
    try {
      answer = await client.call<Cob>('PUT', path, body);
    } catch (err) {
      // Sent before and the answer lost ('txid em uso'): the bank already has it under our txid.
      if (!(err instanceof PixApiError && err.failure === 'refused' && err.status === 400)) throw err;
      answer = await client.call<Cob>('GET', path);
    }
    const copyPaste = typeof answer.body?.pixCopiaECola === 'string' ? answer.body.pixCopiaECola : null;
    if (answer.status >= 300 || !copyPaste || answer.body?.valor?.original !== body.valor.original) {
      return { status: 'failed', copyPaste: null, attempts: charge.attempts + 1 };
    }
    return { status: 'active', copyPaste, attempts: charge.attempts + 1 };
  } catch (err) {
    const transient =
      err instanceof PixApiError && (err.failure === 'unavailable' || err.failure === 'unreachable');
    const attempts = charge.attempts + 1;
    if (transient && attempts < MAX_ATTEMPTS) return { status: 'creating', copyPaste: null, attempts };
    return { status: 'failed', copyPaste: null, attempts };
  } finally {
    client?.close();
  }
}
