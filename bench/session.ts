import { randomBytes } from 'node:crypto';

/**
 * A browser stand-in over real HTTP (fetch on loopback): keeps the session cookie and sends the
 * app's Origin on writes, which the origin guard requires.
 */
export class Session {
  private readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    private readonly origin: string,
  ) {}

  /** The Cookie header this session sends (for load generators outside it). */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = {};
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET') headers.origin = this.origin;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(new URL(path, this.baseUrl), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    this.keepCookies(res.headers.getSetCookie());
    return res;
  }

  /** A request that must succeed; answers the parsed JSON. */
  async json<T = any>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
    const res = await this.request(method, path, body);
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
    return JSON.parse(text) as T;
  }

  private keepCookies(lines: string[]) {
    for (const line of lines) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (value === '' || attrs.some((a) => /max-age=0/i.test(a.trim()))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Signs a user up the way a person does: sign-up, the verification link from the server's dev
 * outbox (which signs them in), then the Básico plan. Answers the signed-in session and user id.
 */
export async function signedInUser(baseUrl: string, origin: string, name: string) {
  const session = new Session(baseUrl, origin);
  const email = `bench.${randomBytes(4).toString('hex')}@tinta.test`;
  await session.json('POST', '/api/auth/sign-up/email', { name, email, password: 'segredo123' });

  // The mail is queued by the sign-up and written a moment later: ask again for up to 10 s.
  let link: string | undefined;
  for (let tries = 0; tries < 100 && !link; tries++) {
    if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    const outbox = await session.json<OutboxMail[]>('GET', '/dev/outbox.json');
    const mail = outbox.find((m) => m.to === email && /Confirme seu email/.test(m.subject));
    link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  }
  if (!link) throw new Error(`no verification mail for ${email} in the dev outbox`);
  // The link names PUBLIC_URL; we follow it on the port we actually listen on.
  const { pathname, search } = new URL(link);
  const verified = await session.request('GET', pathname + search);
  if (verified.status >= 400) throw new Error(`verification answered ${verified.status}`);

  await session.json('POST', '/api/me/plan', { planType: 'basico' });
  const me = await session.json<{ id: string }>('GET', '/api/me');
  return { session, userId: me.id, email };
}
