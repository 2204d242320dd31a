import { sql } from 'drizzle-orm';
import type { StudioArtistShare, StudioReport } from '../../../shared/schemas/team';
import { studioReportQuerySchema } from '../../../shared/schemas/team';
import { type Clock, monthOf, today } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../actor';
import { DomainError } from '../errors';
import { loadStudioScope } from '../studio/studio-scope';
import { latestMembers } from './list-members';

/** An artist without a recorded percentage splits at SPEC's default. */
const DEFAULT_PERCENTAGE = 50;

/**
 * 'Divisão do Estúdio': the studio's month per member — what came in (their payments made in the
 * studio, by São Paulo day) and each payment's split as stored when it was made (migration 0030:
 * the percentage in force on its day), summed from the studio_member_months rollup. So the parts
 * add up exactly to the studio's consolidated Relatórios, and a later percentage change never
 * rewrites a past month. A removed member who had money in the month keeps their line, under their
 * name. The owner sees everyone; an artist only their own line; the front desk, nothing (403).
 * The percentage shown is the latest recorded (what applies from now on).
 */
export async function getStudioReport(
  db: DbOrTx,
  actor: Actor,
  query: { month?: string },
  clock: Clock,
): Promise<StudioReport> {
  const month = studioReportQuerySchema.parse(query).month ?? monthOf(today(clock));
  const { studio } = await loadStudioScope(db, actor);
  if (!studio || studio.role === 'recepcao') throw new DomainError('FORBIDDEN');
  const isOwner = studio.role === 'owner';
  const mineOnly = isOwner ? sql`` : sql`AND s.user_id = ${actor.userId}`;

  const [members, money] = await Promise.all([
    latestMembers(db, studio.id),
    db.execute<{
      user_id: string;
      name: string;
      revenue: number;
      studio: number;
      percentage: string | number | null;
    }>(sql`
      SELECT s.user_id, p.name, s.revenue_cents AS revenue, s.studio_cents AS studio,
        (SELECT ap.percentage FROM artist_percentages ap
          WHERE ap.organization_id = s.organization_id AND ap.user_id = s.user_id
          ORDER BY ap.created_at DESC, ap.id DESC LIMIT 1) AS percentage
      FROM studio_member_months s JOIN profiles p ON p.id = s.user_id
      WHERE s.organization_id = ${studio.id} AND s.month = ${month} ${mineOnly}
      ORDER BY p.name, s.user_id`),
  ]);
  const byUser = new Map(money.rows.map((r) => [r.user_id, r]));

  const line = (
    base: Pick<StudioArtistShare, 'userId' | 'name' | 'role' | 'percentage'>,
    removed: boolean,
  ): StudioArtistShare => {
    const row = byUser.get(base.userId);
    const revenueCents = Number(row?.revenue ?? 0);
    const studioCents = Number(row?.studio ?? 0);
    return {
      ...base,
      revenueCents,
      artistCents: revenueCents - studioCents,
      studioCents,
      ...(removed ? { removed: true } : {}),
    };
  };
  const current = members
    .filter((m) => m.role !== 'recepcao' && (isOwner || m.userId === actor.userId))
    .map((m) =>
      line(
        {
          userId: m.userId,
          name: m.name,
          role: m.role,
          percentage: m.userId === studio.ownerId ? null : (m.percentage ?? DEFAULT_PERCENTAGE),
        },
        false,
      ),
    );
  const here = new Set(current.map((a) => a.userId));
  const removed = money.rows
    .filter((r) => !here.has(r.user_id) && (Number(r.revenue) !== 0 || Number(r.studio) !== 0))
    .map((r) =>
      line(
        {
          userId: r.user_id,
          name: r.name,
          role: 'artist',
          percentage: r.percentage === null ? DEFAULT_PERCENTAGE : Number(r.percentage),
        },
        true,
      ),
    );
  const artists = [...current, ...removed];
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
