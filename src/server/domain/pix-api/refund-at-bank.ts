import { createHash } from 'node:crypto';
import { and, desc, eq, gt } from 'drizzle-orm';
import { centsToDecimal } from '../../../shared/money';
import type { DbOrTx } from '../../db/client';
import { payments, pixCharges, pixRefunds } from '../../db/schema';
import { type PixApiClient, PixApiError, pixApiClient } from '../../pix-api/pix-api-client';
import { bankRefusal } from './bank-refusal';
import { findPixApiConnection, storedCredentials } from './connection-row';
import type { PixApiDeps } from './pix-api-deps';

/**
 * The refund's id at the bank, the same for the same Pix of the same session and the same try:
 * asking twice is one refund. A refund the bank did not complete (NAO_REALIZADO) is final under its
 * id, so trying again after one is a new try — a new id (`tries`: how many the bank did not complete).
 */
const refundId = (appointmentId: string, endToEndId: string, tries: number) =>
  `D${createHash('sha256')
    .update(tries === 0 ? `${appointmentId}:${endToEndId}` : `${appointmentId}:${endToEndId}:${tries}`)
    .digest('hex')
    .slice(0, 30)
    .toUpperCase()}`;

/** One Pix of the deposit as the bank took it back: booked as its own estorno, then followed. */
export interface BankRefund {
  refundId: string;
  /** Whose connection returned it (the artist's own, or the studio's). */
  bankUserId: string;
  endToEndId: string;
  amountCents: number;
  /** What the bank answered: in process, or (some banks settle at once) already returned. */
  status: 'EM_PROCESSAMENTO' | 'DEVOLVIDO';
}

/** The Pix a session's deposit is made of, when every one came through the artist's bank. */
async function bankDeposits(db: DbOrTx, appointmentId: string, depositCents: number) {
  const deposits = await db
    .select({ amountCents: payments.amountCents, endToEndId: payments.pixEndToEndId })
    .from(payments)
    .where(
      and(eq(payments.appointmentId, appointmentId), eq(payments.kind, 'sinal'), gt(payments.amountCents, 0)),
    );
  const throughBank = deposits.every((d) => d.endToEndId !== null);
  const total = deposits.reduce((sum, d) => sum + d.amountCents, 0);
  return deposits.length === 0 || !throughBank || total !== depositCents ? null : deposits;
}

/** The bank the session's deposit came through (whose connection charged it), still connected. */
async function bankOfDeposit(db: DbOrTx, appointmentId: string) {
  const [charged] = await db
    .select({ bankUserId: pixCharges.bankUserId })
    .from(pixCharges)
    .where(and(eq(pixCharges.appointmentId, appointmentId), gt(pixCharges.receivedCents, 0)))
    .orderBy(desc(pixCharges.createdAt))
    .limit(1);
  return charged ? findPixApiConnection(db, charged.bankUserId) : undefined;
}

/** The bank can give this deposit back: every Pix of it came through the bank, still connected. */
export async function bankRefundable(
  db: DbOrTx,
  appointmentId: string,
  depositCents: number,
): Promise<boolean> {
  if (!(await bankDeposits(db, appointmentId, depositCents))) return false;
  return (await bankOfDeposit(db, appointmentId)) !== undefined;
}

/**
 * 'Devolver sinal' when the deposit came through the artist's bank (API Pix): every Pix of it is
 * returned by the bank itself (`PUT /pix/{e2eid}/devolucao/{id}`) before the estornos are booked.
 * Asked outside any transaction (the session is not locked while the bank answers); the refund ids
 * are derived from the session and the Pix, so a retry after a failure is the same refund, never a
 * second one. A bank that refuses stops 'Devolver sinal' with its reason, and nothing is booked.
 * Returns the refunds the bank took — the caller books one estorno and one `pix_refunds` row for
 * each, in one transaction, and the reconciliation follows them to their outcome
 * (follow-refund.ts) — or null (the artist returns it by hand, as before) when no bank is
 * connected or part of the deposit did not come through it (marked by hand, another method).
 */
export async function refundAtBank(
  db: DbOrTx,
  appointmentId: string,
  depositCents: number,
  deps: PixApiDeps,
): Promise<BankRefund[] | null> {
  const deposits = await bankDeposits(db, appointmentId, depositCents);
  if (!deposits) return null;
  const connection = await bankOfDeposit(db, appointmentId);
  if (!connection) return null;
  // Tries the bank did not complete, per Pix: the next try gets a new id.
  const failed = await db
    .select({ endToEndId: pixRefunds.endToEndId })
    .from(pixRefunds)
    .where(and(eq(pixRefunds.appointmentId, appointmentId), eq(pixRefunds.status, 'NAO_REALIZADO')));
  let client: PixApiClient | undefined;
  const refunds: BankRefund[] = [];
  try {
    client = pixApiClient(storedCredentials(connection, deps.box()), deps.policy);
    for (const deposit of deposits) {
      const endToEndId = deposit.endToEndId!;
      const tries = failed.filter((f) => f.endToEndId === endToEndId).length;
      const id = refundId(appointmentId, endToEndId, tries);
      const answer = await client.call<{ status?: unknown }>('PUT', `/pix/${endToEndId}/devolucao/${id}`, {
        valor: centsToDecimal(deposit.amountCents),
        descricao: 'Devolução do sinal da sessão de tatuagem',
      });
      const status = answer.body?.status;
      // Not found, or this very refund already failed at the bank: nothing was returned.
      if (answer.status !== 201 && answer.status !== 200) throw new PixApiError('refused', answer.status);
      if (status !== 'EM_PROCESSAMENTO' && status !== 'DEVOLVIDO') throw new PixApiError('refused', 400);
      refunds.push({
        refundId: id,
        bankUserId: connection.userId,
        endToEndId,
        amountCents: deposit.amountCents,
        status,
      });
    }
  } catch (err) {
    bankRefusal(err);
  } finally {
    client?.close();
  }
  return refunds;
}
