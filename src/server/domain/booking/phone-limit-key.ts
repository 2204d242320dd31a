import { createHmac } from 'node:crypto';
import { phoneDigits } from '../../../shared/schemas/booking-request';

/**
 * The per-phone booking limit's key. The number is kept only as an HMAC under the server secret —
 * a rate-limit row is no place for a client's phone, and a plain hash of 11 digits is undone in
 * seconds — and an erasure removes it by the same key.
 */
export const phoneLimitKey = (secret: string, phone: string) =>
  `phone:booking-request:${createHmac('sha256', secret).update(phoneDigits(phone)).digest('hex')}`;
