import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRequestMultipart, openBookingPage, signedInUser } from '../helpers/factories';
import { startTestServer, TEST_ORIGIN, type TestServer } from '../helpers/test-server';

/**
 * Issue 24 item 2: behind the README's HAProxy (`option forwardfor`), a forged X-Forwarded-For
 * gave every request a fresh budget while TRUST_PROXY=true trusted every hop. Here a real HAProxy
 * stands in front of a real server on a port; the client connects from its own loopback address
 * (127.0.0.2…), so what the server sees can be told apart from the proxy (127.0.0.1).
 */
const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
const now = new Date('2026-11-25T23:30:00-03:00');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

interface Answer {
  status: number;
  body: any;
}

/** One HTTP request to the proxy, sent from `from` (a loopback address of this machine). */
function viaProxy(
  port: number,
  from: string,
  method: string,
  path: string,
  body: Buffer | string | undefined,
  headers: Record<string, string>,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method,
        path,
        headers: { origin: TEST_ORIGIN, ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {}
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function startHaproxy(appPort: number): Promise<{ port: number; stop: () => void }> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'tinta-proxy-test-'));
  const configPath = join(dir, 'haproxy.cfg');
  // The README's set-up: HTTP mode, the client's address appended by `option forwardfor`.
  writeFileSync(
    configPath,
    `
defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  option forwardfor
frontend web
  bind 127.0.0.1:${port}
  default_backend app
backend app
  server app0 127.0.0.1:${appPort}
`,
  );
  const proxy: ChildProcess = spawn(HAPROXY, ['-f', configPath, '-db'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  proxy.stderr?.on('data', (c: Buffer) => {
    errors += c.toString();
  });
  const stop = () => {
    proxy.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 100; i++) {
    const up = await viaProxy(port, '127.0.0.1', 'GET', '/api/health', undefined, {}).catch(() => null);
    if (up?.status === 200) return { port, stop };
    if (proxy.exitCode !== null) break;
    await new Promise((ok) => setTimeout(ok, 50));
  }
  stop();
  throw new Error(`haproxy did not start: ${errors}`);
}

let forged = 0;
/** A different made-up client address on every request, as an attacker would send. */
const forgedXff = () => ({ 'x-forwarded-for': `6.6.${Math.floor(++forged / 250)}.${forged % 250}` });

describe.each([
  ['a hop count', '1', '127.0.0.2', '127.0.0.3'],
  ["the proxy's address", '127.0.0.1', '127.0.0.4', '127.0.0.5'],
])('TRUST_PROXY as %s (%s) behind HAProxy', (_label, trustProxy, attackerIp, clientIp) => {
  let server: TestServer;
  let proxy: { port: number; stop: () => void };
  const send = (from: string, method: string, path: string, body?: unknown, headers = {}) =>
    viaProxy(
      proxy.port,
      from,
      method,
      path,
      body === undefined ? undefined : JSON.stringify(body),
      body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    );

  beforeAll(async () => {
    server = await startTestServer({ clock: () => now, rateLimitScale: 1, trustProxy });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as { port: number };
    proxy = await startHaproxy(port);
  });
  afterAll(async () => {
    proxy?.stop();
    await server?.close();
  });

  it('forged X-Forwarded-For gives sign-in guesses no fresh budget; the real client is still let in', async () => {
    const user = await signedInUser(server.app, server.db);
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      const res = await send(
        attackerIp,
        'POST',
        '/api/auth/sign-in/email',
        { email: user.email, password: `chute-${i}` },
        forgedXff(),
      );
      statuses.push(res.status);
    }
    // Before: 11 × 401 and on (every guess "came from" a new address).
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    // The budget spent is the attacker's real address, and only that.
    const keys = await server.db.execute<{ key: string }>(
      `SELECT key FROM rate_limits WHERE key LIKE 'signin-pair:%'` as never,
    );
    expect(keys.rows.map((r) => r.key)).toEqual([`signin-pair:${attackerIp}:${user.email}`]);
    // Another real client through the same proxy is not caught by it.
    const owner = await send(clientIp, 'POST', '/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(owner.status).toBe(200);
  }, 60_000);

  it('forged X-Forwarded-For gives booking requests no fresh budget; the real client still gets 201', async () => {
    const artist = await signedInUser(server.app, server.db);
    const slug = `proxy-${trustProxy === '1' ? 'hops' : 'lista'}`;
    await openBookingPage(artist.agent, slug);
    const request = (from: string, n: number, headers: Record<string, string> = {}) => {
      const { payload, contentType } = bookingRequestMultipart({
        name: `Pessoa ${n}`,
        phone: `(11) 9${String(3000_0000 + n + (trustProxy === '1' ? 0 : 100))}`,
        instagram: '',
        idea: 'Uma rosa',
        placement: 'Braço',
        size: '8 cm',
        length: 120,
        slots: [{ day: '2026-11-26', time: '10:00' }],
        consent: true,
      });
      return viaProxy(proxy.port, from, 'POST', `/api/public/booking/${slug}/requests`, payload, {
        'content-type': contentType,
        ...headers,
      });
    };
    const statuses = [];
    for (let n = 0; n < 25; n++) statuses.push((await request(attackerIp, n, forgedXff())).status);
    // Before: 25 × 201. Now the attacker's own address allows 10 an hour.
    expect(statuses).toEqual([...Array(10).fill(201), ...Array(15).fill(429)]);
    expect((await request(clientIp, 99)).status).toBe(201);
  }, 60_000);

  it('a client reaching the app without the proxy: ignored with an address list, believed with a hop count', async () => {
    // Straight to the app's port, no HAProxy: the header is all the client says.
    const user = await signedInUser(server.app, server.db);
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '203.0.113.80',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', 'x-forwarded-for': '6.6.6.6' },
      payload: JSON.stringify({ email: user.email, password: 'errada' }),
    });
    expect(res.statusCode).toBe(401);
    const keys = await server.db.execute<{ key: string }>(
      `SELECT key FROM rate_limits WHERE key LIKE 'signin-pair:%${user.email}'` as never,
    );
    // A count cannot tell the proxy from anyone else who connects: with TRUST_PROXY=1 only the
    // proxy may reach the app's port (README), or list the proxy's address instead.
    const seenAs = trustProxy === '1' ? '6.6.6.6' : '203.0.113.80';
    expect(keys.rows.map((r) => r.key)).toEqual([`signin-pair:${seenAs}:${user.email}`]);
  });
});
