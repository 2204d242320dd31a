import { sql } from 'drizzle-orm';
import { type PaymentKind, type PaymentMethod, paymentMethodLabels } from '../../../shared/enums';
import { type ExportPeriod, exportPeriodSchema } from '../../../shared/schemas/export';
import { formatDayBR } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../actor';
import { centsForSpreadsheet, toCsv } from './csv';

const kindLabels: Record<PaymentKind, string> = {
  pagamento: 'Pagamento',
  sinal: 'Sinal',
  estorno: 'Sinal devolvido',
};

/** Payments of a period, oldest first, for the accountant; a deposit and its refund say what they are. */
export async function exportPaymentsCsv(db: DbOrTx, actor: Actor, period: ExportPeriod): Promise<string> {
  const { from, to } = exportPeriodSchema.parse(period);
  const rows = (
    await db.execute<{
      date: string;
      client_name: string;
      title: string;
      method: PaymentMethod;
      kind: PaymentKind;
      cents: number;
    }>(sql`
      SELECT p.date::text AS date, p.client_name, a.title, p.method, p.kind, p.amount_cents AS cents
      FROM payments p JOIN appointments a ON a.id = p.appointment_id
      WHERE p.user_id = ${actor.userId} AND p.date >= ${from} AND p.date <= ${to}
      ORDER BY p.date_epoch, p.created_at`)
  ).rows;
  return toCsv(
    ['Data', 'Cliente', 'Agendamento', 'Tipo', 'Forma de Pagamento', 'Valor (R$)'],
    rows.map((r) => [
      formatDayBR(r.date),
      r.client_name,
      r.title,
      kindLabels[r.kind],
      paymentMethodLabels[r.method],
      centsForSpreadsheet(Number(r.cents)),
    ]),
  );
}
