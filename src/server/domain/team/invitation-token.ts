import { randomBytes } from 'node:crypto';

export const INVITATION_DAYS = 7;

/**
 * SPEC §7: a random string plus a base-36 timestamp. 128 random bits (hex) keep it unguessable;
 * the timestamp only makes tokens unique in time and easy to date in a log.
 */
export function newInvitationToken(now: Date): string {
  return `${randomBytes(16).toString('hex')}${now.getTime().toString(36)}`;
}

export function invitationExpiry(now: Date): Date {
  return new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000);
}
