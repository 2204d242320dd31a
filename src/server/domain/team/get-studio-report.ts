import { sql } from 'drizzle-orm';
import type { StudioReport } from '../../../shared/schemas/team';
import { studioReportQuerySchema } from '../../../shared/schemas/team';
import { type Clock, monthOf, today } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../actor';
import { DomainError } from '../errors';
import { findProfileWithOrganization } from '../profile/queries';
import { latestMembers } from './list-members';
import { splitRevenue } from './split';

/** An artist without a recorded percentage splits at SPEC's default. */
const DEFAULT_PERCENTAGE = 50;

/**
 * The studio's month, per artist: revenue (their payments by date_epoch in the São Paulo month), the
 * artist's part at their latest percentage and the studio's part. The owner sees everyone (their own
 * work goes wholly to the studio); an artist sees only their own line.
 */
export async function getStudioReport(
  db: DbOrTx,
  actor: Actor,
  query: { month?: string },
  clock: Clock,
): Promise<StudioReport> {
  const month = studioReportQuerySchema.parse(query).month ?? monthOf(today(clock));
  const me = await findProfileWithOrganization(db, actor.userId);
  const org = me?.organization;
  if (!me || !org || me.planType !== 'estudio') throw new DomainError('FORBIDDEN');
  const isOwner = org.ownerId === actor.userId;
  const members = (await latestMembers(db, org.id)).filter((m) => isOwner || m.userId === actor.userId);

  const ids = members.map((m) => m.userId);
  const revenue = new Map<string, number>();
  if (ids.length > 0) {
    const rows = (
      await db.execute<{ user_id: string; cents: number }>(sql`
        SELECT user_id, cents FROM revenue_months
        WHERE user_id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) AND month = ${month}`)
    ).rows;
    for (const r of rows) revenue.set(r.user_id, Number(r.cents));
  }

  const artists = members.map((m) => {
    const revenueCents = revenue.get(m.userId) ?? 0;
    const owner = m.userId === org.ownerId;
    const percentage = owner ? null : (m.percentage ?? DEFAULT_PERCENTAGE);
    const split = owner
      ? { artistCents: 0, studioCents: revenueCents }
      : splitRevenue(revenueCents, percentage!);
    return { userId: m.userId, name: m.name, role: m.role, percentage, revenueCents, ...split };
  });
  const sum = (key: 'revenueCents' | 'artistCents' | 'studioCents') =>
    artists.reduce((t, a) => t + a[key], 0);
  return {
    month,
    artists,
    totals: {
      revenueCents: sum('revenueCents'),
      artistCents: sum('artistCents'),
      studioCents: sum('studioCents'),
    },
  };
}
