import type { DbOrTx } from '../db/client';
import { clientLimitKey } from './client-limit-key';
import { clearRateLimit, hitRateLimit, type Limit, peekRateLimit, refundRateLimit } from './rate-limit';

const WINDOW = 15 * 60;

/**
 * Brute-force limits of sign-in (issue 12 item 3). A hard per-e-mail limit would let anyone lock
 * any account, so nothing a stranger does can make the right password fail:
 * - per IP + e-mail (10 failures / 15 min): what stops a guessing client — 429 for that pair only;
 * - per IP (30 failures / 15 min): one address spraying many e-mails;
 * - per e-mail, from everywhere: never refuses, only delays. From the 10th failure on, each attempt
 *   waits 250 ms more, at most 3 s: a botnet's guesses get slow, the owner still gets in. The wait
 *   holds no DB connection or transaction;
 * - a known-device cookie holder (a browser that signed in to this account before) skips the three
 *   above and has its own budget (10 failures / 15 min per device), so a stolen cookie is no
 *   unlimited oracle either.
 * Every attempt takes from its budgets up front (one atomic upsert each, so parallel guesses cannot
 * all pass a check), and a right password gives it back: only failures accumulate.
 */
export const signInLimits = {
  ip: { max: 30, windowSeconds: WINDOW },
  pair: { max: 10, windowSeconds: WINDOW },
  device: { max: 10, windowSeconds: WINDOW },
  slowAfter: 10,
  stepMs: 250,
  maxDelayMs: 3000,
} as const;

export interface SignInAttempt {
  ip: string;
  email: string;
  /** Set when the request carries a valid known-device cookie for this e-mail. */
  deviceId: string | null;
}

export interface Admission {
  allowed: boolean;
  /** How long to wait before checking the password (0 for known devices). */
  delayMs: number;
}

const keys = (a: SignInAttempt) => ({
  ip: `signin-ip:${clientLimitKey(a.ip)}`,
  pair: `signin-pair:${clientLimitKey(a.ip)}:${a.email}`,
  email: `signin-email:${a.email}`,
  device: `signin-device:${a.deviceId}`,
});

/** The wait for an e-mail that has `failures` failed sign-ins in the window. */
export function signInDelayMs(failures: number, slowAfter: number = signInLimits.slowAfter): number {
  if (failures < slowAfter) return 0;
  return Math.min(signInLimits.stepMs * (failures - slowAfter + 1), signInLimits.maxDelayMs);
}

/** Takes this attempt from its budgets; `scale` multiplies every limit (tests). */
export async function admitSignIn(db: DbOrTx, attempt: SignInAttempt, scale = 1): Promise<Admission> {
  const k = keys(attempt);
  const scaled = (l: Limit): Limit => ({ ...l, max: Math.ceil(l.max * scale) });
  if (attempt.deviceId) {
    return { allowed: await hitRateLimit(db, k.device, scaled(signInLimits.device)), delayMs: 0 };
  }
  const allowed =
    (await hitRateLimit(db, k.ip, scaled(signInLimits.ip))) &&
    (await hitRateLimit(db, k.pair, scaled(signInLimits.pair)));
  if (!allowed) return { allowed, delayMs: 0 };
  const failures = await peekRateLimit(db, k.email, WINDOW);
  return { allowed, delayMs: signInDelayMs(failures, Math.ceil(signInLimits.slowAfter * scale)) };
}

/**
 * After Better Auth answered: a wrong password counts toward the e-mail's delay; a right one
 * (signed in, or refused only for an unconfirmed e-mail) gives back what the attempt took.
 */
export async function settleSignIn(
  db: DbOrTx,
  attempt: SignInAttempt,
  outcome: 'right' | 'wrong' | 'other',
): Promise<void> {
  const k = keys(attempt);
  if (outcome === 'other') return;
  if (outcome === 'right') {
    if (attempt.deviceId) {
      await clearRateLimit(db, k.device);
      return;
    }
    await Promise.all([refundRateLimit(db, k.ip), clearRateLimit(db, k.pair)]);
    return;
  }
  await hitRateLimit(db, k.email, { max: Number.MAX_SAFE_INTEGER, windowSeconds: WINDOW });
}
