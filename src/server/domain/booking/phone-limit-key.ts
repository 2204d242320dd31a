import { createHash } from 'node:crypto';

/**
 * The per-phone booking limit's key. The number is kept only as a hash: a rate-limit row is no place
 * for a client's phone (and an erasure removes it by the same key).
 */
export const phoneLimitKey = (phone: string) =>
  `phone:booking-request:${createHash('sha256').update(phone.replace(/\D/g, '')).digest('hex')}`;
