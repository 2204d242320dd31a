import type { DbOrTx } from '../../db/client';
import { enforceLimit } from '../limits/take-limit';
import { type AuthDeps, type BetterAuthAnswer, normalizedEmail } from './auth-deps';

/**
 * Asks for a reset link (the body already passed requestPasswordResetSchema), within the
 * address's and the e-mail's budgets: each request mails someone.
 */
export async function requestPasswordReset(
  db: DbOrTx,
  input: { ip: string; body: Record<string, unknown> },
  deps: AuthDeps,
): Promise<BetterAuthAnswer> {
  const email = normalizedEmail(input.body);
  await enforceLimit(db, 'passwordResetPerAddress', deps.rateLimitScale, input.ip);
  if (email !== '') await enforceLimit(db, 'passwordResetPerEmail', deps.rateLimitScale, email);
  return deps.callBetterAuth(input.body);
}
