import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInUser } from '../helpers/factories';
import { browserKeys, decryptPush, loopbackPushPolicy, startPushService } from '../helpers/push-service';
import { startTestServer, type TestServer } from '../helpers/test-server';

// Two app processes on one database, both running the delivery job every 20 ms: every due reminder
// reaches the bell once and the phone once — never twice, never lost.
const HOUR = 3600 * 1000;
let now = new Date('2026-11-20T12:00:00-03:00');
const clock = () => now;
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  a = await startTestServer({ clock, deliveryEveryMs: 3_600_000, pushEndpointPolicy: loopbackPushPolicy });
  b = await startTestServer({
    clock,
    databaseUrl: a.databaseUrl,
    deliveryEveryMs: 3_600_000,
    pushEndpointPolicy: loopbackPushPolicy,
  });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

it('two processes deliver each due reminder exactly once', async () => {
  const push = await startPushService();
  try {
    const user = await signedInUser(a.app, a.db);
    const keys = browserKeys();
    const endpoint = push.url(`/push/${user.id}`);
    expect(
      (
        await user.agent.post('/api/push/subscriptions', {
          endpoint,
          keys: { p256dh: keys.p256dh, auth: keys.authB64 },
        })
      ).status,
    ).toBe(204);
    expect(
      (
        await user.agent.put('/api/notification-settings', {
          pushEnabled: true,
          reminder24hEnabled: true,
          reminder1hEnabled: true,
          taskAlertsEnabled: true,
        })
      ).status,
    ).toBe(200);

    const count = 40;
    for (let i = 0; i < count; i++) {
      const sp = new Date(now.getTime() + 3 * HOUR + i * 60_000 - 3 * HOUR).toISOString();
      const res = await user.agent.post('/api/appointments', {
        clientName: `Cliente ${i}`,
        title: `Sessão ${i}`,
        date: sp.slice(0, 10),
        time: sp.slice(11, 16),
      });
      expect(res.status).toBe(201);
    }
    // Every 1 h reminder falls due; both processes race for them.
    now = new Date(now.getTime() + 3 * HOUR);
    const { startNotificationDelivery } = await import('../../src/server/jobs/deliver-notifications');
    const deps = (s: TestServer) => ({
      clock,
      vapid: s.ctx.vapid,
      log: () => {},
      pushEndpointPolicy: loopbackPushPolicy,
    });
    const stops = [
      startNotificationDelivery(a.db, deps(a), 20),
      startNotificationDelivery(b.db, deps(b), 20),
    ];
    try {
      await expect
        .poll(() => push.received.filter((r) => r.path === `/push/${user.id}`).length, { timeout: 15_000 })
        .toBeGreaterThanOrEqual(count);
      await new Promise((r) => setTimeout(r, 300)); // a late duplicate would arrive by now
    } finally {
      for (const stop of stops) stop();
    }
    const bodies = push.received
      .filter((r) => r.path === `/push/${user.id}`)
      .map((r) => JSON.parse(decryptPush(r.body, keys)) as { tag: string; body: string });
    expect(bodies).toHaveLength(count);
    expect(new Set(bodies.map((p) => p.tag)).size).toBe(count);

    const sent = await a.ctx.database.pool.query(
      `SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND status = 'sent'`,
      [user.id],
    );
    expect(sent.rows[0].n).toBe(count);
  } finally {
    await push.close();
  }
});
