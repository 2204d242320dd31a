import type { Auth } from './auth';

/** Besides the sliding 30 days, no session outlives this, however often it is used. */
export const ABSOLUTE_SESSION_DAYS = 90;
const ABSOLUTE_MS = ABSOLUTE_SESSION_DAYS * 24 * 3600 * 1000;

type SessionResult = Awaited<ReturnType<typeof getSessionWithHeaders>>;

const getSessionWithHeaders = (auth: Auth, headers: Headers) =>
  auth.api.getSession({ headers, returnHeaders: true });

/**
 * Better Auth's session lookup plus the absolute lifetime: a session created more than 90 days ago
 * is deleted and reads as signed out (a stolen cookie that is kept "warm" still dies). Every
 * session check of ours goes through here (require-actor, the change-password guard).
 */
export async function getLiveSession(auth: Auth, headers: Headers, now = Date.now()): Promise<SessionResult> {
  const result = await getSessionWithHeaders(auth, headers);
  const session = result.response?.session;
  if (session && now - new Date(session.createdAt).getTime() > ABSOLUTE_MS) {
    const context = await auth.$context;
    await context.internalAdapter.deleteSession(session.token);
    // Whatever cookie Better Auth wanted to refresh belongs to the session just ended.
    return { headers: new Headers(), response: null } as SessionResult;
  }
  return result;
}
