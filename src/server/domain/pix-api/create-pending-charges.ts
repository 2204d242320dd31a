import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { centsToDecimal } from '../../../shared/money';
import type { Db } from '../../db/client';
import { pixCharges } from '../../db/schema';
import { type PixApiClient, PixApiError } from '../../pix-api/pix-api-client';
import { bankSessions } from './bank-sessions';
import type { PixApiDeps } from './pix-api-deps';

/** A charge the bank could not take this many times (unreachable, down) stays on the static code. */
const MAX_ATTEMPTS = 12;
const BATCH = 20;
/** While one attempt runs (at most a few bank calls of 10 s each), nobody else takes the charge. */
const CLAIM_MS = 2 * 60 * 1000;
/** After a failed attempt: 30 s, 1 min, 2 min… up to half an hour. */
const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 30 * 60 * 1000);

type ChargeRow = typeof pixCharges.$inferSelect;
type Outcome = Pick<ChargeRow, 'status' | 'copyPaste'> & { retryInMs?: number };

/**
 * Makes at the bank the charges accepted requests opened (`PUT /cob/{txid}`, the deposit's amount,
 * the Pix key, the hold's deadline as expiry) and keeps their copia e cola. A charge is claimed by
 * moving its next attempt ahead in one short statement — no lock or transaction is held while the
 * bank answers, and two app instances never send the same one at once (sending one twice is
 * harmless anyway: same txid). A bank that is down or unreachable is tried again later, backing
 * off; one that refuses leaves the deposit on the static code. One client (one token) per artist
 * per round. `only`: just these txids (right after an accept), otherwise those due.
 */
export async function createPendingCharges(db: Db, deps: PixApiDeps, only?: string[]): Promise<number> {
  const now = deps.clock();
  const due = await db
    .select({ txid: pixCharges.txid })
    .from(pixCharges)
    .where(
      and(
        eq(pixCharges.status, 'creating'),
        only ? inArray(pixCharges.txid, only) : lte(pixCharges.nextAttemptAt, now),
      ),
    )
    .orderBy(asc(pixCharges.nextAttemptAt))
    .limit(BATCH);
  const banks = bankSessions(db, deps);
  let made = 0;
  try {
    for (const { txid } of due) {
      const [charge] = await db
        .update(pixCharges)
        .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS), attempts: sql`${pixCharges.attempts} + 1` })
        .where(
          and(
            eq(pixCharges.txid, txid),
            eq(pixCharges.status, 'creating'),
            only ? undefined : lte(pixCharges.nextAttemptAt, now),
          ),
        )
        .returning();
      if (!charge) continue; // another instance took it, or it is done
      const outcome = await createAtBank(charge, banks, deps);
      await db
        .update(pixCharges)
        .set({
          status: outcome.status,
          copyPaste: outcome.copyPaste,
          nextAttemptAt: new Date(deps.clock().getTime() + (outcome.retryInMs ?? 0)),
        })
        .where(and(eq(pixCharges.txid, txid), eq(pixCharges.status, 'creating')));
      if (outcome.status === 'active') made++;
    }
  } finally {
    await banks.close();
  }
  return made;
}

async function createAtBank(
  charge: ChargeRow,
  banks: ReturnType<typeof bankSessions>,
  deps: PixApiDeps,
): Promise<Outcome> {
  const seconds = Math.ceil((charge.expiresAt.getTime() - deps.clock().getTime()) / 1000);
  if (seconds <= 0) return { status: 'expired', copyPaste: null };
  try {
    const bank = await banks.bankOf(charge.bankUserId);
    if (!bank) return { status: 'failed', copyPaste: null };
    const path = `/cob/${charge.txid}`;
    const body = {
      calendario: { expiracao: seconds },
      valor: { original: centsToDecimal(charge.amountCents) },
      chave: bank.connection.pixKey,
      solicitacaoPagador: 'Sinal da sessão de tatuagem',
    };
    type Cob = { pixCopiaECola?: unknown; valor?: { original?: unknown } };
    let answer: Awaited<ReturnType<PixApiClient['call']>> & { body: Cob };
    try {
      answer = await bank.client.call<Cob>('PUT', path, body);
    } catch (err) {
      // Sent before and the answer lost ('txid em uso'): the bank already has it under our txid.
      if (!(err instanceof PixApiError && err.failure === 'refused' && err.status === 400)) throw err;
      answer = await bank.client.call<Cob>('GET', path);
    }
    const copyPaste = typeof answer.body?.pixCopiaECola === 'string' ? answer.body.pixCopiaECola : null;
    if (answer.status >= 300 || !copyPaste || answer.body?.valor?.original !== body.valor.original) {
      return { status: 'failed', copyPaste: null };
    }
    return { status: 'active', copyPaste };
  } catch (err) {
    const transient =
      err instanceof PixApiError && (err.failure === 'unavailable' || err.failure === 'unreachable');
    if (transient && charge.attempts < MAX_ATTEMPTS) {
      return { status: 'creating', copyPaste: null, retryInMs: backoffMs(charge.attempts) };
    }
    return { status: 'failed', copyPaste: null };
  }
}
