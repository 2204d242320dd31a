import type { FastifyInstance } from 'fastify';
import { TEST_ORIGIN } from './test-server';

export interface AgentResponse<T = any> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
  /** The body's bytes, for downloads (PDF, CSV). */
  raw: Buffer;
}

/** A browser stand-in over `app.inject`: keeps cookies and sends our Origin on every call. */
export class Agent {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly ip = '127.0.0.1',
  ) {}

  async request<T = any>(
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<AgentResponse<T>> {
    const merged: Record<string, string> = {
      origin: TEST_ORIGIN,
      ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    };
    // An empty value means "send no such header" (e.g. a request without Origin).
    for (const key of Object.keys(merged)) if (merged[key] === '') delete merged[key];
    const res = await this.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      headers: merged,
      payload: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    this.keepCookies(res.headers['set-cookie']);
    let parsed: unknown = res.body;
    try {
      parsed = res.body === '' ? null : JSON.parse(res.body);
    } catch {}
    return { status: res.statusCode, body: parsed as T, headers: res.headers, raw: res.rawPayload };
  }

  get = <T = any>(url: string) => this.request<T>('GET', url);
  post = <T = any>(url: string, body: unknown = {}) => this.request<T>('POST', url, body);
  patch = <T = any>(url: string, body: unknown) => this.request<T>('PATCH', url, body);
  put = <T = any>(url: string, body: unknown) => this.request<T>('PUT', url, body);
  del = <T = any>(url: string) => this.request<T>('DELETE', url);

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keepCookies(setCookie: string | string[] | undefined) {
    for (const line of [setCookie ?? []].flat()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => /max-age=0/i.test(a.trim())) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
