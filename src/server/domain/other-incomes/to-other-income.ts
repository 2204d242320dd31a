import type { OtherIncome } from '../../../shared/schemas/other-income';
import type { otherIncomes } from '../../db/schema';

export function toOtherIncome(row: typeof otherIncomes.$inferSelect): OtherIncome {
  return {
    id: row.id,
    description: row.description,
    amountCents: row.amountCents,
    method: row.method,
    installments: row.installments,
    feeCents: row.feeCents,
    date: row.date,
    dateEpoch: Number(row.dateEpoch),
    createdAt: row.createdAt.toISOString(),
  };
}
