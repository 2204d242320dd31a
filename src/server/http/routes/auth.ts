import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { messages } from '../../../shared/errors';
import {
  passwordSchema,
  requestPasswordResetSchema,
  signInSchema,
  signUpSchema,
} from '../../../shared/schemas/auth';
import { authErrorMessage, hasSpecErrorTable } from '../../auth/error-messages';
import { isKnownDeviceFor, knownDeviceCookie, readKnownDevice } from '../../auth/known-device';
import { getLiveSession } from '../../auth/session-lifetime';
import { type AuthDeps, type BetterAuthAnswer, normalizedEmail } from '../../domain/auth/auth-deps';
import { changePassword } from '../../domain/auth/change-password';
import { requestPasswordReset } from '../../domain/auth/request-password-reset';
import { resetPassword } from '../../domain/auth/reset-password';
import { sendVerificationEmail } from '../../domain/auth/send-verification-email';
import { signIn } from '../../domain/auth/sign-in';
import { signUp } from '../../domain/auth/sign-up';
import { DomainError } from '../../domain/errors';
import type { AppContext } from '../context';
import { errorBody } from '../error-handler';

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

const changePasswordSchema = z.object({
  currentPassword: z.string({ error: messages.fillAllFields }).min(1, messages.fillAllFields),
  newPassword: passwordSchema,
});

/** Parsed before the domain sees the body, so the answers carry SPEC's exact words. */
const bodySchemas: Record<string, z.ZodType> = {
  '/sign-in/email': signInSchema,
  '/sign-up/email': signUpSchema,
  '/request-password-reset': requestPasswordResetSchema,
  '/change-password': changePasswordSchema,
};

/** Better Auth's answer, kept whole so the route can relay it (status, headers, cookies, body). */
interface Relayed {
  response: Response;
  text: string;
  code?: string;
}

/**
 * /api/auth/*: parses, runs the flow's domain operation (domain/auth/: limits, common passwords,
 * the duplicate e-mail), which calls Better Auth through `callBetterAuth`, and relays Better
 * Auth's answer with SPEC §8's text. Sign-out and the mailed links have no rule: forwarded as
 * they are.
 */
export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  const secure = ctx.config.PUBLIC_URL.startsWith('https://');

  /** The flow's one domain operation; null when the route already answered (401, 400). */
  async function runFlow(
    path: string,
    request: FastifyRequest,
    reply: FastifyReply,
    body: Record<string, unknown>,
    deps: AuthDeps,
  ): Promise<BetterAuthAnswer | null> {
    // Like every signed-in route: no session, 401 before the body is looked at.
    let userId: string | undefined;
    if (path === '/change-password') {
      const { response } = await getLiveSession(ctx.auth, fromNodeHeaders(request.headers));
      if (!response) {
        reply.status(401).send(errorBody('NOT_AUTHENTICATED'));
        return null;
      }
      userId = response.user.id;
    }
    const parsed = bodySchemas[path]?.safeParse(body);
    if (parsed && !parsed.success) {
      reply.status(400).send({
        code: 'VALIDATION',
        message: parsed.error.issues[0]?.message ?? messages.fillAllFields,
      });
      return null;
    }

    const ip = request.ip;
    switch (path) {
      case '/sign-in/email': {
        const email = normalizedEmail(body);
        const { secret } = await ctx.auth.$context;
        const device = readKnownDevice(request.headers.cookie, secure);
        const deviceId = isKnownDeviceFor(device, secret, email) ? device!.deviceId : null;
        const answer = await signIn(ctx.db, { ip, email, deviceId, body }, deps);
        if (answer.status === 200)
          reply.header('set-cookie', knownDeviceCookie(device, secret, email, secure));
        return answer;
      }
      case '/sign-up/email':
        return signUp(ctx.db, { ip, body }, deps);
      case '/request-password-reset':
        return requestPasswordReset(ctx.db, { ip, body }, deps);
      case '/send-verification-email':
        return sendVerificationEmail(ctx.db, { ip, body }, deps);
      case '/reset-password':
        return resetPassword({ body }, deps);
      case '/change-password':
        return changePassword(ctx.db, { userId: userId!, ip, body }, deps);
      default:
        return deps.callBetterAuth(body);
    }
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

      let relayed: Relayed | undefined;
      const forward = async (body: Record<string, unknown> | undefined): Promise<BetterAuthAnswer> => {
        const headers = fromNodeHeaders(request.headers);
        headers.delete('content-length');
        if (body !== undefined) headers.set('content-type', 'application/json');
        // Better Auth reads the client address from this header; Fastify already resolved it.
        headers.set('x-forwarded-for', request.ip);
        const response = await ctx.auth.handler(
          new Request(url, { method: request.method, headers, body: body && JSON.stringify(body) }),
        );
        const text = await response.text();
        const code =
          response.status >= 400 ? (safeJson(text) as { code?: string } | undefined)?.code : undefined;
        relayed = { response, text, code };
        return { status: response.status, code };
      };

      if (request.method === 'POST') {
        const raw = request.body;
        const body: Record<string, unknown> =
          typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? { ...(raw as object) } : {};
        const deps: AuthDeps = { callBetterAuth: forward, rateLimitScale: ctx.rateLimitScale };
        try {
          if (!(await runFlow(path, request, reply, body, deps))) return reply;
        } catch (err) {
          // Login and sign-up say only what SPEC §8 lists; the code still tells clients why.
          if (err instanceof DomainError && err.code === 'RATE_LIMITED' && hasSpecErrorTable(path))
            return reply
              .status(429)
              .send({ code: 'RATE_LIMITED', message: authErrorMessage(path, 'RATE_LIMITED') });
          throw err;
        }
      } else {
        await forward(undefined);
      }
      return relay(reply, path, relayed!);
    },
  });
}

/** Better Auth's answer to the client, its failures in SPEC §8's words for the flow. */
function relay(reply: FastifyReply, path: string, { response, text, code }: Relayed) {
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
      .send({ code: code ?? 'AUTH_ERROR', message: authErrorMessage(path, code) });
  }
  return reply.send(text === '' ? null : text);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
