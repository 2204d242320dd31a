import { and, eq } from 'drizzle-orm';
import { type CancellationPolicy, refundDeadline } from '../../../shared/cancellation-policy';
import type { DbOrTx } from '../../db/client';
import { appointments, bookingRequests } from '../../db/schema';
import { DomainError } from '../errors';
import { type BookingSettingsRow, findBookingSettings } from './booking-queries';
import type { BookingRequestDbRow } from './booking-request-queries';
import { hashRequestToken } from './request-token';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export interface TokenRequest {
  request: BookingRequestDbRow;
  settings: BookingSettingsRow;
}

/**
 * The request a client's link names: `/agendar/{slug}/pedido/{token}`. A malformed or wrong token,
 * or a right one under another artist's address, is the same 404 — a link opens its own request only.
 */
export async function findRequestByToken(db: DbOrTx, slug: string, token: string): Promise<TokenRequest> {
  if (!TOKEN.test(token)) throw new DomainError('BOOKING_REQUEST_NOT_FOUND');
  const [request] = await db
    .select()
    .from(bookingRequests)
    .where(eq(bookingRequests.tokenHash, hashRequestToken(token)));
  const settings = request && (await findBookingSettings(db, request.userId));
  if (!request || !settings || settings.slug !== slug) throw new DomainError('BOOKING_REQUEST_NOT_FOUND');
  return { request, settings };
}

/**
 * The session an accepted request became, on its artist's agenda (none: not accepted, deleted
 * since, or handed to another artist of the studio — then the link no longer acts on it).
 */
export async function sessionOfRequest(db: DbOrTx, request: BookingRequestDbRow) {
  if (!request.appointmentId) return undefined;
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, request.appointmentId), eq(appointments.userId, request.userId)));
  return row;
}

/**
 * Until when a cancel gives the deposit back: fixed when the request became a session and never
 * pushed later by a move (`refund_until`); from the policy and the start for one without it.
 */
export const refundUntilOf = (
  request: Pick<BookingRequestDbRow, 'refundUntil'>,
  policy: CancellationPolicy,
  start: Date,
): Date => {
  const byStart = refundDeadline(policy, start);
  return request.refundUntil && request.refundUntil < byStart ? request.refundUntil : byStart;
};
