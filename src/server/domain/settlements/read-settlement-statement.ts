import { sql } from 'drizzle-orm';
import type { PaymentKind, PaymentMethod, PaymentReceiver, SettlementPeriod } from '../../../shared/enums';
import type { Settlement, SettlementStatementQuery } from '../../../shared/schemas/settlement';
import { settlementStatementQuerySchema } from '../../../shared/schemas/settlement';
import { settlementPeriodLabel } from '../../../shared/settlement';
import { type Clock, type IsoDay, settlementWindow, today } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../actor';
import { DomainError } from '../errors';
import { overlappingSettlements, settlementStudio } from './settlement-queries';

/** One payment made in the studio, with who received it and its split (integer cents). */
export interface StatementPayment {
  date: IsoDay;
  clientName: string;
  title: string;
  kind: PaymentKind;
  method: PaymentMethod;
  receivedBy: PaymentReceiver;
  amountCents: number;
  /** The studio's part, as stored on the payment (decision 0016). */
  studioCents: number;
  /** amount − the studio's part. */
  artistCents: number;
}

/**
 * One artist's period as the statements (CSV, PDF) show it. Plain data: it is also what the PDF
 * worker receives (render-protocol.ts).
 */
export interface SettlementStatement {
  studioName: string;
  artistName: string;
  period: SettlementPeriod;
  start: IsoDay;
  end: IsoDay;
  /** 'Semana de 23/11 a 29/11/2026', '1ª quinzena de novembro de 2026', 'novembro de 2026'. */
  periodLabel: string;
  payments: StatementPayment[];
  /** The artist's part of what the studio received. */
  studioOwesCents: number;
  /** The studio's part of what the artist received. */
  artistOwesCents: number;
  /** studioOwes − artistOwes: above zero the studio pays the artist, below the artist pays the studio. */
  netCents: number;
  /** The settlement paid for exactly this period, if any. */
  settlement: Settlement | null;
  /** Another paid settlement overlaps this period (e.g. a week inside the month). */
  overlapping: boolean;
  /** 'repasse-ana-traco-2026-11-23-a-2026-11-29': the download's name, without its extension. */
  fileBase: string;
}

/**
 * Reads one artist's statement for a period: every payment made in the studio, its split and who
 * received it, what each side owes, the net and the settlement. The owner for any artist of the
 * studio; an artist only their own (another's is MEMBER_NOT_FOUND); the front desk, a solo artist
 * or a removed member: FORBIDDEN. The owner's own work is never settled.
 */
export async function readSettlementStatement(
  db: DbOrTx,
  actor: Actor,
  query: SettlementStatementQuery,
  clock: Clock,
): Promise<SettlementStatement> {
  const { period, day, artistId } = settlementStatementQuerySchema.parse(query);
  const studio = await settlementStudio(db, actor);
  if (!studio.isOwner && artistId !== actor.userId) throw new DomainError('MEMBER_NOT_FOUND');
  if (artistId === studio.ownerId) throw new DomainError('MEMBER_NOT_FOUND');
  const { start, end } = settlementWindow(period, day ?? today(clock));

  const [rows, paid, who] = await Promise.all([
    db.execute<{
      date: string;
      client_name: string;
      title: string;
      kind: PaymentKind;
      method: PaymentMethod;
      received_by: PaymentReceiver;
      amount: number;
      studio: number;
    }>(sql`
      SELECT p.date::text AS date, p.client_name, a.title, p.kind, p.method, p.received_by,
        p.amount_cents AS amount, p.studio_cents AS studio
      FROM payments p JOIN appointments a ON a.id = p.appointment_id
      WHERE p.organization_id = ${studio.id} AND p.user_id = ${artistId}
        AND p.date >= ${start} AND p.date <= ${end}
      ORDER BY p.date_epoch, p.created_at, p.id`),
    overlappingSettlements(db, studio.id, start, end, artistId),
    db.execute<{ name: string }>(sql`
      SELECT name FROM profiles WHERE id = ${artistId} AND (
        EXISTS (SELECT 1 FROM organization_members m WHERE m.organization_id = ${studio.id} AND m.user_id = ${artistId})
        OR EXISTS (SELECT 1 FROM payments p WHERE p.organization_id = ${studio.id} AND p.user_id = ${artistId}))`),
  ]);
  const name = who.rows[0]?.name;
  if (!name) throw new DomainError('MEMBER_NOT_FOUND');

  let studioOwesCents = 0;
  let artistOwesCents = 0;
  const payments = rows.rows.map((r): StatementPayment => {
    const amountCents = Number(r.amount);
    const studioCents = Number(r.studio);
    const artistCents = amountCents - studioCents;
    if (r.received_by === 'estudio') studioOwesCents += artistCents;
    else artistOwesCents += studioCents;
    return {
      date: r.date,
      clientName: r.client_name,
      title: r.title,
      kind: r.kind,
      method: r.method,
      receivedBy: r.received_by,
      amountCents,
      studioCents,
      artistCents,
    };
  });
  const settlement = paid.find((s) => s.startDate === start && s.endDate === end) ?? null;
  const slug = name
    .normalize('NFD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase();
  return {
    studioName: studio.name,
    artistName: name,
    period,
    start,
    end,
    periodLabel: settlementPeriodLabel(period, start, end),
    payments,
    studioOwesCents,
    artistOwesCents,
    netCents: studioOwesCents - artistOwesCents,
    settlement,
    overlapping: !settlement && paid.length > 0,
    fileBase: `repasse-${slug || 'tatuador'}-${start}-a-${end}`,
  };
}
