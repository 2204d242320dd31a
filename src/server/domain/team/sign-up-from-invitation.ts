import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { InvitationSignUpInput } from '../../../shared/schemas/team';
import { invitationSignUpSchema } from '../../../shared/schemas/team';
import type { Clock } from '../../../shared/time';
import type { Auth } from '../../auth/auth';
import { assertPasswordNotCommon } from '../../auth/password-policy';
import type { Db, Tx } from '../../db/client';
import { accounts, profiles } from '../../db/schema';
import { DomainError, failAs } from '../errors';
import { findUsableInvitation } from './find-invitation-by-token';
import { hashInvitationToken } from './invitation-token';
import { joinStudio } from './join-studio';

type AuthContext = Awaited<Auth['$context']>;

/**
 * Sign-up from `/convite/{token}`: the account is created for the invited address, which the
 * token vouches for (it was mailed there), so it is verified at once, and the invitation is
 * accepted — all in ONE transaction, so a crash leaves either nothing or a member. Returns the
 * credentials for the automatic sign-in that follows.
 *
 * Resumable from the link: an account made through this very invitation that never joined (left by
 * a crash of the older, multi-step sign-up) is finished here — same password, so it is the same
 * person — instead of answering 'Este email já está cadastrado'. Any other existing account keeps
 * that answer: its owner signs in ('Já tem conta? Entrar') and accepts.
 *
 * The account rows are written directly (user + credential account, as Better Auth's sign-up
 * does, with its password hasher) because Better Auth's sign-up commits on its own and would
 * split the operation again.
 */
export async function signUpFromInvitation(
  db: Db,
  auth: Auth,
  token: string,
  input: InvitationSignUpInput,
  clock: Clock,
): Promise<{ email: string; password: string }> {
  const { name, password } = invitationSignUpSchema.parse(input);
  assertPasswordNotCommon(password);
  const now = clock();
  // An expired link is marked expired outside the transaction, so the mark survives the refusal.
  await failAs('INVITATION_SIGN_UP_FAILED', () => findUsableInvitation(db, token, now));
  const authContext = await auth.$context;
  // Hashing is deliberately slow: done before the transaction, so no row stays locked meanwhile.
  const passwordHash = await authContext.password.hash(password);
  const tokenHash = hashInvitationToken(token);

  const email = await failAs('INVITATION_SIGN_UP_FAILED', () =>
    db.transaction(async (tx) => {
      const { invitation } = await findUsableInvitation(tx, token, now, { forUpdate: true });
      const [existing] = await tx
        .select()
        .from(profiles)
        .where(sql`lower(${profiles.email}) = ${invitation.email.toLowerCase()}`)
        .for('update');
      const profile = existing
        ? await resumeAccount(tx, authContext, existing, password, token, tokenHash)
        : await createAccount(tx, authContext, { name, email: invitation.email, passwordHash, tokenHash });
      await joinStudio(tx, profile, invitation, now);
      return invitation.email;
    }),
  ).catch((err: unknown) => {
    // Someone signed up with this address through the public form at this very moment.
    if (isUniqueViolation(err)) throw new DomainError('EMAIL_TAKEN');
    throw err;
  });
  return { email, password };
}

/** A verified user + credential account, as Better Auth's sign-up would write them. */
async function createAccount(
  tx: Tx,
  authContext: AuthContext,
  input: { name: string; email: string; passwordHash: string; tokenHash: string },
) {
  const userId = authContext.generateId({ model: 'user' }) || randomUUID();
  const [profile] = await tx
    .insert(profiles)
    .values({
      id: userId,
      name: input.name,
      email: input.email,
      emailVerified: true,
      // Only the hash: it records which invitation made the account, and is no usable link.
      invitationToken: input.tokenHash,
    })
    .returning();
  await tx.insert(accounts).values({
    id: authContext.generateId({ model: 'account' }) || randomUUID(),
    accountId: userId,
    providerId: 'credential',
    userId,
    password: input.passwordHash,
  });
  return profile!;
}

/**
 * The address already has an account. Finish it only if this invitation made it (its hash — or,
 * from before hashing, the raw token — is on the profile), it joined no studio, and the password
 * is the one it was made with; otherwise the address is simply taken.
 */
async function resumeAccount(
  tx: Tx,
  authContext: AuthContext,
  profile: typeof profiles.$inferSelect,
  password: string,
  token: string,
  tokenHash: string,
) {
  const madeByThisInvitation = profile.invitationToken === tokenHash || profile.invitationToken === token;
  if (!madeByThisInvitation || profile.organizationId) throw new DomainError('EMAIL_TAKEN');
  const [credential] = await tx
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, profile.id), eq(accounts.providerId, 'credential')));
  const samePassword =
    credential?.password != null &&
    (await authContext.password.verify({ hash: credential.password, password }));
  if (!samePassword) throw new DomainError('EMAIL_TAKEN');
  const [resumed] = await tx
    .update(profiles)
    .set({ emailVerified: true, invitationToken: tokenHash })
    .where(eq(profiles.id, profile.id))
    .returning();
  return resumed!;
}

function isUniqueViolation(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && typeof e === 'object' && e !== null; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
