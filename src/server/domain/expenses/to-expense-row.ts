import type { ExpenseInput } from '../../../shared/schemas/expense';
import { expenseInputSchema } from '../../../shared/schemas/expense';
import { dayStartEpoch } from '../../../shared/time';

/** What the form sent, as columns: the São Paulo day epoch is computed here (SPEC §3); cents arrive as sent. */
export function toExpenseRow(input: ExpenseInput) {
  const v = expenseInputSchema.parse(input);
  return {
    description: v.description,
    amountCents: v.amountCents,
    category: v.category,
    paymentMethod: v.paymentMethod,
    date: v.date,
    dateEpoch: dayStartEpoch(v.date),
    notes: v.notes,
  };
}
