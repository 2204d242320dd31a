import type { PaymentKind } from '../../../shared/enums';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema';
import type { CardFee } from '../card-fees/resolve-card-fee';
import { writeFeeExpense } from '../card-fees/write-fee-expense';
import { toPaymentRow } from './to-payment-row';

/**
 * A session's payment and, when a card paid it, the maquininha's fee booked with it (decision
 * 0024): the one place a payment row and its fee's expense are written together, in the caller's
 * transaction, after `resolveCardFee` took the locks the fee needs.
 */
export async function insertPaymentWithFee(
  tx: DbOrTx,
  payer: string,
  line: Omit<Parameters<typeof toPaymentRow>[0], 'feeCents'> & { kind?: PaymentKind },
  appointment: { id: string; clientName: string },
  fee: CardFee,
): Promise<string> {
  const [row] = await tx
    .insert(payments)
    .values({
      userId: payer,
      ...toPaymentRow({ ...line, feeCents: fee.feeCents }, appointment),
      ...(line.kind ? { kind: line.kind } : {}),
    })
    .returning({ id: payments.id });
  if (fee.feeCents > 0)
    await writeFeeExpense(tx, { paymentId: row!.id }, fee, { ...line, who: appointment.clientName });
  return row!.id;
}
