import { sql } from 'drizzle-orm';
import { expenseGroups } from '../../../shared/enums';
import type {
  Expense,
  ExpenseList,
  ExpenseListQuery,
  ExpenseSummary,
  ExpenseTab,
  MoneyWindow,
} from '../../../shared/schemas/expense';
import { expenseListQuerySchema } from '../../../shared/schemas/expense';
import {
  addDays,
  type Clock,
  dayStartEpoch,
  dayWindow,
  monthOf,
  monthWindow,
  today as todayOf,
} from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../actor';
import { decodeCursor, likePattern, toPage } from '../paging';
import { expenseCategoryLabelSql, expenseGroupSql } from './category-sql';

interface Row extends Record<string, unknown> {
  id: string;
  description: string;
  amount_cents: number;
  category: Expense['category'];
  payment_method: Expense['paymentMethod'];
  date: string;
  date_epoch: number;
  notes: string | null;
  card_fee: boolean;
  updated_at: Date;
  created_at_text: string;
}

/**
 * Despesas: newest first by date_epoch (SPEC §7), a page at a time, narrowed by tab (group),
 * banner filter (today, month or a category), an optional date range and a search on description or
 * category; plus the tab counts and money cards, computed in one grouped SQL pass.
 */
export async function listExpenses(
  db: DbOrTx,
  actor: Actor,
  query: ExpenseListQuery,
  clock: Clock,
): Promise<ExpenseList> {
  const { cursor, limit, q, tab, period, category, from, to } = expenseListQuerySchema.parse(query);
  const after = cursor ? decodeCursor<[number, string, string]>(cursor, 'ntu') : null;
  const today = todayOf(clock);
  const day = dayWindow(today);
  const month = monthWindow(monthOf(today));
  const window = period === 'today' ? day : period === 'month' ? month : null;

  const rows = (
    await db.execute<Row>(sql`
      SELECT e.id, e.description, e.amount_cents, e.category, e.payment_method, e.date::text AS date,
        e.date_epoch, e.notes, (e.payment_id IS NOT NULL OR e.other_income_id IS NOT NULL) AS card_fee, e.updated_at, e.created_at::text AS created_at_text
      FROM expenses e
      WHERE e.user_id = ${actor.userId}
        ${tab !== 'todas' ? sql`AND ${expenseGroupSql} = ${tab}` : sql``}
        ${window ? sql`AND e.date_epoch >= ${window.start} AND e.date_epoch < ${window.end}` : sql``}
        ${category ? sql`AND e.category = ${category}` : sql``}
        ${from ? sql`AND e.date_epoch >= ${dayStartEpoch(from)}` : sql``}
        ${to ? sql`AND e.date_epoch < ${dayStartEpoch(addDays(to, 1))}` : sql``}
        ${q ? sql`AND tinta_fold(e.description || ' ' || e.category || ' ' || ${expenseCategoryLabelSql}) LIKE tinta_fold(${likePattern(q)}) ESCAPE '\\'` : sql``}
        ${after ? sql`AND (e.date_epoch, e.created_at, e.id) < (${after[0]}::bigint, ${after[1]}::timestamptz, ${after[2]}::uuid)` : sql``}
      ORDER BY e.date_epoch DESC, e.created_at DESC, e.id DESC
      LIMIT ${limit + 1}`)
  ).rows;

  const groupRows = (
    await db.execute<{ grp: string; count: number; today: number; month: number; total: number }>(sql`
      SELECT ${expenseGroupSql} AS grp, count(*)::int AS count,
        coalesce(sum(e.amount_cents) FILTER (WHERE e.date_epoch >= ${day.start} AND e.date_epoch < ${day.end}), 0)::bigint AS today,
        coalesce(sum(e.amount_cents) FILTER (WHERE e.date_epoch >= ${month.start} AND e.date_epoch < ${month.end}), 0)::bigint AS month,
        coalesce(sum(e.amount_cents), 0)::bigint AS total
      FROM expenses e WHERE e.user_id = ${actor.userId}
      GROUP BY 1`)
  ).rows;

  return {
    ...toPage(rows, limit, toExpense, (r) => [Number(r.date_epoch), r.created_at_text, r.id]),
    summary: summarize(today, tab, groupRows),
  };
}

function summarize(
  today: string,
  tab: ExpenseTab,
  rows: { grp: string; count: number; today: number; month: number; total: number }[],
): ExpenseSummary {
  const empty = (): MoneyWindow => ({ todayCents: 0, monthCents: 0, totalCents: 0 });
  const groups = Object.fromEntries(expenseGroups.map((g) => [g, empty()])) as ExpenseSummary['groups'];
  const counts = { todas: 0, recorrentes: 0, materiais: 0, outros: 0 } as ExpenseSummary['counts'];
  const all = empty();
  for (const r of rows) {
    const g = r.grp as keyof typeof groups;
    groups[g] = { todayCents: Number(r.today), monthCents: Number(r.month), totalCents: Number(r.total) };
    counts[g] = Number(r.count);
    counts.todas += Number(r.count);
    all.todayCents += Number(r.today);
    all.monthCents += Number(r.month);
    all.totalCents += Number(r.total);
  }
  return { today, counts, tab: tab === 'todas' ? all : groups[tab], groups };
}

function toExpense(r: Row): Expense {
  return {
    id: r.id,
    description: r.description,
    amountCents: Number(r.amount_cents),
    category: r.category,
    paymentMethod: r.payment_method,
    date: r.date,
    dateEpoch: Number(r.date_epoch),
    notes: r.notes,
    cardFee: Boolean(r.card_fee),
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}
