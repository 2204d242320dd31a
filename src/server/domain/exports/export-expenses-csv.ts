import { sql } from 'drizzle-orm';
import {
  type ExpenseCategory,
  type ExpensePaymentMethod,
  expenseCategoryLabels,
  expenseGroupLabels,
  expenseGroupOf,
  expensePaymentMethodLabels,
} from '../../../shared/enums';
import { type ExportPeriod, exportPeriodSchema } from '../../../shared/schemas/export';
import { formatDayBR } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../actor';
import { centsForSpreadsheet, toCsv } from './csv';

/** Expenses of a period, oldest first, for the accountant. */
export async function exportExpensesCsv(db: DbOrTx, actor: Actor, period: ExportPeriod): Promise<string> {
  const { from, to } = exportPeriodSchema.parse(period);
  const rows = (
    await db.execute<{
      date: string;
      description: string;
      category: ExpenseCategory;
      method: ExpensePaymentMethod;
      cents: number;
      notes: string | null;
    }>(sql`
      SELECT date::text AS date, description, category, payment_method AS method, amount_cents AS cents, notes
      FROM expenses
      WHERE user_id = ${actor.userId} AND date >= ${from} AND date <= ${to}
      ORDER BY date_epoch, created_at`)
  ).rows;
  return toCsv(
    ['Data', 'Descrição', 'Categoria', 'Grupo', 'Forma de Pagamento', 'Valor (R$)', 'Observações'],
    rows.map((r) => [
      formatDayBR(r.date),
      r.description,
      expenseCategoryLabels[r.category],
      expenseGroupLabels[expenseGroupOf(r.category)],
      expensePaymentMethodLabels[r.method],
      centsForSpreadsheet(Number(r.cents)),
      r.notes ?? '',
    ]),
  );
}
