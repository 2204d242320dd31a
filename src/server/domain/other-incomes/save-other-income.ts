import { and, eq } from 'drizzle-orm';
import { messages } from '../../../shared/errors';
import {
  type OtherIncome,
  type OtherIncomeInput,
  otherIncomeInputSchema,
} from '../../../shared/schemas/other-income';
import { type Clock, dayStartEpoch, today } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { otherIncomes } from '../../db/schema';
import type { Actor } from '../actor';
import { resolveCardFee } from '../card-fees/resolve-card-fee';
import { writeFeeExpense } from '../card-fees/write-fee-expense';
import { DomainError, failAs } from '../errors';
import { isUuid } from '../paging';
import { toOtherIncome } from './to-other-income';

/**
 * Records (no `id`) or edits an other income of the actor's. A card sale's maquininha fee — the
 * actor's own rates: this money is nobody's session — is stored on the row and booked as an
 * expense in the same transaction; an edit re-rates it, a change to Pix or cash removes it.
 */
export async function saveOtherIncome(
  db: DbOrTx,
  actor: Actor,
  input: OtherIncomeInput,
  clock: Clock,
  id?: string,
): Promise<OtherIncome> {
  const v = otherIncomeInputSchema.parse(input);
  if (v.date > today(clock))
    throw new DomainError('PAYMENT_DATE_IN_FUTURE', { date: messages.paymentDateInFuture });
  if (id !== undefined && !isUuid(id)) throw new DomainError('OTHER_INCOME_NOT_FOUND');
  const saved = await failAs('OTHER_INCOME_SAVE_FAILED', () =>
    db.transaction(async (tx) => {
      const fee = await resolveCardFee(tx, actor.userId, { ...v, receivedBy: null });
      const values = { ...v, dateEpoch: dayStartEpoch(v.date), feeCents: fee.feeCents };
      const [row] = id
        ? await tx
            .update(otherIncomes)
            .set(values)
            .where(and(eq(otherIncomes.id, id), eq(otherIncomes.userId, actor.userId)))
            .returning()
        : await tx
            .insert(otherIncomes)
            .values({ userId: actor.userId, ...values })
            .returning();
      if (!row) throw new DomainError('OTHER_INCOME_NOT_FOUND');
      if (id || fee.feeCents > 0)
        await writeFeeExpense(tx, { otherIncomeId: row.id }, fee, { ...v, who: v.description });
      return row;
    }),
  );
  return toOtherIncome(saved);
}
