import { reaisToCents } from '../../../shared/money';
import type { ExpenseInput } from '../../../shared/schemas/expense';
import { expenseInputSchema } from '../../../shared/schemas/expense';
import { dayStartEpoch } from '../../../shared/time';

/** What the form sent, as columns: cents and the São Paulo day epoch are computed here (SPEC §3). */
export function toExpenseRow(input: ExpenseInput) {
  const v = expenseInputSchema.parse(input);
  return {
    description: v.description,
    amountCents: reaisToCents(v.amount),
    category: v.category,
    paymentMethod: v.paymentMethod,
    date: v.date,
    dateEpoch: dayStartEpoch(v.date),
    notes: v.notes,
  };
}
