import { createHash, randomBytes } from 'node:crypto';

export const INVITATION_DAYS = 7;

/**
 * SPEC §7: a random string plus a base-36 timestamp. 128 random bits (hex) keep it unguessable;
 * the timestamp only makes tokens unique in time and easy to date in a log.
 */
export function newInvitationToken(now: Date): string {
  return `${randomBytes(16).toString('hex')}${now.getTime().toString(36)}`;
}

/**
 * What the database keeps instead of the token: its sha256 (hex). A link is 128 random bits, so a
 * plain hash is enough (no salt or slow hash needed against guessing), and a dump of the table
 * holds no link that works. Migration 0007 computed the same value for links sent before.
 */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function invitationExpiry(now: Date): Date {
  return new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000);
}
