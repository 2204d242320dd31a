import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../helpers/factories';
import { openEventStream } from '../helpers/sse';
import { startTestServer, type TestServer } from '../helpers/test-server';

let a: TestServer;
let b: TestServer;
let baseA: string;

beforeAll(async () => {
  a = await startTestServer();
  // A second server process on the same database, as in a multi-instance deployment.
  b = await startTestServer({ databaseUrl: a.databaseUrl });
  baseA = await a.app.listen({ port: 0, host: '127.0.0.1' });
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
