import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../helpers/factories';
import { openEventStream } from '../helpers/sse';
import { startTestServer, type TestServer } from '../helpers/test-server';

let a: TestServer;
let b: TestServer;
let baseA: string;
let baseB: string;
const logLines: string[] = [];

beforeAll(async () => {
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString().split('\n').filter(Boolean)));
  a = await startTestServer({ logStream });
  // A second server process on the same database, as in a multi-instance deployment.
  b = await startTestServer({ databaseUrl: a.databaseUrl });
  baseA = await a.app.listen({ port: 0, host: '127.0.0.1' });
  baseB = await b.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const q = (text: string, params: unknown[] = []) => a.ctx.database.pool.query(text, params);

describe('GET /api/events (Server-Sent Events)', () => {
  it('delivers a committed change to its owner within 1 s', async () => {
    const user = await signedInUser(a.app, a.db);
    const stream = await openEventStream(`${baseA}/api/events`, { cookie: user.agent.cookieHeader() });
    expect(stream.contentType).toContain('text/event-stream');
    await stream.ready();

    const started = Date.now();
    const inserted = await q(
      `INSERT INTO clients (user_id, name) VALUES ($1, 'Cliente Ao Vivo') RETURNING id`,
      [user.id],
    );
    const event = await stream.next((d) => d.table === 'clients', 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(event.json).toEqual({ table: 'clients', op: 'insert', id: inserted.rows[0].id });
    expect(Number(event.id)).toBeGreaterThan(0);
    stream.close();
  });

  it('delivers a change made through a second server instance', async () => {
    const user = await signedInUser(a.app, a.db);
    const stream = await openEventStream(`${baseA}/api/events`, { cookie: user.agent.cookieHeader() });
    await stream.ready();

    // Same session cookie, but the write goes through instance B.
    const { Agent } = await import('../helpers/agent');
    const viaB = new Agent(b.app);
    const res = await viaB.request(
      'PATCH',
      '/api/me',
      { name: 'Via B' },
      { cookie: user.agent.cookieHeader() },
    );
    expect(res.status).toBe(200);
    const event = await stream.next((d) => d.table === 'profiles', 1000);
    expect(event.json).toEqual({ table: 'profiles', op: 'update', id: user.id });
    stream.close();
  });

  it("never sends one user's changes to another, nor rolled-back ones", async () => {
    const owner = await signedInUser(a.app, a.db);
    const other = await signedInUser(a.app, a.db);
    const stream = await openEventStream(`${baseA}/api/events`, { cookie: other.agent.cookieHeader() });
    await stream.ready();
    await q(`INSERT INTO clients (user_id, name) VALUES ($1, 'Não é seu')`, [owner.id]);
    const client = await a.ctx.database.pool.connect();
    await client.query('BEGIN');
    await client.query(`INSERT INTO clients (user_id, name) VALUES ($1, 'Desfeito')`, [other.id]);
    await client.query('ROLLBACK');
    client.release();
    await q(`INSERT INTO tasks (user_id, title) VALUES ($1, 'Marcador')`, [other.id]);
    await stream.next((d) => d.table === 'tasks');
    expect(stream.messages.map((m) => JSON.parse(m.data).table)).toEqual(['tasks']);
    stream.close();
  });

  it('replays what a reconnecting client missed after its Last-Event-ID', async () => {
    const user = await signedInUser(a.app, a.db);
    const first = await openEventStream(`${baseA}/api/events`, { cookie: user.agent.cookieHeader() });
    await first.ready();
    await q(`INSERT INTO tasks (user_id, title) VALUES ($1, 'Antes')`, [user.id]);
    const seen = await first.next((d) => d.table === 'tasks');
    first.close();

    const missed = await q(
      `INSERT INTO expenses (user_id, description, amount_cents, category, date, date_epoch, payment_method)
      VALUES ($1, 'Tinta preta', 5000, 'tintas', '2026-11-21', 0, 'pix') RETURNING id`,
      [user.id],
    );

    const again = await openEventStream(`${baseA}/api/events`, {
      cookie: user.agent.cookieHeader(),
      'last-event-id': String(seen.id),
    });
    const replayed = await again.next((d) => d.table === 'expenses');
    expect(replayed.json).toEqual({ table: 'expenses', op: 'insert', id: missed.rows[0].id });
    expect(again.messages.filter((m) => JSON.parse(m.data).table === 'tasks')).toHaveLength(0);
    again.close();
  });

  it('replays from ?lastEventId= too, for a new EventSource the page opens after a refused reconnect', async () => {
    const user = await signedInUser(a.app, a.db);
    const first = await openEventStream(`${baseA}/api/events`, { cookie: user.agent.cookieHeader() });
    await first.ready();
    await q(`INSERT INTO tasks (user_id, title) VALUES ($1, 'Antes')`, [user.id]);
    const seen = await first.next((d) => d.table === 'tasks');
    first.close();
    const missed = await q(`INSERT INTO tasks (user_id, title) VALUES ($1, 'Durante') RETURNING id`, [
      user.id,
    ]);

    const again = await openEventStream(`${baseA}/api/events?lastEventId=${seen.id}`, {
      cookie: user.agent.cookieHeader(),
    });
    const replayed = await again.next((d) => d.table === 'tasks');
    expect(replayed.json).toEqual({ table: 'tasks', op: 'insert', id: missed.rows[0].id });
    again.close();
  });

  it('tells a stream away longer than the replay window to refetch (reset), instead of a partial replay', async () => {
    const user = await signedInUser(a.app, a.db);
    const first = await openEventStream(`${baseA}/api/events`, { cookie: user.agent.cookieHeader() });
    await first.ready();
    await q(`INSERT INTO tasks (user_id, title) VALUES ($1, 'Antiga')`, [user.id]);
    const seen = await first.next((d) => d.table === 'tasks');
    first.close();
    // That event has aged out of the window: what came after it may have been pruned too.
    await q(`UPDATE change_events SET created_at = now() - interval '1 hour' WHERE id = $1`, [seen.id]);
    const again = await openEventStream(`${baseA}/api/events`, {
      cookie: user.agent.cookieHeader(),
      'last-event-id': String(seen.id),
    });
    await again.ready();
    expect(again.messages.map((m) => m.event)).toContain('reset');
    again.close();

    // A fresh id replays without a reset.
    await q(`INSERT INTO tasks (user_id, title) VALUES ($1, 'Nova')`, [user.id]);
    const third = await openEventStream(`${baseA}/api/events`, { cookie: user.agent.cookieHeader() });
    await third.ready();
    await q(`INSERT INTO tasks (user_id, title) VALUES ($1, 'Depois')`, [user.id]);
    const recent = await third.next((d) => d.table === 'tasks');
    third.close();
    const fourth = await openEventStream(`${baseA}/api/events`, {
      cookie: user.agent.cookieHeader(),
      'last-event-id': String(recent.id),
    });
    await fourth.ready();
    expect(fourth.messages.map((m) => m.event)).not.toContain('reset');
    fourth.close();
  });
});

/** Resolves true once the server has ended the stream (false if it is still open after `ms`). */
async function endsWithin(stream: Awaited<ReturnType<typeof openEventStream>>, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (stream.ended()) return true;
    await new Promise((ok) => setTimeout(ok, 50));
  }
  return false;
}

const tables = (stream: Awaited<ReturnType<typeof openEventStream>>) =>
  stream.messages.filter((m) => m.event === 'change').map((m) => JSON.parse(m.data).table);

describe('replay in commit order (issue 24 item 14)', () => {
  it('a reconnect gets the event whose transaction committed after a later one was heard', async () => {
    const user = await signedInUser(a.app, a.db);
    const first = await openEventStream(`${baseA}/api/events`, { cookie: user.agent.cookieHeader() });
    await first.ready();

    // T1 writes first (event N) but stays open; T2 writes after it (event N+1) and commits.
    const t1 = await a.ctx.database.pool.connect();
    try {
      await t1.query('BEGIN');
      const early = await t1.query(
        `INSERT INTO tasks (user_id, title) VALUES ($1, 'Demorada') RETURNING id`,
        [user.id],
      );
      const late = await q(`INSERT INTO tasks (user_id, title) VALUES ($1, 'Rápida') RETURNING id`, [
        user.id,
      ]);
      const heard = await first.next((d) => d.id === late.rows[0].id);
      const [n] = (await t1.query(`SELECT id FROM change_events WHERE row_id = $1`, [early.rows[0].id])).rows;
      expect(Number(n.id)).toBeLessThan(Number(heard.id));
      // The page goes away (a deploy, a tunnel); meanwhile T1 commits.
      first.close();
      await t1.query('COMMIT');

      const again = await openEventStream(`${baseA}/api/events`, {
        cookie: user.agent.cookieHeader(),
        'last-event-id': String(heard.id),
      });
      const replayed = await again.next((d) => d.id === early.rows[0].id);
      expect(replayed.json).toEqual({ table: 'tasks', op: 'insert', id: early.rows[0].id });
      expect(again.messages.map((m) => m.event)).not.toContain('reset');
      again.close();
    } finally {
      t1.release();
    }
  });

  it('while connected, an event whose transaction was still open when a later one went out still arrives', async () => {
    const user = await signedInUser(a.app, a.db);
    const stream = await openEventStream(`${baseA}/api/events`, { cookie: user.agent.cookieHeader() });
    await stream.ready();
    const t1 = await a.ctx.database.pool.connect();
    try {
      await t1.query('BEGIN');
      const early = await t1.query(`INSERT INTO tasks (user_id, title) VALUES ($1, 'Aberta') RETURNING id`, [
        user.id,
      ]);
      const late = await q(`INSERT INTO tasks (user_id, title) VALUES ($1, 'Fechada') RETURNING id`, [
        user.id,
      ]);
      await stream.next((d) => d.id === late.rows[0].id);
      await t1.query('COMMIT');
      await stream.next((d) => d.id === early.rows[0].id);
    } finally {
      t1.release();
    }
    stream.close();
  });

  it('a process that stopped hearing the database ends its streams, whose reconnect replays the gap', async () => {
    const user = await signedInUser(a.app, a.db);
    const stream = await openEventStream(`${baseA}/api/events`, { cookie: user.agent.cookieHeader() });
    await stream.ready();
    await q(`INSERT INTO tasks (user_id, title) VALUES ($1, 'Antes da queda')`, [user.id]);
    const heard = await stream.next((d) => d.table === 'tasks');
    // The LISTEN connections drop (a database restart, a proxy between them): what commits before
    // they are back is announced to nobody.
    await q(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND query LIKE 'LISTEN %'`);
    const during = await q(`INSERT INTO tasks (user_id, title) VALUES ($1, 'Na queda') RETURNING id`, [
      user.id,
    ]);
    expect(await endsWithin(stream, 10_000)).toBe(true);
    const again = await openEventStream(`${baseA}/api/events`, {
      cookie: user.agent.cookieHeader(),
      'last-event-id': String(heard.id),
    });
    await again.next((d) => d.id === during.rows[0].id);
    again.close();
  });
});

describe('a Last-Event-ID no event has (issue 24 item 12)', () => {
  it('answers reset, stays live, and leaves nothing of the failed lookup in the log', async () => {
    const user = await signedInUser(a.app, a.db);
    logLines.length = 0;
    for (const bad of ['1e20', '99999999999999999999', '-1', '12abc']) {
      const stream = await openEventStream(`${baseA}/api/events`, {
        cookie: user.agent.cookieHeader(),
        'last-event-id': bad,
      });
      await stream.ready();
      expect(
        stream.messages.map((m) => m.event),
        bad,
      ).toContain('reset');
      const task = await q(`INSERT INTO tasks (user_id, title) VALUES ($1, $2) RETURNING id`, [user.id, bad]);
      await stream.next((d) => d.id === task.rows[0].id);
      stream.close();
    }
    await new Promise((ok) => setTimeout(ok, 200));
    const log = logLines.join('\n');
    expect(log).not.toContain('100000000000000000000');
    expect(log).not.toContain('99999999999999999999');
    expect(log).not.toContain(user.id);
  });
});

describe('streams end with their session, on every instance (issue 24 item 15)', () => {
  it('sign-out through one instance ends the stream held by another before anything written after it', async () => {
    const user = await signedInUser(a.app, a.db);
    const stream = await openEventStream(`${baseB}/api/events`, { cookie: user.agent.cookieHeader() });
    await stream.ready();
    // The agent talks to instance A; the stream is held by instance B.
    expect((await user.agent.post('/api/auth/sign-out')).status).toBe(200);
    await q(`INSERT INTO tasks (user_id, title) VALUES ($1, 'Depois de sair')`, [user.id]);
    await q(`INSERT INTO clients (user_id, name) VALUES ($1, 'Depois de sair')`, [user.id]);
    expect(await endsWithin(stream, 8000)).toBe(true);
    // Nothing written after the sign-out reached it. (The account's own set-up — the e-mail
    // verified, the plan chosen — may still arrive late on a busy machine: it was written before.)
    expect(tables(stream).filter((t) => t !== 'profiles')).toEqual([]);
  });

  it('a revocation made in the database (password reset, account removed) ends them too', async () => {
    const user = await signedInUser(a.app, a.db);
    const onA = await openEventStream(`${baseA}/api/events`, { cookie: user.agent.cookieHeader() });
    const onB = await openEventStream(`${baseB}/api/events`, { cookie: user.agent.cookieHeader() });
    await Promise.all([onA.ready(), onB.ready()]);
    await q(`DELETE FROM auth_sessions WHERE user_id = $1`, [user.id]);
    await q(`INSERT INTO tasks (user_id, title) VALUES ($1, 'Depois da revogação')`, [user.id]);
    expect(await endsWithin(onA, 8000)).toBe(true);
    expect(await endsWithin(onB, 8000)).toBe(true);
    // (The account's own set-up may still arrive late, as above: it was written before.)
    expect([...tables(onA), ...tables(onB)].filter((t) => t !== 'profiles')).toEqual([]);
  });
});
