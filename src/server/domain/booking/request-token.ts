import { createHash, createHmac } from 'node:crypto';

/**
 * A request's status-page token: an HMAC of its id under the server secret. The row keeps only the
 * token's SHA-256 (a leaked table opens no page), yet the artist's WhatsApp drafts can still carry
 * the link, recomputed here.
 */
export function requestToken(secret: string, requestId: string): string {
  return createHmac('sha256', secret).update(`booking-request:${requestId}`).digest('base64url');
}

export const hashRequestToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const requestStatusPath = (slug: string, token: string) => `/agendar/${slug}/pedido/${token}`;
