import { createHmac } from 'node:crypto';
import { phoneDigits } from '../../../shared/schemas/booking-request';

/**
 * The per-phone booking limit's key, one per page (artist): anyone can type someone else's number,
 * so a budget shared by every page would let a stranger lock a real client out of every studio.
 * The number is kept only as an HMAC under the server secret — a rate-limit row is no place for a
 * client's phone, and a plain hash of 11 digits is undone in seconds — and an erasure (which knows
 * the artist) removes it by the same key.
 */
export const phoneLimitKey = (secret: string, pageUserId: string, phone: string) =>
  `phone:booking-request:${pageUserId}:${createHmac('sha256', secret).update(phoneDigits(phone)).digest('hex')}`;
