import { sql } from 'drizzle-orm';
import { type PaymentMethod, paymentMethodLabels } from '../../../shared/enums';
import { type ExportPeriod, exportPeriodSchema } from '../../../shared/schemas/export';
import { formatDayBR } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../actor';
import { centsForSpreadsheet, toCsv } from './csv';

/** Payments of a period, oldest first, for the accountant. */
export async function exportPaymentsCsv(db: DbOrTx, actor: Actor, period: ExportPeriod): Promise<string> {
  const { from, to } = exportPeriodSchema.parse(period);
  const rows = (
    await db.execute<{
      date: string;
      client_name: string;
      title: string;
      method: PaymentMethod;
      cents: number;
    }>(sql`
      SELECT p.date::text AS date, p.client_name, a.title, p.method, p.amount_cents AS cents
      FROM payments p JOIN appointments a ON a.id = p.appointment_id
      WHERE p.user_id = ${actor.userId} AND p.date >= ${from} AND p.date <= ${to}
      ORDER BY p.date_epoch, p.created_at`)
  ).rows;
  return toCsv(
    ['Data', 'Cliente', 'Agendamento', 'Forma de Pagamento', 'Valor (R$)'],
    rows.map((r) => [
      formatDayBR(r.date),
      r.client_name,
      r.title,
      paymentMethodLabels[r.method],
      centsForSpreadsheet(Number(r.cents)),
    ]),
  );
}
