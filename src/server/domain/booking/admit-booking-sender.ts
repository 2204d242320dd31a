import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { DomainError } from '../errors';
import { bookingSenderCaps, scaledMax } from '../limits/limit-policies';

/**
 * What binds a booking request's sender (issue 24 item 3, docs/decisions/0003). Budgets per
 * address are taken before this; here, inside the request's transaction:
 * - an address (IPv4, or IPv6 /64) may have only 10 requests waiting for an answer, anywhere. A
 *   flood stops at its own unanswered requests, which free up only when artists answer, delete
 *   them or they expire;
 * - a phone is only a hint: anyone can type someone else's number. Its signals (3 waiting on this
 *   page, or its daily budget on this page spent) refuse only the address that already sent with
 *   that number here; from another address the request is kept and filed in Spam, so a stranger
 *   typing a real client's number can never lock the client out;
 * - a page is never closed. Past its normal daily volume, a request from a sender the page already
 *   heard from that day (same address or same phone) goes to Spam, without a notification; a
 *   first-time sender still lands in 'Novos'.
 */
const { waitingPerAddress, waitingPerPhone, normalDailyVolume } = bookingSenderCaps;

/** The address key as stored on the request: an HMAC, so a row never holds where someone was. */
export const storedSenderKey = (secret: string, limitKey: string) =>
  createHmac('sha256', secret).update(`booking-sender:${limitKey}`).digest('hex');

/**
 * Checks the sender's unanswered requests and says whether this one goes to Spam. Run in the
 * request's transaction: the advisory locks (address, then phone: one order) make parallel
 * requests of one sender count each other.
 */
export async function admitBookingSender(
  tx: DbOrTx,
  pageUserId: string,
  /** `key`: storedSenderKey of the address; `phone` as stored on the request. */
  sender: { key: string; phone: string },
  scale: number,
  /** The phone's daily budget on this page was already spent. */
  phoneBudgetSpent: boolean,
): Promise<{ spam: boolean }> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`booking-sender:${sender.key}`}, 0))`);
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`booking-phone:${pageUserId}:${sender.phone}`}, 0))`,
  );
  const result = await tx.execute<{
    by_sender: number;
    by_phone: number;
    phone_from_sender: boolean;
    today: number;
    seen: boolean;
  }>(sql`
    SELECT
      (SELECT count(*)::int FROM booking_requests
        WHERE sender_key = ${sender.key} AND status IN ('pendente', 'proposto')) AS by_sender,
      (SELECT count(*)::int FROM booking_requests
        WHERE user_id = ${pageUserId} AND phone = ${sender.phone}
          AND status IN ('pendente', 'proposto')) AS by_phone,
      EXISTS (SELECT 1 FROM booking_requests
        WHERE user_id = ${pageUserId} AND phone = ${sender.phone} AND sender_key = ${sender.key}
          AND created_at > now() - interval '24 hours') AS phone_from_sender,
      (SELECT count(*)::int FROM booking_requests
        WHERE user_id = ${pageUserId} AND created_at > now() - interval '24 hours') AS today,
      EXISTS (SELECT 1 FROM booking_requests
        WHERE user_id = ${pageUserId} AND created_at > now() - interval '24 hours'
          AND (sender_key = ${sender.key} OR phone = ${sender.phone})) AS seen`);
  const row = result.rows[0]!;
  if (Number(row.by_sender) >= scaledMax(waitingPerAddress, scale))
    throw new DomainError('BOOKING_REQUESTS_WAITING');
  const phoneOverLimit = phoneBudgetSpent || Number(row.by_phone) >= scaledMax(waitingPerPhone, scale);
  if (phoneOverLimit && row.phone_from_sender)
    throw new DomainError(phoneBudgetSpent ? 'RATE_LIMITED' : 'BOOKING_REQUESTS_WAITING');
  const busyDay = Number(row.today) >= scaledMax(normalDailyVolume, scale) && Boolean(row.seen);
  return { spam: phoneOverLimit || busyDay };
}
