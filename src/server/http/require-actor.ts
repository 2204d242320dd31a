import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { QUEUE_OWNER_HEADER } from '../../shared/queue-owner';
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
      return refuseOtherOwner(request, reply);
    }
    // Sliding 30 days plus an absolute 90-day lifetime (auth/session-lifetime.ts).
    const { headers, response } = await getLiveSession(auth, fromNodeHeaders(request.headers));
    const cookies = headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    if (!response) return reply.status(401).send(errorBody('NOT_AUTHENTICATED'));
    request.actor = { userId: response.user.id };
    request.sessionId = response.session.id;
    return refuseOtherOwner(request, reply);
  };
}

/**
 * A write saved offline under one account never lands in another: it names its owner, and a
 * session of someone else answers 409 (the queue keeps it for its owner's next sign-in).
 */
function refuseOtherOwner(request: FastifyRequest, reply: FastifyReply) {
  const owner = request.headers[QUEUE_OWNER_HEADER];
  if (owner !== undefined && owner !== request.actor!.userId)
    return reply.status(409).send(errorBody('OTHER_ACCOUNT'));
}
