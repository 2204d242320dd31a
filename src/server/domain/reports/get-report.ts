import { sql } from 'drizzle-orm';
import type { ExpenseCategory } from '../../../shared/enums';
import { type MonthFigures, oneDecimal, type Report } from '../../../shared/schemas/report';
import { addMonths, type Clock, monthOf, today } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../actor';

const SERIES_MONTHS = 6;
const TOP_CATEGORIES = 5;

/**
 * Relatórios in one request, from the rollups kept by the write triggers: revenue per month,
 * expenses per month and category, and the user's counts. Everything else is arithmetic on those
 * few dozen rows, so the cost follows the months shown, not the years of history.
 */
export async function getReport(db: DbOrTx, actor: Actor, clock: Clock): Promise<Report> {
  const month = monthOf(today(clock));
  const me = actor.userId;

  const firstMonth = addMonths(month, -(SERIES_MONTHS - 1));

  // All from the rollups (migration 0011), each read bounded by what the screen shows: the six
  // months of the chart, the best month (top of an index), the 18 categories, the user's row.
  const [paidByMonth, spentByMonth, best, categories, totals] = await Promise.all([
    db.execute<{ month: string; cents: number }>(sql`
      SELECT month, cents FROM revenue_months WHERE user_id = ${me} AND month >= ${firstMonth}`),
    // Expenses belong to the month prefix of their date (SPEC §9).
    db.execute<{ month: string; cents: number }>(sql`
      SELECT month, sum(cents)::bigint AS cents FROM expense_months
      WHERE user_id = ${me} AND month >= ${firstMonth} GROUP BY month`),
    // Ties go to the most recent month.
    db.execute<{ month: string; cents: number }>(sql`
      SELECT month, cents FROM revenue_months WHERE user_id = ${me} AND cents > 0
      ORDER BY cents DESC, month DESC LIMIT 1`),
    db.execute<{ category: ExpenseCategory; cents: number }>(sql`
      SELECT category, cents FROM expense_categories WHERE user_id = ${me} AND cents <> 0`),
    // Clients served: a client is their id; a deleted client's appointments count by folded name.
    db.execute<{ finished: number; clients: number; revenue: number; expenses: number }>(sql`
      SELECT finished_appointments AS finished, clients_served AS clients, revenue_cents AS revenue,
        expenses_cents AS expenses
      FROM user_rollups WHERE user_id = ${me}`),
  ]);

  const revenueBy = new Map(paidByMonth.rows.map((r) => [r.month, Number(r.cents)]));
  const spentBy = new Map(spentByMonth.rows.map((r) => [r.month, Number(r.cents)]));
  const user = totals.rows[0];
  const revenueTotal = Number(user?.revenue ?? 0);
  const expensesTotal = Number(user?.expenses ?? 0);
  const revenueMonth = revenueBy.get(month) ?? 0;
  const expensesMonth = spentBy.get(month) ?? 0;
  const finished = Number(user?.finished ?? 0);

  const series: MonthFigures[] = Array.from({ length: SERIES_MONTHS }, (_, i) => {
    const m = addMonths(firstMonth, i);
    return { month: m, revenueCents: revenueBy.get(m) ?? 0, expensesCents: spentBy.get(m) ?? 0 };
  });
  const bestMonth = best.rows[0];
  const top = categories.rows
    .map((r) => [r.category, Number(r.cents)] as const)
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
      clientsServed: Number(user?.clients ?? 0),
      bestMonth: bestMonth ? { month: bestMonth.month, revenueCents: Number(bestMonth.cents) } : null,
    },
    topCategories: top.map(([category, cents]) => ({
      category,
      totalCents: cents,
      sharePercent: expensesTotal > 0 ? oneDecimal((cents / expensesTotal) * 100) : 0,
    })),
  };
}
