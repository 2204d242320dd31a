import type { DbOrTx } from '../../db/client';
import { DomainError } from '../errors';
import type { AuthDeps, BetterAuthAnswer } from './auth-deps';
import { admitSignIn, type SignInAttempt, settleSignIn } from './sign-in-limits';

const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms));

/**
 * A sign-in (the body already passed signInSchema): takes the attempt from its budgets, waits if
 * the e-mail is being guessed, asks Better Auth, then settles — a wrong password counts, a right
 * one gives back what it took (domain/auth/sign-in-limits.ts).
 */
export async function signIn(
  db: DbOrTx,
  attempt: SignInAttempt & { body: Record<string, unknown> },
  deps: AuthDeps,
): Promise<BetterAuthAnswer> {
  const { body, ...who } = attempt;
  const admission = await admitSignIn(db, who, deps.rateLimitScale);
  if (!admission.allowed) throw new DomainError('RATE_LIMITED');
  if (admission.delayMs > 0) await sleep(admission.delayMs);

  const answer = await deps.callBetterAuth(body);
  // Refused only for an unconfirmed e-mail, the password was right.
  const right = answer.status === 200 || answer.code === 'EMAIL_NOT_VERIFIED';
  await settleSignIn(db, who, right ? 'right' : answer.status === 401 ? 'wrong' : 'other');
  return answer;
}
