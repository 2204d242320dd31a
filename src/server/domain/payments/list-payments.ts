import { sql } from 'drizzle-orm';
import type { Payment, PaymentList, PaymentListQuery } from '../../../shared/schemas/payment';
import { paymentListQuerySchema } from '../../../shared/schemas/payment';
import { type Clock, dayWindow, monthOf, monthWindow, today as todayOf } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../actor';
import { decodeCursor, likePattern, toPage } from '../paging';
import { methodLabelSql } from './method-label-sql';

export interface PaymentRow extends Record<string, unknown> {
  id: string;
  appointment_id: string;
  appointment_title: string;
  client_name: string;
  amount_cents: number;
  method: Payment['method'];
  /** Read by Financeiro; other lists may leave them out (then: 1x, no fee). */
  installments?: number;
  fee_cents?: number;
  kind: Payment['kind'];
  /** Read by Financeiro; other lists may leave them out (then: the default, not in a studio). */
  received_by?: Payment['receivedBy'];
  organization_id?: string | null;
  date: string;
  date_epoch: number;
  created_at: Date;
  cursor_at: string;
}

/**
 * Financeiro: payments newest first by date_epoch (SPEC §7), a page at a time, narrowed to today or
 * this São Paulo month by the filter banner and by a search on client name, the appointment's title
 * ('mandala') or method; plus the
 * Hoje / Este Mês / Total cards, which never depend on the filter or search.
 */
export async function listPayments(
  db: DbOrTx,
  actor: Actor,
  query: PaymentListQuery,
  clock: Clock,
): Promise<PaymentList> {
  const { cursor, limit, q, filter } = paymentListQuerySchema.parse(query);
  const after = cursor ? decodeCursor<[number, string, string]>(cursor, 'ntu') : null;
  const today = todayOf(clock);
  const day = dayWindow(today);
  const month = monthWindow(monthOf(today));
  const window = filter === 'today' ? day : filter === 'month' ? month : null;

  const rows = (
    await db.execute<PaymentRow>(sql`
      SELECT p.id, p.appointment_id, a.title AS appointment_title, p.client_name, p.amount_cents,
        p.method, p.installments, p.fee_cents, p.kind, p.received_by, p.organization_id, p.date::text AS date, p.date_epoch, p.created_at, p.created_at::text AS cursor_at
      FROM payments p JOIN appointments a ON a.id = p.appointment_id
      WHERE p.user_id = ${actor.userId}
        ${window ? sql`AND p.date_epoch >= ${window.start} AND p.date_epoch < ${window.end}` : sql``}
        ${q ? sql`AND tinta_fold(p.client_name || ' ' || a.title || ' ' || p.method || ' ' || ${methodLabelSql}) LIKE tinta_fold(${likePattern(q)}) ESCAPE '\\'` : sql``}
        ${after ? sql`AND (p.date_epoch, p.created_at, p.id) < (${after[0]}::bigint, ${after[1]}::timestamptz, ${after[2]}::uuid)` : sql``}
      ORDER BY p.date_epoch DESC, p.created_at DESC, p.id DESC
      LIMIT ${limit + 1}`)
  ).rows;

  // The cards from the rollups (migration 0011): a day's row, a month's row and the user's row.
  const [sums] = (
    await db.execute<{ today: number; month: number; total: number }>(sql`
      SELECT
        (SELECT coalesce(sum(cents), 0) FROM revenue_days WHERE user_id = ${actor.userId} AND day = ${today})::bigint AS today,
        (SELECT coalesce(sum(cents), 0) FROM revenue_months
          WHERE user_id = ${actor.userId} AND month = ${monthOf(today)})::bigint AS month,
        (SELECT coalesce(sum(revenue_cents), 0) FROM user_rollups WHERE user_id = ${actor.userId})::bigint AS total`)
  ).rows;

  return {
    ...toPage(rows, limit, toPayment, (r) => [Number(r.date_epoch), r.cursor_at, r.id]),
    summary: {
      today,
      todayCents: Number(sums?.today ?? 0),
      monthCents: Number(sums?.month ?? 0),
      totalCents: Number(sums?.total ?? 0),
    },
  };
}

export function toPayment(r: PaymentRow): Payment {
  return {
    id: r.id,
    appointmentId: r.appointment_id,
    appointmentTitle: r.appointment_title,
    clientName: r.client_name,
    amountCents: Number(r.amount_cents),
    method: r.method,
    installments: Number(r.installments ?? 1),
    feeCents: Number(r.fee_cents ?? 0),
    kind: r.kind,
    receivedBy: r.received_by ?? 'estudio',
    inStudio: r.organization_id != null,
    date: r.date,
    dateEpoch: Number(r.date_epoch),
    createdAt: new Date(r.created_at).toISOString(),
  };
}
