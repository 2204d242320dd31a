import { createHmac, timingSafeEqual } from 'node:crypto';
import type pg from 'pg';
import type { Me } from '../../shared/schemas/profile';
import type { Auth } from './auth';
import { ABSOLUTE_SESSION_DAYS } from './session-lifetime';

export interface FastSession {
  id: string;
  userId: string;
  /** The user's profile and studio, read in the same statement (GET /api/me answers from it). */
  me: Me | null;
}

interface SessionRow {
  id: string;
  user_id: string;
  expires_at: Date;
  created_at: Date;
  name: string | null;
  email: string | null;
  role: Me['role'];
  plan_type: Me['planType'];
  organization_id: string | null;
  profile_created_at: Date | null;
  org_name: string | null;
  org_owner_id: string | null;
  org_plan_type: NonNullable<Me['organization']>['planType'] | null;
}

/**
 * A named statement: each pooled connection parses and plans it once. Profile and studio come
 * along by primary key (two index probes), so the session and the profile cost one round trip.
 */
const SESSION_STATEMENT = {
  name: 'tinta-session-by-token',
  text: `SELECT s.id, s.user_id, s.expires_at, s.created_at,
      p.name, p.email, p.role, p.plan_type, p.organization_id, p.created_at AS profile_created_at,
      o.name AS org_name, o.owner_id AS org_owner_id, o.plan_type AS org_plan_type
    FROM auth_sessions s
    LEFT JOIN profiles p ON p.id = s.user_id
    LEFT JOIN organizations o ON o.id = p.organization_id
    WHERE s.token = $1`,
};

function toMe(row: SessionRow): Me | null {
  if (row.name === null || row.email === null || row.profile_created_at === null) return null;
  return {
    id: row.user_id,
    name: row.name,
    email: row.email,
    role: row.role,
    planType: row.plan_type,
    organizationId: row.organization_id,
    createdAt: new Date(row.profile_created_at).toISOString(),
    organization:
      row.organization_id && row.org_name !== null && row.org_owner_id !== null && row.org_plan_type !== null
        ? {
            id: row.organization_id,
            name: row.org_name,
            ownerId: row.org_owner_id,
            planType: row.org_plan_type,
          }
        : null,
  };
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
 * The session cookie turned into the actor — and the actor's profile — with ONE indexed SQL
 * statement (no ORM in between: this runs on every signed-in request), for the common case: a
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

  return async (
    pool: pg.Pool,
    cookieHeader: string | undefined,
    now: number,
  ): Promise<FastSession | null> => {
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

    const [row] = (await pool.query<SessionRow>({ ...SESSION_STATEMENT, values: [token] })).rows;
    if (!row) return null;
    const expiresAt = new Date(row.expires_at).getTime();
    const dueForRefresh = expiresAt - expiresInMs + updateAgeMs <= now;
    const tooOld = now - new Date(row.created_at).getTime() > ABSOLUTE_MS;
    if (expiresAt <= now || dueForRefresh || tooOld) return null;
    return { id: row.id, userId: row.user_id, me: toMe(row) };
  };
}
