import { eq } from 'drizzle-orm';
import { type CardFeeRates, cardFeeSlots } from '../../../shared/schemas/card-fees';
import type { DbOrTx } from '../../db/client';
import { cardFeeRates } from '../../db/schema';
import type { Actor } from '../actor';

/** The actor's maquininha rates, every slot in the screen's order (null: none set). */
export async function getCardFeeRates(db: DbOrTx, actor: Actor): Promise<CardFeeRates> {
  const rows = await db
    .select({
      method: cardFeeRates.method,
      installments: cardFeeRates.installments,
      rateBp: cardFeeRates.rateBp,
    })
    .from(cardFeeRates)
    .where(eq(cardFeeRates.userId, actor.userId));
  const set = new Map(rows.map((r) => [`${r.method}:${r.installments}`, r.rateBp]));
  return {
    rates: cardFeeSlots.map((slot) => ({
      ...slot,
      rateBp: set.get(`${slot.method}:${slot.installments}`) ?? null,
    })),
  };
}
