import { type SQL, sql } from 'drizzle-orm';
import type { ExpenseCategory } from '../../../shared/enums';
import {
  type MoneyScope,
  type MonthFigures,
  moneyScopeQuerySchema,
  oneDecimal,
  type Report,
} from '../../../shared/schemas/report';
import { addMonths, type Clock, monthOf, today } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../actor';
import { loadStudioScope } from '../studio/studio-scope';
import { resolveMoneyView } from './money-view';

const SERIES_MONTHS = 6;
const TOP_CATEGORIES = 5;

type Rows<T> = Promise<{ rows: T[] }>;

/** What the revenue side reads: one person's rollups (0011), or a studio's (0030). */
interface RevenueReads {
  byMonth: Rows<{ month: string; cents: number; studio: number }>;
  best: Rows<{ month: string; cents: number }>;
  totals: Rows<{ revenue: number; studio: number; finished: number; clients: number }>;
}

/** The user's own work (0011 rollups); `studio` is the studio's part of it (0030), for an artist. */
function ownReads(db: DbOrTx, me: string, firstMonth: string, withSplit: boolean): RevenueReads {
  return {
    byMonth: db.execute(
      withSplit
        ? sql`
          SELECT r.month, r.cents,
            (SELECT coalesce(sum(s.studio_cents), 0) FROM studio_member_months s
              WHERE s.user_id = ${me} AND s.month = r.month)::bigint AS studio
          FROM revenue_months r WHERE r.user_id = ${me} AND r.month >= ${firstMonth}`
        : sql`
          SELECT month, cents, 0 AS studio FROM revenue_months
          WHERE user_id = ${me} AND month >= ${firstMonth}`,
    ),
    // Ties go to the most recent month; a month's other income counts in it.
    best: bestMonth(db, me, sql`SELECT month, cents FROM revenue_months WHERE user_id = ${me}`),
    // Clients served: a client is their id; a deleted client's appointments count by folded name.
    totals: db.execute(sql`
      SELECT revenue_cents AS revenue, finished_appointments AS finished, clients_served AS clients,
        ${
          withSplit
            ? sql`(SELECT coalesce(sum(studio_cents), 0) FROM studio_member_totals WHERE user_id = ${me})::bigint`
            : sql`0`
        } AS studio
      FROM user_rollups WHERE user_id = ${me}`),
  };
}

/**
 * The studio's work: every payment made in it, by current and removed members (0030 rollups: a
 * row per month, one per member all time). Tattoos and clients are the members' own counts.
 */
function studioReads(db: DbOrTx, organizationId: string, me: string, firstMonth: string): RevenueReads {
  return {
    byMonth: db.execute(sql`
      SELECT month, revenue_cents AS cents, studio_cents AS studio FROM studio_months
      WHERE organization_id = ${organizationId} AND month >= ${firstMonth}`),
    best: bestMonth(
      db,
      me,
      sql`SELECT month, revenue_cents AS cents FROM studio_months WHERE organization_id = ${organizationId}`,
    ),
    totals: db.execute(sql`
      SELECT coalesce(sum(t.revenue_cents), 0)::bigint AS revenue, coalesce(sum(t.studio_cents), 0)::bigint AS studio,
        coalesce(sum(u.finished_appointments), 0)::int AS finished, coalesce(sum(u.clients_served), 0)::int AS clients
      FROM studio_member_totals t LEFT JOIN user_rollups u ON u.user_id = t.user_id
      WHERE t.organization_id = ${organizationId}`),
  };
}

/**
 * The best month of `months` (a rollup's month rows: a row per month of history) with the actor's
 * other income of each month added (decision 0024); ties go to the most recent month.
 */
function bestMonth(db: DbOrTx, me: string, months: SQL): Rows<{ month: string; cents: number }> {
  return db.execute(sql`
    SELECT month, sum(cents)::bigint AS cents FROM (
      ${months}
      UNION ALL
      SELECT month, cents FROM other_income_months WHERE user_id = ${me}
    ) m GROUP BY month HAVING sum(cents) > 0
    ORDER BY 2 DESC, 1 DESC LIMIT 1`);
}

/**
 * Relatórios in one request, from the rollups kept by the write triggers: revenue per month,
 * expenses per month and category, and the counts. Everything else is arithmetic on those few
 * dozen rows, so the cost follows the months shown (and a studio's members), not the years of
 * history. Whose revenue: resolveMoneyView; the actor's other income is revenue too (decision 0024,
 * its own monthly rollup). Expenses are always the actor's (a studio's expenses
 * are its owner's), 'Repasse' excepted: it passes on the artists' part, which the studio's figures
 * never counted as its own, so it is no cost (decision 0017).
 */
export async function getReport(
  db: DbOrTx,
  actor: Actor,
  clock: Clock,
  query: { scope?: MoneyScope } = {},
): Promise<Report> {
  const { scope } = moneyScopeQuerySchema.parse(query);
  const resolved = resolveMoneyView(await loadStudioScope(db, actor), scope, { reports: true });
  const month = monthOf(today(clock));
  const me = actor.userId;
  const firstMonth = addMonths(month, -(SERIES_MONTHS - 1));

  const reads =
    resolved.view === 'studio'
      ? studioReads(db, resolved.organizationId, me, firstMonth)
      : ownReads(db, me, firstMonth, resolved.view === 'artist');
  const [paidByMonth, spentByMonth, best, categories, totals, spentTotal, otherByMonth, otherTotal] =
    await Promise.all([
      reads.byMonth,
      // Expenses belong to the month prefix of their date (SPEC §9).
      db.execute<{ month: string; cents: number }>(sql`
      SELECT month, sum(cents)::bigint AS cents FROM expense_months
      WHERE user_id = ${me} AND month >= ${firstMonth} AND category <> 'repasse' GROUP BY month`),
      reads.best,
      db.execute<{ category: ExpenseCategory; cents: number }>(sql`
      SELECT category, cents FROM expense_categories
      WHERE user_id = ${me} AND cents <> 0 AND category <> 'repasse'`),
      reads.totals,
      db.execute<{ expenses: number }>(
        sql`SELECT u.expenses_cents - coalesce((SELECT cents FROM expense_categories
            WHERE user_id = ${me} AND category = 'repasse'), 0) AS expenses
          FROM user_rollups u WHERE u.user_id = ${me}`,
      ),
      // Other income (decision 0024): always the actor's own — in the studio view, the owner's,
      // wholly the studio's — from its monthly rollup.
      db.execute<{ month: string; cents: number }>(sql`
      SELECT month, cents FROM other_income_months WHERE user_id = ${me} AND month >= ${firstMonth}`),
      db.execute<{ cents: number }>(sql`
      SELECT coalesce(sum(cents), 0)::bigint AS cents FROM other_income_months WHERE user_id = ${me}`),
    ]);

  // Other income is revenue; in the studio view it is the studio's own part too.
  const otherBy = new Map(otherByMonth.rows.map((r) => [r.month, Number(r.cents)]));
  const otherOwnedByStudio = resolved.view === 'studio';
  const revenueBy = new Map(otherBy);
  const studioBy = new Map(otherOwnedByStudio ? otherBy : []);
  for (const r of paidByMonth.rows) {
    revenueBy.set(r.month, (revenueBy.get(r.month) ?? 0) + Number(r.cents));
    studioBy.set(r.month, (studioBy.get(r.month) ?? 0) + Number(r.studio));
  }
  const otherAll = Number(otherTotal.rows[0]?.cents ?? 0);
  const spentBy = new Map(spentByMonth.rows.map((r) => [r.month, Number(r.cents)]));
  const t = totals.rows[0];
  // Sessions' payments alone: the average ticket is per finished session.
  const sessionsTotal = Number(t?.revenue ?? 0);
  const revenueTotal = sessionsTotal + otherAll;
  const studioTotal = Number(t?.studio ?? 0) + (otherOwnedByStudio ? otherAll : 0);
  const expensesTotal = Number(spentTotal.rows[0]?.expenses ?? 0);
  const revenueMonth = revenueBy.get(month) ?? 0;
  const studioMonth = studioBy.get(month) ?? 0;
  const expensesMonth = spentBy.get(month) ?? 0;
  const finished = Number(t?.finished ?? 0);

  // What stays with whoever is looking: everything (own), the studio's part, or the artist's.
  const kept = (revenue: number, studio: number) =>
    resolved.view === 'studio' ? studio : resolved.view === 'artist' ? revenue - studio : revenue;
  const keptMonth = kept(revenueMonth, studioMonth);
  const profitMonth = keptMonth - expensesMonth;
  // The margin is on the revenue the screen leads with; an artist's, on their part (the net).
  const marginBase = resolved.view === 'artist' ? keptMonth : revenueMonth;

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
    view: resolved.view,
    canSeeStudio: resolved.canSeeStudio,
    month,
    revenueMonthCents: revenueMonth,
    expensesMonthCents: expensesMonth,
    profitMonthCents: profitMonth,
    marginPercent: marginBase > 0 ? oneDecimal((profitMonth / marginBase) * 100) : null,
    totals: {
      revenueCents: revenueTotal,
      expensesCents: expensesTotal,
      profitCents: kept(revenueTotal, studioTotal) - expensesTotal,
    },
    split:
      resolved.view === 'own'
        ? null
        : {
            artistMonthCents: revenueMonth - studioMonth,
            studioMonthCents: studioMonth,
            artistTotalCents: revenueTotal - studioTotal,
            studioTotalCents: studioTotal,
          },
    series,
    indicators: {
      averageTicketCents: finished > 0 ? Math.round(sessionsTotal / finished) : 0,
      finishedAppointments: finished,
      clientsServed: Number(t?.clients ?? 0),
      bestMonth: bestMonth ? { month: bestMonth.month, revenueCents: Number(bestMonth.cents) } : null,
    },
    topCategories: top.map(([category, cents]) => ({
      category,
      totalCents: cents,
      sharePercent: expensesTotal > 0 ? oneDecimal((cents / expensesTotal) * 100) : 0,
    })),
  };
}
