import { createHash } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { centsToDecimal } from '../../../shared/money';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema';
import { type PixApiClient, pixApiClient } from '../../pix-api/pix-api-client';
import { bankRefusal } from './bank-refusal';
import { findPixApiConnection, storedCredentials } from './connection-row';
import type { PixApiDeps } from './pix-api-deps';

/** The refund's id at the bank, the same for the same Pix of the same session: asking twice is one refund. */
const refundId = (appointmentId: string, endToEndId: string) =>
  `D${createHash('sha256').update(`${appointmentId}:${endToEndId}`).digest('hex').slice(0, 30).toUpperCase()}`;

/**
 * 'Devolver sinal' when the deposit came through the artist's bank (API Pix): every Pix of it is
 * returned by the bank itself (`PUT /pix/{e2eid}/devolucao/{id}`) before the estorno is booked. Asked
 * outside any transaction (the session is not locked while the bank answers); the refund ids are
 * derived from the session and the Pix, so a retry after a failure is the same refund, never a
 * second one. A bank that refuses stops 'Devolver sinal' with its reason, and nothing is booked.
 * Returns false — the artist returns it by hand, as before — when no bank is connected or part of
 * the deposit did not come through it (marked by hand, another method).
 */
export async function refundAtBank(
  db: DbOrTx,
  agenda: string,
  appointmentId: string,
  depositCents: number,
  deps: PixApiDeps,
): Promise<boolean> {
  const deposits = await db
    .select({ amountCents: payments.amountCents, endToEndId: payments.pixEndToEndId })
    .from(payments)
    .where(
      and(eq(payments.appointmentId, appointmentId), eq(payments.kind, 'sinal'), gt(payments.amountCents, 0)),
    );
  const throughBank = deposits.every((d) => d.endToEndId !== null);
  const total = deposits.reduce((sum, d) => sum + d.amountCents, 0);
  if (deposits.length === 0 || !throughBank || total !== depositCents) return false;
  const connection = await findPixApiConnection(db, agenda);
  if (!connection) return false;
  let client: PixApiClient | undefined;
  try {
    client = pixApiClient(storedCredentials(connection, deps.box()), deps.policy);
    for (const deposit of deposits) {
      await client.call(
        'PUT',
        `/pix/${deposit.endToEndId}/devolucao/${refundId(appointmentId, deposit.endToEndId!)}`,
        {
          valor: centsToDecimal(deposit.amountCents),
          descricao: 'Devolução do sinal da sessão de tatuagem',
        },
      );
    }
  } catch (err) {
    bankRefusal(err);
  } finally {
    client?.close();
  }
  return true;
}
