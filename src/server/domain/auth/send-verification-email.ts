import type { DbOrTx } from '../../db/client';
import { enforceLimit } from '../limits/take-limit';
import { type AuthDeps, type BetterAuthAnswer, normalizedEmail } from './auth-deps';

/** Mails the confirmation link again, within the address's and the e-mail's budgets. */
export async function sendVerificationEmail(
  db: DbOrTx,
  input: { ip: string; body: Record<string, unknown> },
  deps: AuthDeps,
): Promise<BetterAuthAnswer> {
  const email = normalizedEmail(input.body);
  await enforceLimit(db, 'verificationEmailPerAddress', deps.rateLimitScale, input.ip);
  if (email !== '') await enforceLimit(db, 'verificationEmailPerEmail', deps.rateLimitScale, email);
  return deps.callBetterAuth(input.body);
}
