import { randomInt } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { pixCharges } from '../../db/schema';
import { findDepositBank } from './connection-row';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const TXID_LENGTH = 32;

/** A txid of ours: the API Pix asks 26 to 35 letters and digits for an immediate charge. */
export function newTxid(): string {
  let txid = '';
  for (let i = 0; i < TXID_LENGTH; i++) txid += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return txid;
}

/**
 * Inside the transaction that accepts a request: when the agenda's deposits go through a bank (the
 * artist's own, or the studio owner's offered to the studio — findDepositBank),
 * the deposit gets a dynamic charge — written here as `creating`, made at the bank by
 * `createPendingCharges` once this commits (never a network call while the agenda is locked).
 * Returns its txid, or null when the deposit stays on the static code.
 */
export async function openDepositCharge(
  tx: DbOrTx,
  agenda: string,
  deposit: { appointmentId: string; amountCents: number; expiresAt: Date | null },
): Promise<string | null> {
  if (deposit.amountCents <= 0 || !deposit.expiresAt) return null;
  const bank = await findDepositBank(tx, agenda);
  if (!bank) return null;
  const txid = newTxid();
  await tx.insert(pixCharges).values({
    txid,
    userId: agenda,
    bankUserId: bank,
    appointmentId: deposit.appointmentId,
    amountCents: deposit.amountCents,
    expiresAt: deposit.expiresAt,
  });
  return txid;
}
