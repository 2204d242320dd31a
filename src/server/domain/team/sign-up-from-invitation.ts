import { eq, sql } from 'drizzle-orm';
import type { InvitationSignUpInput } from '../../../shared/schemas/team';
import { invitationSignUpSchema } from '../../../shared/schemas/team';
import type { Clock } from '../../../shared/time';
import type { Auth } from '../../auth/auth';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { DomainError } from '../errors';
import { acceptInvitation } from './accept-invitation';
import { findUsableInvitation } from './find-invitation-by-token';

/**
 * Sign-up from `/convite/{token}`: the account is created for the invited address, which the
 * token vouches for (it was mailed there), so it is verified at once; then the invitation is
 * accepted. Returns the e-mail for the automatic sign-in that follows.
 */
export async function signUpFromInvitation(
  db: Db,
  auth: Auth,
  token: string,
  input: InvitationSignUpInput,
  clock: Clock,
): Promise<{ email: string; password: string }> {
  const { name, password } = invitationSignUpSchema.parse(input);
  const { invitation } = await findUsableInvitation(db, token, clock());
  const email = invitation.email;
  const [taken] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`lower(${profiles.email}) = ${email}`);
  if (taken) throw new DomainError('EMAIL_TAKEN');

  let userId: string;
  try {
    const created = await auth.api.signUpEmail({ body: { name, email, password, invitationToken: token } });
    userId = created.user.id;
  } catch (err) {
    throw new DomainError('INVITATION_SIGN_UP_FAILED', undefined, err);
  }
  await db.update(profiles).set({ emailVerified: true }).where(eq(profiles.id, userId));
  await acceptInvitation(db, { userId }, token, clock);
  return { email, password };
}
