import { sql } from 'drizzle-orm';
import type { Settlement } from '../../../shared/schemas/settlement';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../actor';
import { DomainError } from '../errors';
import { loadStudioScope } from '../studio/studio-scope';

/**
 * Whose settlements the actor sees (decision 0017): the studio's owner every artist's, and marks
 * them; an artist only their own; the front desk, a solo artist or a removed member none (403).
 */
export async function settlementStudio(db: DbOrTx, actor: Actor) {
  const { studio } = await loadStudioScope(db, actor);
  if (!studio || studio.role === 'recepcao') throw new DomainError('FORBIDDEN');
  return { id: studio.id, name: studio.name, ownerId: studio.ownerId, isOwner: studio.role === 'owner' };
}

export interface SettlementSums {
  artistId: string;
  name: string;
  paymentsCount: number;
  studioReceivedCents: number;
  artistReceivedCents: number;
  studioOwesCents: number;
  artistOwesCents: number;
  netCents: number;
}

/**
 * Each artist's payments made in the studio over [start, end] (São Paulo days), by who received
 * them: the studio owes the artist their part of what the studio received; the artist owes the
 * studio its part of what the artist received. The parts are the ones stored on each payment
 * (decision 0016), so they add up to the centavo. The owner's own work is wholly the studio's:
 * never settled.
 */
export async function sumSettlements(
  db: DbOrTx,
  studio: { id: string; ownerId: string },
  start: string,
  end: string,
  artistId?: string,
): Promise<SettlementSums[]> {
  const rows = (
    await db.execute<{
      user_id: string;
      name: string;
      n: number;
      studio_received: number;
      artist_received: number;
      studio_owes: number;
      artist_owes: number;
    }>(sql`
      SELECT p.user_id, pr.name, count(*)::int AS n,
        coalesce(sum(p.amount_cents) FILTER (WHERE p.received_by = 'estudio'), 0)::bigint AS studio_received,
        coalesce(sum(p.amount_cents) FILTER (WHERE p.received_by = 'tatuador'), 0)::bigint AS artist_received,
        coalesce(sum(p.amount_cents - p.studio_cents) FILTER (WHERE p.received_by = 'estudio'), 0)::bigint AS studio_owes,
        coalesce(sum(p.studio_cents) FILTER (WHERE p.received_by = 'tatuador'), 0)::bigint AS artist_owes
      FROM payments p JOIN profiles pr ON pr.id = p.user_id
      WHERE p.organization_id = ${studio.id} AND p.user_id <> ${studio.ownerId}
        AND p.date >= ${start} AND p.date <= ${end}
        ${artistId ? sql`AND p.user_id = ${artistId}` : sql``}
      GROUP BY p.user_id, pr.name`)
  ).rows;
  return rows.map((r) => {
    const studioOwesCents = Number(r.studio_owes);
    const artistOwesCents = Number(r.artist_owes);
    return {
      artistId: r.user_id,
      name: r.name,
      paymentsCount: Number(r.n),
      studioReceivedCents: Number(r.studio_received),
      artistReceivedCents: Number(r.artist_received),
      studioOwesCents,
      artistOwesCents,
      netCents: studioOwesCents - artistOwesCents,
    };
  });
}

export interface SettlementRow extends Record<string, unknown> {
  id: string;
  artist_id: string;
  artist_name: string;
  period: Settlement['period'];
  start_date: string;
  end_date: string;
  studio_owes_cents: number;
  artist_owes_cents: number;
  net_cents: number;
  payments_count: number;
  method: Settlement['method'];
  paid_on: string;
  expense_id: string | null;
  created_at: Date | string;
}

/** The columns `toSettlement` reads, from `settlements s JOIN profiles pr ON pr.id = s.artist_id`. */
export const settlementColumns = sql`s.id, s.artist_id, pr.name AS artist_name, s.period,
  s.start_date::text AS start_date, s.end_date::text AS end_date, s.studio_owes_cents,
  s.artist_owes_cents, s.net_cents, s.payments_count, s.method, s.paid_on::text AS paid_on,
  s.expense_id, s.created_at`;

export function toSettlement(r: SettlementRow): Settlement {
  return {
    id: r.id,
    artistId: r.artist_id,
    artistName: r.artist_name,
    period: r.period,
    startDate: r.start_date,
    endDate: r.end_date,
    studioOwesCents: Number(r.studio_owes_cents),
    artistOwesCents: Number(r.artist_owes_cents),
    netCents: Number(r.net_cents),
    paymentsCount: Number(r.payments_count),
    method: r.method,
    paidOn: r.paid_on,
    expenseId: r.expense_id,
    createdAt: new Date(r.created_at).toISOString(),
  };
}

/** Paid settlements of the studio (one artist's, if given) overlapping [start, end]. */
export async function overlappingSettlements(
  db: DbOrTx,
  organizationId: string,
  start: string,
  end: string,
  artistId?: string,
): Promise<Settlement[]> {
  const rows = (
    await db.execute<SettlementRow>(sql`
      SELECT ${settlementColumns}
      FROM settlements s JOIN profiles pr ON pr.id = s.artist_id
      WHERE s.organization_id = ${organizationId} AND s.start_date <= ${end} AND s.end_date >= ${start}
        ${artistId ? sql`AND s.artist_id = ${artistId}` : sql``}
      ORDER BY s.start_date`)
  ).rows;
  return rows.map(toSettlement);
}

/** An active artist of the studio (someone with no payment in it is otherwise a stranger to it). */
export async function isArtistOf(db: DbOrTx, organizationId: string, userId: string): Promise<boolean> {
  const rows = (
    await db.execute(sql`
      SELECT 1 FROM organization_members
      WHERE organization_id = ${organizationId} AND user_id = ${userId} AND status = 'active' AND role = 'artist'`)
  ).rows;
  return rows.length > 0;
}
