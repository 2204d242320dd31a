import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import type { Auth } from './auth';
import { ABSOLUTE_SESSION_DAYS } from './session-lifetime';

export interface FastSession {
  id: string;
  userId: string;
}

const ABSOLUTE_MS = ABSOLUTE_SESSION_DAYS * 24 * 3600 * 1000;

/** The value of one cookie in a Cookie header, as sent (still URI-encoded). */
function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/**
 * The session cookie turned into the actor with ONE indexed SQL statement, for the common case: a
 * correctly signed cookie of a live session that is not due for its daily sliding refresh.
 * Anything else — no cookie, a bad signature, an expired, too old or due session, the
 * "don't remember me" mode — answers `null`, and the caller asks Better Auth, which also clears or
 * refreshes the cookie. Nothing is cached: sign-out, a password reset and any revocation delete the
 * session row, and the very next request finds no row.
 */
export async function fastSessionLookup(auth: Auth) {
  const context = await auth.$context;
  const cookieName = context.authCookies.sessionToken.name;
  const dontRemember = context.authCookies.dontRememberToken.name;
  const secret = context.secret;
  const expiresInMs = context.sessionConfig.expiresIn * 1000;
  const updateAgeMs = context.sessionConfig.updateAge * 1000;

  return async (db: DbOrTx, cookieHeader: string | undefined, now: number): Promise<FastSession | null> => {
    const raw = readCookie(cookieHeader, cookieName);
    if (!raw || readCookie(cookieHeader, dontRemember)) return null;
    let value: string;
    try {
      value = decodeURIComponent(raw);
    } catch {
      return null;
    }
    const dot = value.lastIndexOf('.');
    if (dot < 1) return null;
    const token = value.slice(0, dot);
    const given = Buffer.from(value.slice(dot + 1), 'base64');
    const expected = createHmac('sha256', secret).update(token).digest();
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;

    const [row] = (
      await db.execute<{ id: string; user_id: string; expires_at: Date; created_at: Date }>(sql`
        SELECT id, user_id, expires_at, created_at FROM auth_sessions WHERE token = ${token}`)
    ).rows;
    if (!row) return null;
    const expiresAt = new Date(row.expires_at).getTime();
    const dueForRefresh = expiresAt - expiresInMs + updateAgeMs <= now;
    const tooOld = now - new Date(row.created_at).getTime() > ABSOLUTE_MS;
    if (expiresAt <= now || dueForRefresh || tooOld) return null;
    return { id: row.id, userId: row.user_id };
  };
}
