import { clientLimitKey } from '../../auth/client-limit-key';
import { phoneLimitKey } from '../booking/phone-limit-key';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * One budget: at most `max` hits of one `key` in a fixed window of `windowSeconds`, counted in
 * rate_limits (auth/rate-limit.ts). `key` builds the row's key from the request's parts; those
 * strings are stored, queried by tests and deleted by erasure, so they never change shape.
 */
export interface LimitPolicy<Parts extends unknown[] = never[]> {
  key: (...parts: Parts) => string;
  max: number;
  windowSeconds: number;
  /** RATE_LIMIT_SCALE multiplies `max` (the test and browser suites send many requests from one address). */
  scaled: boolean;
}

const policy = <Parts extends unknown[]>(p: LimitPolicy<Parts>) => p;

/**
 * Every rate limit of the app, by name (issue 25, docs/decisions/0009). A place that limits names
 * its policy here and never writes a number of its own; per-address keys go through
 * clientLimitKey (IPv4 as is, IPv6 by /64).
 */
export const limitPolicies = {
  // Sign-in (issue 12 item 3; the rules: domain/auth/sign-in-limits.ts). Failures only: a right
  // password gives back what its attempt took.
  signInPerAddress: policy({
    key: (ip: string) => `signin-ip:${clientLimitKey(ip)}`,
    max: 30,
    windowSeconds: 15 * MINUTE,
    scaled: true,
  }),
  signInPerAddressAndEmail: policy({
    key: (ip: string, email: string) => `signin-pair:${clientLimitKey(ip)}:${email}`,
    max: 10,
    windowSeconds: 15 * MINUTE,
    scaled: true,
  }),
  signInPerKnownDevice: policy({
    key: (deviceId: string) => `signin-device:${deviceId}`,
    max: 10,
    windowSeconds: 15 * MINUTE,
    scaled: true,
  }),
  /** Never refuses (anyone could lock any account): from `max` failures on, each attempt waits. */
  signInSlowdownPerEmail: policy({
    key: (email: string) => `signin-email:${email}`,
    max: 10,
    windowSeconds: 15 * MINUTE,
    scaled: true,
  }),

  signUpPerAddress: policy({
    key: (ip: string) => `ip:/sign-up/email:${clientLimitKey(ip)}`,
    max: 10,
    windowSeconds: 15 * MINUTE,
    scaled: true,
  }),
  signUpPerEmail: policy({
    key: (email: string) => `email:/sign-up/email:${email}`,
    max: 5,
    windowSeconds: 15 * MINUTE,
    scaled: true,
  }),
  passwordResetPerAddress: policy({
    key: (ip: string) => `ip:/request-password-reset:${clientLimitKey(ip)}`,
    max: 10,
    windowSeconds: 15 * MINUTE,
    scaled: true,
  }),
  passwordResetPerEmail: policy({
    key: (email: string) => `email:/request-password-reset:${email}`,
    max: 3,
    windowSeconds: 15 * MINUTE,
    scaled: true,
  }),
  verificationEmailPerAddress: policy({
    key: (ip: string) => `ip:/send-verification-email:${clientLimitKey(ip)}`,
    max: 10,
    windowSeconds: 15 * MINUTE,
    scaled: true,
  }),
  verificationEmailPerEmail: policy({
    key: (email: string) => `email:/send-verification-email:${email}`,
    max: 3,
    windowSeconds: 15 * MINUTE,
    scaled: true,
  }),
  /** change-password re-checks the current password; a success clears the account's count. */
  changePasswordPerAddress: policy({
    key: (ip: string) => `change-password-ip:${clientLimitKey(ip)}`,
    max: 20,
    windowSeconds: 15 * MINUTE,
    scaled: true,
  }),
  changePasswordPerAccount: policy({
    key: (userId: string) => `change-password-user:${userId}`,
    max: 5,
    windowSeconds: 15 * MINUTE,
    scaled: true,
  }),

  invitationSignUpPerAddress: policy({
    key: (ip: string) => `ip:invitation-sign-up:${clientLimitKey(ip)}`,
    max: 10,
    windowSeconds: 15 * MINUTE,
    scaled: true,
  }),
  /** An invitation mails a stranger: the app must not become a relay (create and resend). */
  invitationMailPerOwner: policy({
    key: (ownerId: string) => `invitation-mail:owner:${ownerId}`,
    max: 20,
    windowSeconds: HOUR,
    scaled: true,
  }),
  invitationMailPerRecipient: policy({
    key: (email: string) => `invitation-mail:to:${email.toLowerCase()}`,
    max: 3,
    windowSeconds: DAY,
    scaled: true,
  }),

  /** Every signed-out booking-page call (page, slots, status, request). */
  publicBookingPerAddress: policy({
    key: (ip: string) => `ip:public-booking:${clientLimitKey(ip)}`,
    max: 60,
    windowSeconds: MINUTE,
    scaled: true,
  }),
  bookingRequestPerAddress: policy({
    key: (ip: string) => `ip:booking-request:${clientLimitKey(ip)}`,
    max: 10,
    windowSeconds: HOUR,
    scaled: true,
  }),
  /** Spent, it refuses only the sender who spent it (domain/booking/admit-booking-sender.ts). */
  bookingRequestPerPhone: policy({
    key: (secret: string, pageUserId: string, phone: string) => phoneLimitKey(secret, pageUserId, phone),
    max: 3,
    windowSeconds: DAY,
    scaled: true,
  }),

  anamnesisLinkPerAddress: policy({
    key: (ip: string) => `ip:anamnesis-link:${clientLimitKey(ip)}`,
    max: 30,
    windowSeconds: MINUTE,
    scaled: true,
  }),
  calendarFeedPerAddress: policy({
    key: (ip: string) => `ip:calendar-feed:${clientLimitKey(ip)}`,
    max: 60,
    windowSeconds: MINUTE,
    scaled: true,
  }),
  // 'Conectar API Pix' and 'Testar conexão' make this server call an address the artist typed:
  // a few tries a quarter-hour is plenty for a person, and useless for probing with it.
  // The bank's notifications. One PSP address sends for every artist banking there, so the address
  // gets room for many; each artist's connection is held to what one artist's Pix can explain
  // (a few per Pix, and retries) — a sender far past either is not a bank.
  pixWebhookPerAddress: policy({
    key: (ip: string) => `ip:pix-webhook:${clientLimitKey(ip)}`,
    max: 3000,
    windowSeconds: MINUTE,
    scaled: true,
  }),
  pixWebhookPerConnection: policy({
    key: (userId: string) => `pix-webhook:${userId}`,
    max: 600,
    windowSeconds: MINUTE,
    scaled: true,
  }),
  pixApiChecksPerUser: policy({
    key: (userId: string) => `pix-api:${userId}`,
    max: 15,
    windowSeconds: 15 * MINUTE,
    scaled: true,
  }),
};

export type LimitPolicyName = keyof typeof limitPolicies;
export type KeyParts<N extends LimitPolicyName> = Parameters<(typeof limitPolicies)[N]['key']>;

/**
 * Caps counted over the booking requests themselves, not in rate_limits (the rules:
 * domain/booking/admit-booking-sender.ts, docs/decisions/0003).
 */
export const bookingSenderCaps = {
  /** Unanswered requests one address may have waiting, on every page. */
  waitingPerAddress: { max: 10, scaled: true },
  /** Unanswered requests one phone may have waiting on one page. */
  waitingPerPhone: { max: 3, scaled: true },
  /** Requests a page takes in 24 h before repeat senders go to Spam. */
  normalDailyVolume: { max: 20, windowSeconds: DAY, scaled: false },
} as const;

/** A policy's max under the server's RATE_LIMIT_SCALE. */
export const scaledMax = (limit: { max: number; scaled: boolean }, scale: number) =>
  limit.scaled ? Math.ceil(limit.max * scale) : limit.max;

/** The longest window of any policy: counters older than it can go (jobs/maintenance.ts). */
export const LONGEST_WINDOW_SECONDS = Math.max(
  ...Object.values(limitPolicies).map((p: { windowSeconds: number }) => p.windowSeconds),
);
