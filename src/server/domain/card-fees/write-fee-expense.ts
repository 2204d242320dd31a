import { eq, sql } from 'drizzle-orm';
import { type CardMethod, cardFeeLabel, isCardMethod } from '../../../shared/card-fees';
import type { PaymentMethod } from '../../../shared/enums';
import { dayStartEpoch } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { expenses } from '../../db/schema';
import type { CardFee } from './resolve-card-fee';

/** What a fee's expense belongs to: a session's payment or an other income (one expense each). */
export type FeeSource = { paymentId: string } | { otherIncomeId: string };

const MAX_DESCRIPTION = 200;

/**
 * Books (or rewrites, or removes when it is 0) the maquininha's fee of `source` as an expense,
 * category 'taxas', on the day the money came in and with its method: 'Taxa da maquininha · Crédito
 * 3x · Fernanda Lima'. In the caller's transaction, after the source row exists; deleting the
 * source deletes the expense (foreign key, cascade).
 */
export async function writeFeeExpense(
  tx: DbOrTx,
  source: FeeSource,
  fee: CardFee,
  money: { method: PaymentMethod; installments: number; date: string; who: string },
): Promise<void> {
  const link =
    'paymentId' in source
      ? { column: expenses.paymentId, id: source.paymentId, values: { paymentId: source.paymentId } }
      : {
          column: expenses.otherIncomeId,
          id: source.otherIncomeId,
          values: { otherIncomeId: source.otherIncomeId },
        };
  if (fee.feeCents <= 0 || !isCardMethod(money.method)) {
    await tx.delete(expenses).where(eq(link.column, link.id));
    return;
  }
  const row = {
    userId: fee.ownerId,
    description: feeExpenseDescription(money.method, money.installments, money.who),
    amountCents: fee.feeCents,
    category: 'taxas' as const,
    date: money.date,
    dateEpoch: dayStartEpoch(money.date),
    paymentMethod: money.method,
    notes: null,
  };
  await tx
    .insert(expenses)
    .values({ ...row, ...link.values })
    .onConflictDoUpdate({
      target: link.column,
      targetWhere: sql`${link.column} IS NOT NULL`,
      set: { ...row, updatedAt: new Date() },
    });
}

/** 'Taxa da maquininha · Crédito 3x · Fernanda Lima': the fee's expense, named after whose money it was. */
export function feeExpenseDescription(method: CardMethod, installments: number, who: string): string {
  return `Taxa da maquininha · ${cardFeeLabel(method, installments)} · ${who}`.slice(0, MAX_DESCRIPTION);
}
