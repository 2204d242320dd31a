import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { Auth } from '../auth/auth';
import { fastSessionLookup } from '../auth/fast-session';
import { getLiveSession } from '../auth/session-lifetime';
import { errorBody } from './error-handler';

/**
 * Resolves the session cookie to the signed-in user, or answers 401 'User not authenticated'.
 * Usually one SQL statement (auth/fast-session.ts); otherwise Better Auth decides, and a session
 * due for its sliding refresh comes back with a new cookie, which we pass on.
 */
export function requireActor(auth: Auth, pool: pg.Pool) {
  const fast = fastSessionLookup(auth);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const quick = await (await fast)(pool, request.headers.cookie, Date.now());
    if (quick) {
      request.actor = quick.me ? { userId: quick.userId, me: quick.me } : { userId: quick.userId };
      request.sessionId = quick.id;
      return;
    }
    // Sliding 30 days plus an absolute 90-day lifetime (auth/session-lifetime.ts).
    const { headers, response } = await getLiveSession(auth, fromNodeHeaders(request.headers));
    const cookies = headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    if (!response) return reply.status(401).send(errorBody('NOT_AUTHENTICATED'));
    request.actor = { userId: response.user.id };
    request.sessionId = response.session.id;
  };
}
