import { eq, sql } from 'drizzle-orm';
import {
  type CardFeeRates,
  type CardFeeRatesInput,
  cardFeeRatesSchema,
} from '../../../shared/schemas/card-fees';
import type { DbOrTx } from '../../db/client';
import { cardFeeRates } from '../../db/schema';
import type { Actor } from '../actor';
import { failAs } from '../errors';
import { getCardFeeRates } from './get-card-fee-rates';

/**
 * Replaces the actor's maquininha rates with the table sent (a blank rate removes that slot). Fees
 * already booked keep the rate of their day: only payments recorded from now on use the new ones.
 */
export async function saveCardFeeRates(
  db: DbOrTx,
  actor: Actor,
  input: CardFeeRatesInput,
): Promise<CardFeeRates> {
  const { rates } = cardFeeRatesSchema.parse(input);
  await failAs('CARD_FEES_SAVE_FAILED', () =>
    db.transaction(async (tx) => {
      // Two saves at once (two devices) queue here: the second replaces the first's whole table, not
      // a mix of both, and never meets rows it could not see yet.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`card-fees:${actor.userId}`}))`);
      await tx.delete(cardFeeRates).where(eq(cardFeeRates.userId, actor.userId));
      const kept = rates.filter((r) => r.rateBp !== null);
      if (kept.length > 0)
        await tx.insert(cardFeeRates).values(
          kept.map((r) => ({
            userId: actor.userId,
            method: r.method,
            installments: r.installments,
            rateBp: r.rateBp!,
          })),
        );
    }),
  );
  return getCardFeeRates(db, actor);
}
