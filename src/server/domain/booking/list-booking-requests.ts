import { sql } from 'drizzle-orm';
import type { DayPeriod } from '../../../shared/enums';
import {
  type BookingRequestRow,
  MAX_LISTED_OFFERS,
  type RequestList,
  type RequestListQuery,
  requestListQuerySchema,
} from '../../../shared/schemas/booking-request';
import { type Clock, toSaoPauloIso } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../actor';
import { decodeCursor, toPage } from '../paging';
import { agendaUserIds, loadStudioScope } from '../studio/studio-scope';
import { findBookingSettings } from './booking-queries';
import { offerOpenFor } from './offer-freed-slot';
import { requestStatusPath, requestToken } from './request-token';

/**
 * A request sits in Spam while nobody answered it (an answer — accept, propose, decline — takes it
 * out whatever the flag says; 'Não é spam' clears the flag). A flood joining the waitlist waits
 * there too, instead of in 'Lista de espera'.
 */
const IN_SPAM = sql`(r.spam AND r.status IN ('pendente', 'expirado', 'espera'))`;

const boxFilter = {
  novos: sql`r.status IN ('pendente', 'proposto') AND NOT ${IN_SPAM}`,
  espera: sql`r.status = 'espera' AND NOT ${IN_SPAM}`,
  aceitos: sql`r.status = 'aceito'`,
  encerrados: sql`r.status IN ('recusado', 'expirado') AND NOT ${IN_SPAM}`,
  spam: IN_SPAM,
} as const;

interface Row extends Record<string, unknown> {
  id: string;
  user_id: string;
  artist_name: string;
  artist_slug: string | null;
  status: BookingRequestRow['status'];
  client_name: string;
  phone: string;
  instagram: string | null;
  idea: string;
  placement: string;
  size: string;
  length_minutes: number;
  preferred_starts: string[];
  proposed_start: Date | null;
  artist_message: string | null;
  appointment_id: string | null;
  created_at: Date;
  cursor_at: string;
  image_ids: string[] | null;
  due: number | null;
  paid: number | null;
  deadline: Date | null;
  appointment_status: string | null;
  start_time: Date | null;
  deposit_claimed_at: Date | null;
  has_receipt: boolean;
  wait_from: string | null;
  wait_to: string | null;
  wait_periods: DayPeriod[] | null;
  offers: { id: string; start: string }[] | null;
}

/**
 * The freed slots a waitlisted request (alias `r`, its page's settings `bs`) may take now, as the
 * client's link offers them (`offerOpenFor`): read per listed row, at most
 * {@link MAX_LISTED_OFFERS} each, through the open offers' index — inside the page's one query.
 */
const openOffers = (now: Date) => sql`(
  SELECT json_agg(json_build_object('id', o.id, 'start', o.start_time) ORDER BY o.start_time)
  FROM (
    SELECT o.id, o.start_time FROM waitlist_offers o
    WHERE ${offerOpenFor(now, sql`coalesce(bs.min_notice_hours, 0)`)}
    ORDER BY o.start_time
    LIMIT ${MAX_LISTED_OFFERS}
  ) o)`;

/**
 * The requests of one tab, a keyset page at a time — newest first; the waitlist oldest first (it is
 * served in the order clients joined) — the artist's own inbox, or for a studio's owner and front
 * desk every artist's (each row says whose), so either can answer.
 */
export async function listBookingRequests(
  db: DbOrTx,
  actor: Actor,
  query: RequestListQuery,
  secret: string,
  clock: Clock,
): Promise<RequestList> {
  const { box, cursor, limit } = requestListQuerySchema.parse(query);
  const after = cursor ? decodeCursor<[string, string]>(cursor, 'tu') : null;
  const oldestFirst = box === 'espera';
  const inboxes = sql.join(
    (await agendaUserIds(db, await loadStudioScope(db, actor))).map((id) => sql`${id}`),
    sql`, `,
  );
  const [settings, rows, open] = await Promise.all([
    findBookingSettings(db, actor.userId),
    db.execute<Row>(sql`
      SELECT r.id, r.user_id, p.name AS artist_name, bs.slug AS artist_slug, r.status, r.client_name, r.phone, r.instagram, r.idea, r.placement, r.size,
        r.length_minutes, to_json(r.preferred_starts) AS preferred_starts, r.proposed_start, r.artist_message, r.appointment_id,
        r.created_at, r.created_at::text AS cursor_at,
        (SELECT array_agg(i.id::text ORDER BY i.position) FROM booking_request_images i
          WHERE i.request_id = r.id) AS image_ids,
        a.deposit_due_cents AS due, a.deposit_cents AS paid, a.deposit_deadline AS deadline,
        a.status::text AS appointment_status, a.start_time,
        r.deposit_claimed_at, EXISTS (SELECT 1 FROM deposit_receipts d WHERE d.request_id = r.id) AS has_receipt,
        r.wait_from::text AS wait_from, r.wait_to::text AS wait_to, r.wait_periods,
        ${oldestFirst ? openOffers(clock()) : sql`NULL`} AS offers
      FROM booking_requests r LEFT JOIN appointments a ON a.id = r.appointment_id
        JOIN profiles p ON p.id = r.user_id
        LEFT JOIN booking_settings bs ON bs.user_id = r.user_id
      WHERE r.user_id IN (${inboxes})
        AND ${boxFilter[box]}
        ${
          after
            ? oldestFirst
              ? sql`AND (r.created_at, r.id) > (${after[0]}::timestamptz, ${after[1]}::uuid)`
              : sql`AND (r.created_at, r.id) < (${after[0]}::timestamptz, ${after[1]}::uuid)`
            : sql``
        }
      ORDER BY ${oldestFirst ? sql`r.created_at, r.id` : sql`r.created_at DESC, r.id DESC`}
      LIMIT ${limit + 1}`),
    db.execute<{ n: number; spam: number; waiting: number }>(sql`
      SELECT count(*) FILTER (WHERE r.status <> 'espera' AND NOT ${IN_SPAM})::int AS n,
        count(*) FILTER (WHERE ${IN_SPAM})::int AS spam,
        count(*) FILTER (WHERE r.status = 'espera' AND NOT ${IN_SPAM})::int AS waiting
      FROM booking_requests r
      WHERE r.user_id IN (${inboxes}) AND r.status IN ('pendente', 'proposto', 'espera')`),
  ]);
  const toRow = (r: Row): BookingRequestRow => ({
    id: r.id,
    artistId: r.user_id,
    artistName: r.artist_name,
    status: r.status,
    clientName: r.client_name,
    phone: r.phone,
    instagram: r.instagram,
    idea: r.idea,
    placement: r.placement,
    size: r.size,
    lengthMinutes: r.length_minutes,
    preferredStarts: r.preferred_starts.map((d) => toSaoPauloIso(new Date(d))),
    proposedStart: r.proposed_start ? toSaoPauloIso(new Date(r.proposed_start)) : null,
    artistMessage: r.artist_message,
    appointmentId: r.appointment_id,
    createdAt: toSaoPauloIso(new Date(r.created_at)),
    imageIds: r.image_ids ?? [],
    statusUrl: requestStatusPath(r.artist_slug ?? '', requestToken(secret, r.id)),
    deposit:
      r.appointment_id && r.start_time
        ? {
            dueCents: Number(r.due ?? 0),
            paidCents: Number(r.paid ?? 0),
            deadline: r.deadline ? toSaoPauloIso(new Date(r.deadline)) : null,
            appointmentStatus: r.appointment_status ?? 'agendado',
            startTime: toSaoPauloIso(new Date(r.start_time)),
            claimedAt: r.deposit_claimed_at ? toSaoPauloIso(new Date(r.deposit_claimed_at)) : null,
            receipt: r.has_receipt,
          }
        : null,
    wait:
      r.wait_from && r.wait_to && r.wait_periods
        ? { from: r.wait_from, to: r.wait_to, periods: r.wait_periods }
        : null,
    offers: (r.offers ?? []).map((o) => ({ id: o.id, start: toSaoPauloIso(new Date(o.start)) })),
  });
  return {
    ...toPage(rows.rows, limit, toRow, (r) => [r.cursor_at, r.id]),
    openCount: Number(open.rows[0]?.n ?? 0),
    spamCount: Number(open.rows[0]?.spam ?? 0),
    waitCount: Number(open.rows[0]?.waiting ?? 0),
    hasPage: Boolean(settings),
    pageEnabled: Boolean(settings?.enabled),
    slug: settings?.slug ?? null,
  };
}
