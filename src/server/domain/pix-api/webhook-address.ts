import { createHash, randomBytes } from 'node:crypto';

/**
 * The address the bank calls when a Pix arrives: this app's public URL and an unguessable token
 * (the bank appends `/pix`). Only the token's SHA-256 is stored, so a copy of the database does not
 * let anyone post to it.
 */
export function newWebhookAddress(publicUrl: string): { url: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { url: `${publicUrl}/api/pix/webhook/${token}`, tokenHash: hashWebhookToken(token) };
}

export const hashWebhookToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The token hash of a webhook address the bank reports, if it is one of ours. */
export function tokenHashOf(publicUrl: string, url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  const prefix = `${publicUrl}/api/pix/webhook/`;
  if (!url.startsWith(prefix)) return undefined;
  const token = url.slice(prefix.length);
  return /^[\w-]{43}$/.test(token) ? hashWebhookToken(token) : undefined;
}
