import { fromNodeHeaders } from 'better-auth/node';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { messages } from '../../../shared/errors';
import {
  passwordSchema,
  requestPasswordResetSchema,
  signInSchema,
  signUpSchema,
} from '../../../shared/schemas/auth';
import { clientLimitKey } from '../../auth/client-limit-key';
import { authErrorMessage, hasSpecErrorTable } from '../../auth/error-messages';
import { isKnownDeviceFor, knownDeviceCookie, readKnownDevice } from '../../auth/known-device';
import { isCommonPassword } from '../../auth/password-policy';
import { clearRateLimit, hitRateLimit, type Limit } from '../../auth/rate-limit';
import { getLiveSession } from '../../auth/session-lifetime';
import { admitSignIn, type SignInAttempt, settleSignIn } from '../../auth/sign-in-limits';
import { profiles } from '../../db/schema';
import type { AppContext } from '../context';
import { errorBody } from '../error-handler';

const WINDOW = 15 * 60;

/**
 * The Better Auth endpoints the app uses; every other one (update-user, change-email, delete-user,
 * link-social, list-sessions, revoke-*, get-session, …) answers 404. Those write user fields
 * around our validation (update-user took `name: null`, 100 000 characters, `javascript:` images,
 * any invitationToken); the profile is edited through PATCH /api/me, with our schema. An allow-list
 * also keeps endpoints a Better Auth upgrade adds closed until we decide on them.
 */
const openEndpoints: Record<string, RegExp[]> = {
  POST: [
    /^\/sign-in\/email$/,
    /^\/sign-up\/email$/,
    /^\/sign-out$/,
    /^\/request-password-reset$/,
    /^\/reset-password$/,
    /^\/send-verification-email$/,
    /^\/change-password$/,
  ],
  // The mailed links (verification, reset) and Better Auth's error page they may land on.
  GET: [/^\/verify-email$/, /^\/reset-password\/[^/]+$/, /^\/error$/],
};

/** Per-IP and per-e-mail budgets for the endpoints people could hammer (sign-in has its own). */
const limits: Record<string, { ip: Limit; email: Limit }> = {
  '/sign-up/email': { ip: { max: 10, windowSeconds: WINDOW }, email: { max: 5, windowSeconds: WINDOW } },
  '/request-password-reset': {
    ip: { max: 10, windowSeconds: WINDOW },
    email: { max: 3, windowSeconds: WINDOW },
  },
  '/send-verification-email': {
    ip: { max: 10, windowSeconds: WINDOW },
    email: { max: 3, windowSeconds: WINDOW },
  },
};

/** change-password re-checks the current password: 5 wrong ones per account (20 per IP) per 15 min. */
const changePasswordLimits = {
  user: { max: 5, windowSeconds: WINDOW },
  ip: { max: 20, windowSeconds: WINDOW },
};

const changePasswordSchema = z.object({
  currentPassword: z.string({ error: messages.fillAllFields }).min(1, messages.fillAllFields),
  newPassword: passwordSchema,
});

/** Our checks run before Better Auth so the answers carry SPEC's exact words. */
const bodySchemas: Record<string, z.ZodType> = {
  '/sign-in/email': signInSchema,
  '/sign-up/email': signUpSchema,
  '/request-password-reset': requestPasswordResetSchema,
  '/change-password': changePasswordSchema,
};

/** Where each flow carries the new password (refused when it is a common one). */
const newPasswordField: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

const badRequest = (reply: FastifyReply, message: string, code = 'VALIDATION') =>
  reply.status(400).send({ code, message });

const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms));

/** What the guard lets through: the body to forward, and what to settle once Better Auth answers. */
interface Passed {
  body: Record<string, unknown>;
  signIn?: SignInAttempt & { secure: boolean; secret: string };
  changePasswordKey?: string;
}

export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  const scaled = (l: Limit): Limit => ({ ...l, max: Math.ceil(l.max * ctx.rateLimitScale) });
  const secure = ctx.config.PUBLIC_URL.startsWith('https://');

  const rateLimited = (reply: FastifyReply, path: string) =>
    // Login and sign-up say only what SPEC §8 lists; the code still tells clients why.
    reply
      .status(429)
      .send(
        hasSpecErrorTable(path)
          ? { code: 'RATE_LIMITED', message: authErrorMessage(path, 'RATE_LIMITED') }
          : errorBody('RATE_LIMITED'),
      );

  async function guard(path: string, request: FastifyRequest, reply: FastifyReply): Promise<Passed | null> {
    const raw = request.body;
    const body: Record<string, unknown> =
      typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? { ...(raw as object) } : {};
    const email = String(body.email ?? '')
      .trim()
      .toLowerCase();

    // Like every signed-in route: no session, 401 before the body is looked at.
    let userId: string | undefined;
    if (path === '/change-password') {
      const { response } = await getLiveSession(ctx.auth, fromNodeHeaders(request.headers));
      if (!response) {
        reply.status(401).send(errorBody('NOT_AUTHENTICATED'));
        return null;
      }
      userId = response.user.id;
      // The other sessions end with a password change, whatever the client asked: whoever knew the
      // old password (or held a stolen cookie) is out.
      body.revokeOtherSessions = true;
    }

    const schema = bodySchemas[path];
    if (schema) {
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        badRequest(reply, parsed.error.issues[0]?.message ?? messages.fillAllFields);
        return null;
      }
    }
    const passed: Passed = { body };

    // Common passwords are refused on every flow that sets one (invitation sign-up calls
    // assertPasswordNotCommon itself). The list stays on the server: it is too big for the bundle.
    const field = newPasswordField[path];
    if (field && typeof body[field] === 'string' && isCommonPassword(body[field])) {
      reply.status(400).send(errorBody('PASSWORD_TOO_COMMON', { [field]: messages.passwordTooCommon }));
      return null;
    }

    if (path === '/sign-in/email') {
      const { secret } = await ctx.auth.$context;
      const device = readKnownDevice(request.headers.cookie, secure);
      const attempt = {
        ip: request.ip,
        email,
        deviceId: isKnownDeviceFor(device, secret, email) ? device!.deviceId : null,
      };
      const admission = await admitSignIn(ctx.db, attempt, ctx.rateLimitScale);
      if (!admission.allowed) {
        rateLimited(reply, path);
        return null;
      }
      if (admission.delayMs > 0) await sleep(admission.delayMs);
      passed.signIn = { ...attempt, secure, secret };
    }

    if (path === '/change-password' && userId) {
      const userKey = `change-password-user:${userId}`;
      const allowed =
        (await hitRateLimit(
          ctx.db,
          `change-password-ip:${clientLimitKey(request.ip)}`,
          scaled(changePasswordLimits.ip),
        )) && (await hitRateLimit(ctx.db, userKey, scaled(changePasswordLimits.user)));
      if (!allowed) {
        rateLimited(reply, path);
        return null;
      }
      passed.changePasswordKey = userKey;
    }

    const limit = limits[path];
    if (limit) {
      const allowed =
        (await hitRateLimit(ctx.db, `ip:${path}:${clientLimitKey(request.ip)}`, scaled(limit.ip))) &&
        (email === '' || (await hitRateLimit(ctx.db, `email:${path}:${email}`, scaled(limit.email))));
      if (!allowed) {
        rateLimited(reply, path);
        return null;
      }
    }

    if (path === '/sign-up/email') {
      // Only the invitation sign-up (domain/team) records an invitation on a profile; a public
      // sign-up never sets it.
      delete body.invitationToken;
      // With verification on, Better Auth answers a duplicate sign-up with a fake success;
      // SPEC wants the person told, so we look first.
      const [existing] = await ctx.db
        .select({ id: profiles.id })
        .from(profiles)
        .where(eq(profiles.email, email));
      if (existing) {
        reply.status(422).send({ code: 'USER_ALREADY_EXISTS', message: messages.emailTaken });
        return null;
      }
    }
    return passed;
  }

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    async handler(request, reply) {
      const url = new URL(request.url, ctx.config.PUBLIC_URL);
      const path = url.pathname.replace(/^\/api\/auth/, '');
      if (!openEndpoints[request.method]?.some((p) => p.test(path))) {
        return reply.status(404).send(errorBody('NOT_FOUND'));
      }
      let passed: Passed | null = null;
      if (request.method === 'POST') {
        passed = await guard(path, request, reply);
        if (!passed) return reply;
      }

      const body = passed ? JSON.stringify(passed.body) : undefined;
      const headers = fromNodeHeaders(request.headers);
      headers.delete('content-length');
      if (body !== undefined) headers.set('content-type', 'application/json');
      // Better Auth reads the client address from this header; Fastify already resolved it.
      headers.set('x-forwarded-for', request.ip);
      const response = await ctx.auth.handler(new Request(url, { method: request.method, headers, body }));
      const text = await response.text();
      const parsed = response.status >= 400 ? (safeJson(text) as { code?: string } | undefined) : undefined;

      if (passed?.signIn) {
        const { secure: isSecure, secret, ...attempt } = passed.signIn;
        const right = response.status === 200 || parsed?.code === 'EMAIL_NOT_VERIFIED';
        const wrong = response.status === 401;
        await settleSignIn(ctx.db, attempt, right ? 'right' : wrong ? 'wrong' : 'other');
        if (response.status === 200) {
          const device = readKnownDevice(request.headers.cookie, isSecure);
          reply.header('set-cookie', knownDeviceCookie(device, secret, attempt.email, isSecure));
        }
      }
      if (passed?.changePasswordKey && response.status === 200) {
        await clearRateLimit(ctx.db, passed.changePasswordKey);
      }

      reply.status(response.status);
      for (const [key, value] of response.headers) {
        if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) {
        const existing = reply.getHeader('set-cookie');
        reply.header('set-cookie', [...[existing ?? []].flat().map(String), ...cookies]);
      }

      if (response.status >= 400) {
        return reply
          .type('application/json')
          .send({ code: parsed?.code ?? 'AUTH_ERROR', message: authErrorMessage(path, parsed?.code) });
      }
      return reply.send(text === '' ? null : text);
    },
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
