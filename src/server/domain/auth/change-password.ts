import { assertPasswordNotCommon } from '../../auth/password-policy';
import { clearRateLimit } from '../../auth/rate-limit';
import type { DbOrTx } from '../../db/client';
import { enforceLimit, limitKey } from '../limits/take-limit';
import type { AuthDeps, BetterAuthAnswer } from './auth-deps';

/**
 * A signed-in user changes their password (the body already passed the route's schema). It
 * re-checks the current password, so wrong guesses are budgeted per address and per account; a
 * success clears the account's count. Every other session ends, whatever the client asked:
 * whoever knew the old password (or held a stolen cookie) is out.
 */
export async function changePassword(
  db: DbOrTx,
  input: { userId: string; ip: string; body: Record<string, unknown> },
  deps: AuthDeps,
): Promise<BetterAuthAnswer> {
  assertPasswordNotCommon(String(input.body.newPassword), 'newPassword');
  await enforceLimit(db, 'changePasswordPerAddress', deps.rateLimitScale, input.ip);
  await enforceLimit(db, 'changePasswordPerAccount', deps.rateLimitScale, input.userId);

  const answer = await deps.callBetterAuth({ ...input.body, revokeOtherSessions: true });
  if (answer.status === 200) await clearRateLimit(db, limitKey('changePasswordPerAccount', input.userId));
  return answer;
}
