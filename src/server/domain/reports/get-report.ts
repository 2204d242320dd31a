import { sql } from 'drizzle-orm';
import type { ExpenseCategory } from '../../../shared/enums';
import { oneDecimal, type Report } from '../../../shared/schemas/report';
import { addMonths, type Clock, monthOf, monthWindow, today } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../actor';

const SERIES_MONTHS = 6;
const TOP_CATEGORIES = 5;

/**
 * Relatórios in one request, aggregated in SQL. Revenue is payments by date_epoch (SPEC §9), expenses
 * by the month of their date; both columns are São Paulo days, so grouping by `date` matches.
 */
export async function getReport(db: DbOrTx, actor: Actor, clock: Clock): Promise<Report> {
  const month = monthOf(today(clock));
  const current = monthWindow(month);
  const firstMonth = addMonths(month, -(SERIES_MONTHS - 1));
  const seriesStart = monthWindow(firstMonth);
  const me = actor.userId;

  const [totals] = (
    await db.execute<Record<string, number>>(sql`
      SELECT
        (SELECT coalesce(sum(amount_cents), 0) FROM payments
          WHERE user_id = ${me} AND date_epoch >= ${current.start} AND date_epoch < ${current.end})::bigint AS revenue_month,
        (SELECT coalesce(sum(amount_cents), 0) FROM expenses
          WHERE user_id = ${me} AND date >= ${current.first} AND date <= ${current.last})::bigint AS expenses_month,
        (SELECT coalesce(sum(amount_cents), 0) FROM payments WHERE user_id = ${me})::bigint AS revenue_total,
        (SELECT coalesce(sum(amount_cents), 0) FROM expenses WHERE user_id = ${me})::bigint AS expenses_total,
        (SELECT count(*) FROM appointments
          WHERE user_id = ${me} AND is_tattoo_finished AND status = 'concluido')::int AS finished,
        (SELECT count(DISTINCT coalesce(client_id::text, tinta_fold(client_name))) FROM appointments
          WHERE user_id = ${me} AND is_tattoo_finished AND status = 'concluido')::int AS clients_served`)
  ).rows;

  const [revenueByMonth, expensesByMonth, best, categories] = await Promise.all([
    db.execute<{ month: string; cents: number }>(sql`
      SELECT to_char(date, 'YYYY-MM') AS month, sum(amount_cents)::bigint AS cents FROM payments
      WHERE user_id = ${me} AND date_epoch >= ${seriesStart.start} AND date_epoch < ${current.end}
      GROUP BY 1`),
    db.execute<{ month: string; cents: number }>(sql`
      SELECT to_char(date, 'YYYY-MM') AS month, sum(amount_cents)::bigint AS cents FROM expenses
      WHERE user_id = ${me} AND date >= ${seriesStart.first} AND date <= ${current.last}
      GROUP BY 1`),
    db.execute<{ month: string; cents: number }>(sql`
      SELECT to_char(date, 'YYYY-MM') AS month, sum(amount_cents)::bigint AS cents FROM payments
      WHERE user_id = ${me} GROUP BY 1 ORDER BY 2 DESC, 1 DESC LIMIT 1`),
    db.execute<{ category: ExpenseCategory; cents: number }>(sql`
      SELECT category, sum(amount_cents)::bigint AS cents FROM expenses
      WHERE user_id = ${me} GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${TOP_CATEGORIES}`),
  ]);

  const n = (key: string) => Number(totals?.[key] ?? 0);
  const revenueMonth = n('revenue_month');
  const expensesMonth = n('expenses_month');
  const revenueTotal = n('revenue_total');
  const expensesTotal = n('expenses_total');
  const finished = n('finished');
  const byMonth = (rows: { month: string; cents: number }[]) =>
    new Map(rows.map((r) => [r.month, Number(r.cents)]));
  const revenue = byMonth(revenueByMonth.rows);
  const spent = byMonth(expensesByMonth.rows);
  const [top] = best.rows;

  return {
    month,
    revenueMonthCents: revenueMonth,
    expensesMonthCents: expensesMonth,
    profitMonthCents: revenueMonth - expensesMonth,
    marginPercent:
      revenueMonth > 0 ? oneDecimal(((revenueMonth - expensesMonth) / revenueMonth) * 100) : null,
    totals: {
      revenueCents: revenueTotal,
      expensesCents: expensesTotal,
      profitCents: revenueTotal - expensesTotal,
    },
    series: Array.from({ length: SERIES_MONTHS }, (_, i) => {
      const m = addMonths(firstMonth, i);
      return { month: m, revenueCents: revenue.get(m) ?? 0, expensesCents: spent.get(m) ?? 0 };
    }),
    indicators: {
      averageTicketCents: finished > 0 ? Math.round(revenueTotal / finished) : 0,
      finishedAppointments: finished,
      clientsServed: n('clients_served'),
      bestMonth: top ? { month: top.month, revenueCents: Number(top.cents) } : null,
    },
    topCategories: categories.rows.map((r) => ({
      category: r.category,
      totalCents: Number(r.cents),
      sharePercent: expensesTotal > 0 ? oneDecimal((Number(r.cents) / expensesTotal) * 100) : 0,
    })),
  };
}
