import { sql } from 'drizzle-orm';
import type { SettlementLine, SettlementOverview, SettlementQuery } from '../../../shared/schemas/settlement';
import { settlementQuerySchema } from '../../../shared/schemas/settlement';
import { type Clock, settlementWindow, today } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../actor';
import {
  overlappingSettlements,
  type SettlementRow,
  settlementColumns,
  settlementStudio,
  sumSettlements,
  toSettlement,
} from './settlement-queries';

const RECENT = 12;

/**
 * 'Repasse' for a period the studio chooses (semana, quinzena, mês; São Paulo days): per artist, what
 * the studio owes them and what they owe the studio, the net, and whether it is paid. The owner sees
 * every artist — the current ones, and a removed one with money or a settlement in the period; an
 * artist sees only their own line and their own settlements received.
 */
export async function getSettlements(
  db: DbOrTx,
  actor: Actor,
  query: SettlementQuery,
  clock: Clock,
): Promise<SettlementOverview> {
  const { period, day } = settlementQuerySchema.parse(query);
  const studio = await settlementStudio(db, actor);
  const { start, end } = settlementWindow(period, day ?? today(clock));
  const only = studio.isOwner ? undefined : actor.userId;

  const [sums, paid, members, recent] = await Promise.all([
    sumSettlements(db, studio, start, end, only),
    overlappingSettlements(db, studio.id, start, end, only),
    db.execute<{ user_id: string; name: string }>(sql`
      SELECT m.user_id, pr.name FROM organization_members m JOIN profiles pr ON pr.id = m.user_id
      WHERE m.organization_id = ${studio.id} AND m.status = 'active' AND m.role = 'artist'
        AND m.user_id <> ${studio.ownerId} ${only ? sql`AND m.user_id = ${only}` : sql``}`),
    db.execute<SettlementRow>(sql`
      SELECT ${settlementColumns}
      FROM settlements s JOIN profiles pr ON pr.id = s.artist_id
      WHERE s.organization_id = ${studio.id} ${only ? sql`AND s.artist_id = ${only}` : sql``}
      ORDER BY s.paid_on DESC, s.created_at DESC LIMIT ${RECENT}`),
  ]);

  const current = new Map(members.rows.map((m) => [m.user_id, m.name]));
  const byArtist = new Map(sums.map((s) => [s.artistId, s]));
  const names = new Map<string, string>([
    ...paid.map((s) => [s.artistId, s.artistName] as const),
    ...sums.map((s) => [s.artistId, s.name] as const),
    ...current,
  ]);
  const lines: SettlementLine[] = [...names].map(([artistId, name]) => {
    const sum = byArtist.get(artistId);
    const mine = paid.filter((s) => s.artistId === artistId);
    const exact = mine.find((s) => s.startDate === start && s.endDate === end) ?? null;
    const figures = exact
      ? {
          paymentsCount: exact.paymentsCount,
          studioOwesCents: exact.studioOwesCents,
          artistOwesCents: exact.artistOwesCents,
          netCents: exact.netCents,
        }
      : {
          paymentsCount: sum?.paymentsCount ?? 0,
          studioOwesCents: sum?.studioOwesCents ?? 0,
          artistOwesCents: sum?.artistOwesCents ?? 0,
          netCents: sum?.netCents ?? 0,
        };
    return {
      artistId,
      name,
      ...(current.has(artistId) ? {} : { removed: true as const }),
      studioReceivedCents: sum?.studioReceivedCents ?? 0,
      artistReceivedCents: sum?.artistReceivedCents ?? 0,
      ...figures,
      settlement: exact,
      overlapping: exact ? null : (mine[0] ?? null),
    };
  });
  lines.sort((a, b) => a.name.localeCompare(b.name, 'pt-BR') || a.artistId.localeCompare(b.artistId));

  return {
    period,
    start,
    end,
    canSettle: studio.isOwner,
    lines,
    recent: recent.rows.map(toSettlement),
  };
}
