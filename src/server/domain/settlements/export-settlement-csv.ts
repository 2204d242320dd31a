import { sql } from 'drizzle-orm';
import {
  type PaymentReceiver,
  type paymentKinds,
  paymentMethodLabels,
  paymentReceiverLabels,
} from '../../../shared/enums';
import type { SettlementStatementQuery } from '../../../shared/schemas/settlement';
import { settlementStatementQuerySchema } from '../../../shared/schemas/settlement';
import { settlementPeriodLabel } from '../../../shared/settlement';
import { type Clock, formatDayBR, settlementWindow, today } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../actor';
import { DomainError } from '../errors';
import { centsForSpreadsheet, toCsv } from '../exports/csv';
import { overlappingSettlements, settlementStudio } from './settlement-queries';

const kindLabels: Record<(typeof paymentKinds)[number], string> = {
  pagamento: 'Pagamento',
  sinal: 'Sinal',
  estorno: 'Sinal devolvido',
};

/**
 * The statement of one artist's period (CSV, the export's conventions): every payment made in the
 * studio with who received it and its split, then the totals, the net and — when paid — the
 * settlement. The owner for any artist of the studio; an artist only their own.
 */
export async function exportSettlementCsv(
  db: DbOrTx,
  actor: Actor,
  query: SettlementStatementQuery,
  clock: Clock,
): Promise<{ filename: string; csv: string }> {
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
      kind: (typeof paymentKinds)[number];
      method: keyof typeof paymentMethodLabels;
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

  let studioOwes = 0;
  let artistOwes = 0;
  const lines = rows.rows.map((r) => {
    const amount = Number(r.amount);
    const studioPart = Number(r.studio);
    const artistPart = amount - studioPart;
    if (r.received_by === 'estudio') studioOwes += artistPart;
    else artistOwes += studioPart;
    return [
      formatDayBR(r.date),
      r.client_name,
      r.title,
      kindLabels[r.kind],
      paymentMethodLabels[r.method],
      paymentReceiverLabels[r.received_by],
      centsForSpreadsheet(amount),
      centsForSpreadsheet(artistPart),
      centsForSpreadsheet(studioPart),
    ];
  });
  const label = settlementPeriodLabel(period, start, end);
  const exact = paid.find((s) => s.startDate === start && s.endDate === end);
  const net = studioOwes - artistOwes;
  const blank = ['', '', '', '', '', '', ''];
  const summary: string[][] = [
    [],
    ['Repasse', `${name} — ${label}`, ...blank],
    ['Estúdio deve ao tatuador', '', ...blank.slice(1), centsForSpreadsheet(studioOwes)],
    ['Tatuador deve ao estúdio', '', ...blank.slice(1), centsForSpreadsheet(artistOwes)],
    [
      net >= 0 ? 'Saldo: estúdio paga ao tatuador' : 'Saldo: tatuador paga ao estúdio',
      '',
      ...blank.slice(1),
      centsForSpreadsheet(Math.abs(net)),
    ],
    [
      'Situação',
      exact
        ? `Pago em ${formatDayBR(exact.paidOn)}`
        : paid.length > 0
          ? 'Parte do período já acertada em outro repasse'
          : 'Em aberto',
      ...blank,
    ],
  ];
  const csv = toCsv(
    [
      'Data',
      'Cliente',
      'Sessão',
      'Tipo',
      'Forma de Pagamento',
      'Recebido por',
      'Valor (R$)',
      'Parte do tatuador (R$)',
      'Parte do estúdio (R$)',
    ],
    [...lines, ...summary],
  );
  const slug = name
    .normalize('NFD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase();
  return { filename: `repasse-${slug || 'tatuador'}-${start}-a-${end}.csv`, csv };
}
