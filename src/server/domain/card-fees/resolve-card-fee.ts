import { and, eq } from 'drizzle-orm';
import { cardFeeCents, isCardMethod } from '../../../shared/card-fees';
import type { PaymentMethod, PaymentReceiver } from '../../../shared/enums';
import type { DbOrTx } from '../../db/client';
import { cardFeeRates } from '../../db/schema';
import { lockFeeOwner } from '../locks';
import { loadStudioScope } from '../studio/studio-scope';

export interface CardFee {
  /** Whose maquininha took it: whose rates apply and on whose books the fee's expense goes. */
  ownerId: string;
  feeCents: number;
}

/**
 * The maquininha's fee for money received by card (decision 0024): `round(amount × rate)` at the rate
 * its owner set for the method and installments, 0 without one (or for Pix and cash). Money a
 * studio received (`receivedBy` 'estudio', the default, of a studio member's payment) went through
 * the studio's machine: the owner's rates, the owner's expense — and their locks, taken here, before
 * the payment is written (lockFeeOwner). Otherwise the payer's own.
 */
export async function resolveCardFee(
  tx: DbOrTx,
  payerId: string,
  line: {
    amountCents: number;
    method: PaymentMethod;
    installments: number;
    /** Who received a session's payment (absent there means 'estudio'); null for other income: the payer's own machine. */
    receivedBy: PaymentReceiver | null;
  },
): Promise<CardFee> {
  if (!isCardMethod(line.method) || line.amountCents <= 0) return { ownerId: payerId, feeCents: 0 };
  const studio =
    line.receivedBy === null || line.receivedBy === 'tatuador'
      ? null
      : (await loadStudioScope(tx, { userId: payerId })).studio;
  const ownerId = studio ? studio.ownerId : payerId;
  const [rate] = await tx
    .select({ rateBp: cardFeeRates.rateBp })
    .from(cardFeeRates)
    .where(
      and(
        eq(cardFeeRates.userId, ownerId),
        eq(cardFeeRates.method, line.method),
        eq(cardFeeRates.installments, line.installments),
      ),
    );
  const feeCents = rate ? cardFeeCents(line.amountCents, rate.rateBp) : 0;
  if (feeCents > 0 && studio && ownerId !== payerId) await lockFeeOwner(tx, studio.id, payerId, ownerId);
  return { ownerId, feeCents };
}
