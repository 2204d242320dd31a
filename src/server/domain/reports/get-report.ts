import { sql } from 'drizzle-orm';
import type { ExpenseCategory } from '../../../shared/enums';
import { type MonthFigures, oneDecimal, type Report } from '../../../shared/schemas/report';
import { addMonths, type Clock, monthOf, monthWindow, today } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../actor';

const SERIES_MONTHS = 6;
const TOP_CATEGORIES = 5;

/**
 * Relatórios in one request. Four grouped queries run side by side, each reading its table once:
 * payments per month, expenses per month and category, the month's revenue by date_epoch (SPEC §9),
 * and the finished appointments. Everything else is arithmetic on those few dozen rows.
 */
export async function getReport(db: DbOrTx, actor: Actor, clock: Clock): Promise<Report> {
  const month = monthOf(today(clock));
  const current = monthWindow(month);
  const me = actor.userId;

  const [paidByMonth, spentByMonth, revenueThisMonth, finishedWork] = await Promise.all([
    db.execute<{ month: string; cents: number }>(sql`
      SELECT to_char(date, 'YYYY-MM') AS month, sum(amount_cents)::bigint AS cents
      FROM payments WHERE user_id = ${me} GROUP BY 1`),
    // Expenses belong to the month prefix of their date (SPEC §9).
    db.execute<{ month: string; category: ExpenseCategory; cents: number }>(sql`
      SELECT to_char(date, 'YYYY-MM') AS month, category, sum(amount_cents)::bigint AS cents
      FROM expenses WHERE user_id = ${me} GROUP BY 1, 2`),
    db.execute<{ cents: number }>(sql`
      SELECT coalesce(sum(amount_cents), 0)::bigint AS cents FROM payments
      WHERE user_id = ${me} AND date_epoch >= ${current.start} AND date_epoch < ${current.end}`),
    // A client is their id; a deleted client's appointments keep only the name (folded, so 'Ana' = 'ana').
    db.execute<{ finished: number; clients: number }>(sql`
      SELECT count(*)::int AS finished,
        (count(DISTINCT client_id) + count(DISTINCT tinta_fold(client_name)) FILTER (WHERE client_id IS NULL))::int AS clients
      FROM appointments WHERE user_id = ${me} AND is_tattoo_finished AND status = 'concluido'`),
  ]);

  const revenueBy = new Map(paidByMonth.rows.map((r) => [r.month, Number(r.cents)]));
  const spentBy = new Map<string, number>();
  const byCategory = new Map<ExpenseCategory, number>();
  for (const r of spentByMonth.rows) {
    spentBy.set(r.month, (spentBy.get(r.month) ?? 0) + Number(r.cents));
    byCategory.set(r.category, (byCategory.get(r.category) ?? 0) + Number(r.cents));
  }
  const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);
  const revenueTotal = sum(revenueBy.values());
  const expensesTotal = sum(spentBy.values());
  const revenueMonth = Number(revenueThisMonth.rows[0]?.cents ?? 0);
  const expensesMonth = spentBy.get(month) ?? 0;
  const finished = Number(finishedWork.rows[0]?.finished ?? 0);

  const firstMonth = addMonths(month, -(SERIES_MONTHS - 1));
  const series: MonthFigures[] = Array.from({ length: SERIES_MONTHS }, (_, i) => {
    const m = addMonths(firstMonth, i);
    return { month: m, revenueCents: revenueBy.get(m) ?? 0, expensesCents: spentBy.get(m) ?? 0 };
  });
  // Ties go to the most recent month.
  const best = [...revenueBy].sort(([ma, a], [mb, b]) => b - a || mb.localeCompare(ma))[0];
  const top = [...byCategory]
    .sort(([ca, a], [cb, b]) => b - a || ca.localeCompare(cb))
    .slice(0, TOP_CATEGORIES);

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
    series,
    indicators: {
      averageTicketCents: finished > 0 ? Math.round(revenueTotal / finished) : 0,
      finishedAppointments: finished,
      clientsServed: Number(finishedWork.rows[0]?.clients ?? 0),
      bestMonth: best ? { month: best[0], revenueCents: best[1] } : null,
    },
    topCategories: top.map(([category, cents]) => ({
      category,
      totalCents: cents,
      sharePercent: expensesTotal > 0 ? oneDecimal((cents / expensesTotal) * 100) : 0,
    })),
  };
}
