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

  // All from the rollups (migration 0011): a dozen rows a year of history, never the rows themselves.
  const [paidByMonth, spentByMonth, totals] = await Promise.all([
    db.execute<{ month: string; cents: number }>(sql`
      SELECT month, cents FROM revenue_months WHERE user_id = ${me} AND cents <> 0`),
    // Expenses belong to the month prefix of their date (SPEC §9).
    db.execute<{ month: string; category: ExpenseCategory; cents: number }>(sql`
      SELECT month, category, cents FROM expense_months WHERE user_id = ${me} AND cents <> 0`),
    // A client is their id; a deleted client's appointments keep only the name (folded, so 'Ana' = 'ana').
    db.execute<{ finished: number; clients: number }>(sql`
      SELECT finished_appointments AS finished, clients_served AS clients FROM user_rollups WHERE user_id = ${me}`),
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
  const revenueMonth = revenueBy.get(month) ?? 0;
  const expensesMonth = spentBy.get(month) ?? 0;
  const finished = Number(totals.rows[0]?.finished ?? 0);

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
      clientsServed: Number(totals.rows[0]?.clients ?? 0),
      bestMonth: best ? { month: best[0], revenueCents: best[1] } : null,
    },
    topCategories: top.map(([category, cents]) => ({
      category,
      totalCents: cents,
      sharePercent: expensesTotal > 0 ? oneDecimal((cents / expensesTotal) * 100) : 0,
    })),
  };
}
