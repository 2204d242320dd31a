import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import {
  type OtherIncomeList,
  type OtherIncomeListQuery,
  otherIncomeListQuerySchema,
} from '../../../shared/schemas/other-income';
import { type Clock, monthOf, monthWindow, today } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { otherIncomes } from '../../db/schema';
import type { Actor } from '../actor';
import { decodeCursor, toPage } from '../paging';
import { toOtherIncome } from './to-other-income';

/**
 * 'Outras receitas' in Financeiro: the actor's own, newest first by day, a page at a time (the
 * index `(user_id, date_epoch, created_at, id)`), and this month's sum (the month's rows only).
 */
export async function listOtherIncomes(
  db: DbOrTx,
  actor: Actor,
  query: OtherIncomeListQuery,
  clock: Clock,
): Promise<OtherIncomeList> {
  const { cursor, limit } = otherIncomeListQuerySchema.parse(query);
  const after = cursor ? decodeCursor<[number, string, string]>(cursor, 'ntu') : null;
  const mine = eq(otherIncomes.userId, actor.userId);
  const rows = await db
    .select({ row: otherIncomes, cursorAt: sql<string>`${otherIncomes.createdAt}::text` })
    .from(otherIncomes)
    .where(
      after
        ? and(
            mine,
            sql`(${otherIncomes.dateEpoch}, ${otherIncomes.createdAt}, ${otherIncomes.id}) < (${after[0]}::bigint, ${after[1]}::timestamptz, ${after[2]}::uuid)`,
          )
        : mine,
    )
    .orderBy(desc(otherIncomes.dateEpoch), desc(otherIncomes.createdAt), desc(otherIncomes.id))
    .limit(limit + 1);
  const month = monthWindow(monthOf(today(clock)));
  const [sum] = await db
    .select({ cents: sql<number>`coalesce(sum(${otherIncomes.amountCents}), 0)::bigint` })
    .from(otherIncomes)
    .where(and(mine, gte(otherIncomes.dateEpoch, month.start), lt(otherIncomes.dateEpoch, month.end)));
  const page = toPage(
    rows,
    limit,
    (r) => toOtherIncome(r.row),
    (r) => [Number(r.row.dateEpoch), r.cursorAt, r.row.id],
  );
  return { ...page, monthCents: Number(sum?.cents ?? 0) };
}
