import { assertPasswordNotCommon } from '../../auth/password-policy';
import type { AuthDeps, BetterAuthAnswer } from './auth-deps';

/** Sets a new password from a mailed link; a common one is refused before Better Auth sees it. */
export async function resetPassword(
  input: { body: Record<string, unknown> },
  deps: AuthDeps,
): Promise<BetterAuthAnswer> {
  const { newPassword } = input.body;
  if (typeof newPassword === 'string') assertPasswordNotCommon(newPassword, 'newPassword');
  return deps.callBetterAuth(input.body);
}
