import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { createServer, type Server } from '../../src/server/server';
import { Agent } from '../helpers/agent';
import { createTestDatabase } from '../helpers/database';
import { signedInUser, uniqueEmail } from '../helpers/factories';
import { type SmtpCapture, startSmtpCapture } from '../helpers/smtp';
import { startTestServer, TEST_ORIGIN, type TestServer } from '../helpers/test-server';

/** A server with options startTestServer does not pass (no mail job, TRUST_PROXY). */
async function startCustomServer(
  databaseUrl: string,
  env: Record<string, string>,
  options: { mailEveryMs?: number } = {},
): Promise<Server> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: TEST_ORIGIN,
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    ...env,
  });
  return createServer(config, { rateLimitScale: 100, deliveryEveryMs: 3_600_000, log: () => {}, ...options });
}

async function until<T>(check: () => Promise<T | undefined>, timeoutMs = 3000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((ok) => setTimeout(ok, 50));
  }
}

describe('dev outbox (no SMTP): read from mail_outbox, loopback only', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('shows a sign-up mail within about a second, to this machine only, and from any process on the database', async () => {
    const email = uniqueEmail('dev');
    await new Agent(server.app).post('/api/auth/sign-up/email', { name: 'Dev', email, password: 'segredo1' });
    const started = Date.now();
    const mail = await until(async () => {
      const res = await new Agent(server.app).get('/dev/outbox.json');
      expect(res.status).toBe(200);
      return (res.body as Array<{ to: string; subject: string; text: string; sentAt: string }>).find(
        (m) => m.to === email,
      );
    });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(mail.subject).toBe('Confirme seu email no Tinta');
    expect(mail.text).toMatch(/verify-email\?token=/);
    expect(new Date(mail.sentAt).getTime()).toBeGreaterThan(0);

    // Another process on the same database (behind a load balancer) shows the same mail.
    const other = await startCustomServer(server.databaseUrl, {});
    try {
      const res = await new Agent(other.app).get('/dev/outbox.json');
      expect(res.body.some((m: { to: string }) => m.to === email)).toBe(true);
    } finally {
      await other.close();
    }

    // Anyone else gets an ordinary 404 and no links.
    for (const url of ['/dev/outbox.json', '/dev/outbox']) {
      const res = await new Agent(server.app, '203.0.113.7').get(url);
      expect(res.status, url).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain(email);
    }
    const html = await new Agent(server.app, '::1').get('/dev/outbox');
    expect(html.status).toBe(200);
    expect(String(html.body)).toContain(email);
  });

  it('behind a trusted proxy on this machine, the client the proxy names must be local too', async () => {
    const proxied = await startCustomServer(server.databaseUrl, { TRUST_PROXY: '1' });
    try {
      const stranger = await new Agent(proxied.app, '127.0.0.1').request(
        'GET',
        '/dev/outbox.json',
        undefined,
        {
          'x-forwarded-for': '203.0.113.9',
        },
      );
      expect(stranger.status).toBe(404);
      const local = await new Agent(proxied.app, '127.0.0.1').request('GET', '/dev/outbox.json', undefined, {
        'x-forwarded-for': '127.0.0.1',
      });
      expect(local.status).toBe(200);
      // A header cannot make a remote socket local.
      const spoofed = await new Agent(proxied.app, '203.0.113.9').request(
        'GET',
        '/dev/outbox.json',
        undefined,
        {
          'x-forwarded-for': '127.0.0.1',
        },
      );
      expect(spoofed.status).toBe(404);
    } finally {
      await proxied.close();
    }
  });
});

describe('mail with SMTP: sent after the answer, crash-safe, retried', () => {
  let smtp: SmtpCapture;
  let server: TestServer;
  beforeAll(async () => {
    // A mail server that takes every message and never answers until released: a reset that sent
    // inline would wait for it, and a known e-mail would answer later than an unknown one.
    smtp = await startSmtpCapture();
    server = await startTestServer({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    smtp?.release();
    await server?.close();
    await smtp?.close();
  });

  it('a reset for a known e-mail answers without waiting for the mail server, like one for an unknown e-mail', async () => {
    const user = await signedInUser(server.app, server.db);
    // Its verification mail first, or the held server would keep it on the one SMTP connection.
    await smtp.waitFor(user.email, /.*/, 10_000);
    smtp.hold();
    const ask = (email: string) =>
      new Agent(server.app).post('/api/auth/request-password-reset', { email, redirectTo: '/r' });
    const known = await ask(user.email);
    expect(known.status).toBe(200);
    expect((await ask(uniqueEmail('ninguem'))).status).toBe(200);
    // The mail reached the server, which still has not answered it: the answer above never waited.
    await smtp.waitFor(user.email, /Redefina sua senha/, 10_000);
    expect((await ask(user.email)).body).toEqual(known.body);
    smtp.release();
  });

  it('mail queued by a process that died before sending is sent by the next one on the database', async () => {
    const database = await createTestDatabase(inject('adminDatabaseUrl'));
    const email = uniqueEmail('queda');
    try {
      // Process A queues the mail but never sends (as if killed right after answering).
      const a = await startCustomServer(database.url, { SMTP_URL: smtp.url }, { mailEveryMs: 0 });
      const signUp = await new Agent(a.app).post('/api/auth/sign-up/email', {
        name: 'Queda',
        email,
        password: 'segredo1',
      });
      expect(signUp.status).toBe(200);
      await a.close();
      const pending = await startCustomServer(database.url, {}, { mailEveryMs: 0 });
      const rows = await pending.ctx.database.pool.query(
        'SELECT sent_at, attempts FROM mail_outbox WHERE "to" = $1',
        [email],
      );
      expect(rows.rows).toEqual([{ sent_at: null, attempts: 0 }]);
      await pending.close();

      // Process B starts on the same database and sends it.
      const b = await startTestServer({ databaseUrl: database.url, smtpUrl: smtp.url });
      try {
        const mail = await smtp.waitFor(email, /Confirme seu email/, 5000);
        expect(mail.text).toMatch(/verify-email\?token=/);
        const sent = await until(async () => {
          const r = await b.ctx.database.pool.query('SELECT sent_at, text FROM mail_outbox WHERE "to" = $1', [
            email,
          ]);
          return r.rows[0].sent_at ? r.rows[0] : undefined;
        });
        // With SMTP the body (its link is a secret) is not kept once sent.
        expect(sent.text).toBe('');
      } finally {
        await b.close();
      }
    } finally {
      await database.drop();
    }
  });

  it('a failed send is retried later, keeping the error but never the body', async () => {
    // An SMTP server that is not there.
    const dead = await startSmtpCapture();
    const deadUrl = dead.url;
    await dead.close();
    // A database of its own: a healthy process would send the mail (that is the point of the table).
    const database = await createTestDatabase(inject('adminDatabaseUrl'));
    const flaky = await startCustomServer(database.url, { SMTP_URL: deadUrl });
    const email = uniqueEmail('falha');
    try {
      await new Agent(flaky.app).post('/api/auth/sign-up/email', {
        name: 'Falha',
        email,
        password: 'segredo1',
      });
      const row = await until(async () => {
        const r = await flaky.ctx.database.pool.query(
          `SELECT attempts, last_error, sent_at, next_attempt_at > now() + interval '20 seconds' AS later
             FROM mail_outbox WHERE "to" = $1`,
          [email],
        );
        return r.rows[0]?.last_error ? r.rows[0] : undefined;
      }, 5000);
      expect(row).toMatchObject({ attempts: 1, sent_at: null, later: true });
      expect(row.last_error).not.toContain('verify-email');
    } finally {
      await flaky.close();
      await database.drop();
    }
  });
});
