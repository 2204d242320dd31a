import { fromNodeHeaders } from 'better-auth/node';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { messages } from '../../../shared/errors';
import { requestPasswordResetSchema, signInSchema, signUpSchema } from '../../../shared/schemas/auth';
import { authErrorMessage, hasSpecErrorTable } from '../../auth/error-messages';
import { hitRateLimit, type Limit } from '../../auth/rate-limit';
import { profiles } from '../../db/schema';
import type { AppContext } from '../context';
import { errorBody } from '../error-handler';

const WINDOW = 15 * 60;

/** Per-IP and per-e-mail budgets for the endpoints people could hammer. */
const limits: Record<string, { ip: Limit; email: Limit }> = {
  '/sign-in/email': { ip: { max: 30, windowSeconds: WINDOW }, email: { max: 10, windowSeconds: WINDOW } },
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

/** Our checks run before Better Auth so the answers carry SPEC's exact words. */
const bodySchemas: Record<string, z.ZodType> = {
  '/sign-in/email': signInSchema,
  '/sign-up/email': signUpSchema,
  '/request-password-reset': requestPasswordResetSchema,
};

const badRequest = (reply: FastifyReply, message: string, code = 'VALIDATION') =>
  reply.status(400).send({ code, message });

export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  const scaled = (l: Limit): Limit => ({ ...l, max: Math.ceil(l.max * ctx.rateLimitScale) });

  async function guard(path: string, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const email = String((request.body as { email?: unknown } | undefined)?.email ?? '')
      .trim()
      .toLowerCase();
    const schema = bodySchemas[path];
    if (schema) {
      const parsed = schema.safeParse(request.body ?? {});
      if (!parsed.success) {
        badRequest(reply, parsed.error.issues[0]?.message ?? messages.fillAllFields);
        return false;
      }
    }
    const limit = limits[path];
    if (limit) {
      const allowed =
        (await hitRateLimit(ctx.db, `ip:${path}:${request.ip}`, scaled(limit.ip))) &&
        (email === '' || (await hitRateLimit(ctx.db, `email:${path}:${email}`, scaled(limit.email))));
      if (!allowed) {
        // Login and sign-up say only what SPEC §8 lists; the code still tells clients why.
        reply
          .status(429)
          .send(
            hasSpecErrorTable(path)
              ? { code: 'RATE_LIMITED', message: authErrorMessage(path, 'RATE_LIMITED') }
              : errorBody('RATE_LIMITED'),
          );
        return false;
      }
    }
    if (path === '/sign-up/email') {
      // With verification on, Better Auth answers a duplicate sign-up with a fake success;
      // SPEC wants the person told, so we look first.
      const [existing] = await ctx.db
        .select({ id: profiles.id })
        .from(profiles)
        .where(eq(profiles.email, email));
      if (existing) {
        reply.status(422).send({ code: 'USER_ALREADY_EXISTS', message: messages.emailTaken });
        return false;
      }
    }
    return true;
  }

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    async handler(request, reply) {
      const url = new URL(request.url, ctx.config.PUBLIC_URL);
      const path = url.pathname.replace(/^\/api\/auth/, '');
      if (request.method === 'POST' && !(await guard(path, request, reply))) return reply;

      const body = request.method === 'POST' ? JSON.stringify(request.body ?? {}) : undefined;
      const headers = fromNodeHeaders(request.headers);
      headers.delete('content-length');
      if (body !== undefined) headers.set('content-type', 'application/json');
      // Better Auth reads the client address from this header; Fastify already resolved it.
      headers.set('x-forwarded-for', request.ip);
      const response = await ctx.auth.handler(new Request(url, { method: request.method, headers, body }));

      reply.status(response.status);
      for (const [key, value] of response.headers) {
        if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);

      const text = await response.text();
      if (response.status >= 400) {
        const parsed = safeJson(text) as { code?: string } | undefined;
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
