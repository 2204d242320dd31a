import { sql } from 'drizzle-orm';
import type { MeiRevenue } from '../../../shared/schemas/mei';
import type { DbOrTx } from '../../db/client';

/**
 * A year's MEI revenue per user, from January through `throughMonth` (`YYYY-MM` of that year), in
 * one statement: the sessions' money and the income not tied to a session from their monthly
 * rollups (what every money screen uses), and the revenue from before the app given for
 * that very year. The meter reads this year so far; the DASN-SIMEI reminder, last year whole.
 */
export async function readMeiRevenue(
  db: DbOrTx,
  userIds: readonly string[],
  year: number,
  throughMonth: string,
): Promise<Map<string, MeiRevenue>> {
  if (userIds.length === 0) return new Map();
  const firstMonth = `${year}-01`;
  const rows = (
    await db.execute<{ user_id: string; sessions: string; other: string; prior: string }>(sql`
      SELECT u.user_id,
        (SELECT coalesce(sum(r.cents), 0) FROM revenue_months r
          WHERE r.user_id = u.user_id AND r.month >= ${firstMonth} AND r.month <= ${throughMonth}) AS sessions,
        (SELECT coalesce(sum(o.cents), 0) FROM other_income_months o
          WHERE o.user_id = u.user_id AND o.month >= ${firstMonth} AND o.month <= ${throughMonth}) AS other,
        (SELECT coalesce(sum(m.prior_revenue_cents), 0) FROM mei_settings m
          WHERE m.user_id = u.user_id AND m.prior_revenue_year = ${year}) AS prior
      FROM unnest(ARRAY[${sql.join(
        userIds.map((id) => sql`${id}`),
        sql`, `,
      )}]::text[]) AS u(user_id)`)
  ).rows;
  return new Map(
    rows.map((r) => [
      r.user_id,
      {
        sessionsCents: Number(r.sessions),
        otherIncomeCents: Number(r.other),
        priorRevenueCents: Number(r.prior),
      },
    ]),
  );
}
