import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Db } from '../db/client';
import { accounts, profiles, sessions, verifications } from '../db/schema';
import { resetPasswordEmail, verificationEmail } from './emails';
import { isPendingInvitationFor } from './invitation-check';
import type { Mailer } from './mailer';

export interface AuthOptions {
  db: Db;
  baseURL: string;
  secret: string;
  mailer: Mailer;
  log: (message: string) => void;
}

export function createAuth({ db, baseURL, secret, mailer, log }: AuthOptions) {
  const send = (mail: Parameters<Mailer['send']>[0]) =>
    mailer.send(mail).catch((err: Error) => log(`mail to ${mail.to} failed: ${err.message}`));

  return betterAuth({
    appName: 'Tinta',
    baseURL,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [baseURL],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: profiles, session: sessions, account: accounts, verification: verifications },
      transaction: true,
    }),
    user: {
      // SPEC's profile lives on the auth user row, so sign-up creates both in one transaction.
      additionalFields: {
        role: { type: 'string', required: false, input: false },
        planType: { type: 'string', required: false, input: false },
        organizationId: { type: 'string', required: false, input: false },
        invitationToken: { type: 'string', required: false, input: true },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        await send(resetPasswordEmail(user.email, user.name, url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        // An invitation sign-up is verified by its token (mailed to this very address): no second mail.
        const token = (user as { invitationToken?: string | null }).invitationToken;
        if (token && (await isPendingInvitationFor(db, token, user.email))) return;
        await send(verificationEmail(user.email, user.name, url));
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      // Sliding sessions: a session used within its last 29 days is pushed forward once a day.
      updateAge: 60 * 60 * 24,
    },
    // Brute-force limits are ours (DB-backed, per IP and per e-mail); see http/routes/auth.ts.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'tinta',
      useSecureCookies: baseURL.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    telemetry: { enabled: false },
    logger: { level: 'error', log: (level, message) => log(`auth ${level}: ${message}`) },
  });
}

export type Auth = ReturnType<typeof createAuth>;
