import { clearRateLimit, hitRateLimit, peekRateLimit, refundRateLimit } from '../../auth/rate-limit';
import type { DbOrTx } from '../../db/client';
import { limitPolicies, scaledMax } from '../limits/limit-policies';
import { limitKey, takeLimit } from '../limits/take-limit';

/**
 * Brute-force limits of sign-in (issue 12 item 3; the numbers: limits/limit-policies.ts). A hard
 * per-e-mail limit would let anyone lock any account, so nothing a stranger does can make the
 * right password fail:
 * - per IP + e-mail: what stops a guessing client — 429 for that pair only;
 * - per IP: one address spraying many e-mails;
 * - per e-mail, from everywhere: never refuses, only delays. From the slowdown policy's `max`
 *   failures on, each attempt waits 250 ms more, at most 3 s: a botnet's guesses get slow, the
 *   owner still gets in. The wait holds no DB connection or transaction;
 * - a known-device cookie holder (a browser that signed in to this account before) skips the three
 *   above and has its own budget, so a stolen cookie is no unlimited oracle either.
 * Every attempt takes from its budgets up front (one atomic upsert each, so parallel guesses cannot
 * all pass a check), and a right password gives it back: only failures accumulate.
 */
const slowdown = { stepMs: 250, maxDelayMs: 3000 } as const;

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

/** The wait for an e-mail that has `failures` failed sign-ins in the window. */
export function signInDelayMs(
  failures: number,
  slowAfter: number = limitPolicies.signInSlowdownPerEmail.max,
) {
  if (failures < slowAfter) return 0;
  return Math.min(slowdown.stepMs * (failures - slowAfter + 1), slowdown.maxDelayMs);
}

/** Takes this attempt from its budgets; `scale` is RATE_LIMIT_SCALE. */
export async function admitSignIn(db: DbOrTx, attempt: SignInAttempt, scale: number): Promise<Admission> {
  if (attempt.deviceId) {
    return { allowed: await takeLimit(db, 'signInPerKnownDevice', scale, attempt.deviceId), delayMs: 0 };
  }
  const allowed =
    (await takeLimit(db, 'signInPerAddress', scale, attempt.ip)) &&
    (await takeLimit(db, 'signInPerAddressAndEmail', scale, attempt.ip, attempt.email));
  if (!allowed) return { allowed, delayMs: 0 };
  const { signInSlowdownPerEmail: perEmail } = limitPolicies;
  const failures = await peekRateLimit(
    db,
    limitKey('signInSlowdownPerEmail', attempt.email),
    perEmail.windowSeconds,
  );
  return { allowed, delayMs: signInDelayMs(failures, scaledMax(perEmail, scale)) };
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
  if (outcome === 'other') return;
  if (outcome === 'right') {
    if (attempt.deviceId) {
      await clearRateLimit(db, limitKey('signInPerKnownDevice', attempt.deviceId));
      return;
    }
    await Promise.all([
      refundRateLimit(db, limitKey('signInPerAddress', attempt.ip)),
      clearRateLimit(db, limitKey('signInPerAddressAndEmail', attempt.ip, attempt.email)),
    ]);
    return;
  }
  // Counted, never refused: the count only sets the next attempts' wait.
  await hitRateLimit(db, limitKey('signInSlowdownPerEmail', attempt.email), {
    max: Number.MAX_SAFE_INTEGER,
    windowSeconds: limitPolicies.signInSlowdownPerEmail.windowSeconds,
  });
}
