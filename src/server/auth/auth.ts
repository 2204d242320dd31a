import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Db } from '../db/client';
import { accounts, profiles, sessions, verifications } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { resetPasswordEmail, verificationEmail } from './emails';

export interface AuthOptions {
  db: Db;
  baseURL: string;
  secret: string;
  log: (message: string) => void;
}

export function createAuth({ db, baseURL, secret, log }: AuthOptions) {
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
        // Written only by the invitation sign-up (domain/team). Clients never set it: the HTTP
        // route drops it from sign-up bodies and closes update-user (http/routes/auth.ts).
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
      // Mail is only queued (one insert) and sent by the mail job after the answer, so a reset
      // for a known address answers as fast as one for an unknown address.
      sendResetPassword: async ({ user, url }) => {
        await enqueueMail(db, resetPasswordEmail(user.email, user.name, url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      // Invitation sign-ups never get here: they are written verified (domain/team).
      sendVerificationEmail: async ({ user, url }) => {
        await enqueueMail(db, verificationEmail(user.email, user.name, url));
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
