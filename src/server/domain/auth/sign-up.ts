import { eq } from 'drizzle-orm';
import { assertPasswordNotCommon } from '../../auth/password-policy';
import type { DbOrTx } from '../../db/client';
import { profiles } from '../../db/schema';
import { DomainError } from '../errors';
import { enforceLimit } from '../limits/take-limit';
import { type AuthDeps, type BetterAuthAnswer, normalizedEmail } from './auth-deps';

/**
 * A public sign-up (the body already passed signUpSchema). Refuses a common password, then takes
 * from the address's and the e-mail's budgets, then refuses an e-mail already registered with
 * 409 EMAIL_TAKEN: with verification on, Better Auth answers a duplicate with a fake success, and
 * SPEC §8 wants the person told ('Este email já está cadastrado').
 */
export async function signUp(
  db: DbOrTx,
  input: { ip: string; body: Record<string, unknown> },
  deps: AuthDeps,
): Promise<BetterAuthAnswer> {
  assertPasswordNotCommon(String(input.body.password), 'password');
  const email = normalizedEmail(input.body);
  await enforceLimit(db, 'signUpPerAddress', deps.rateLimitScale, input.ip);
  if (email !== '') await enforceLimit(db, 'signUpPerEmail', deps.rateLimitScale, email);

  const [existing] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email));
  if (existing) throw new DomainError('EMAIL_TAKEN');
  // Only the invitation sign-up (domain/team) records an invitation on a profile.
  const { invitationToken: _, ...body } = input.body;
  return deps.callBetterAuth(body);
}
