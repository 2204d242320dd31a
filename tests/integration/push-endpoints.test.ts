import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverDueNotifications } from '../../src/server/jobs/deliver-notifications';
import type { PushEndpointPolicy } from '../../src/server/push/endpoint-policy';
import { sendPush } from '../../src/server/push/send-push';
import { signedInUser } from '../helpers/factories';
import { browserKeys, loopbackPushPolicy, startPushService } from '../helpers/push-service';
import { startTestServer, type TestServer } from '../helpers/test-server';

/**
 * Issue 12 item 1: a push endpoint is a URL the browser hands us, so it must never let a user
 * make the server send requests wherever they like (SSRF). This server runs the production
 * policy: only the browsers' push services, https on the default port.
 */
const HOUR = 3600 * 1000;
let now = new Date('2026-11-20T12:00:00-03:00');
let server: TestServer;
type User = Awaited<ReturnType<typeof signedInUser>>;
const q = (text: string, params: unknown[] = []) => server.ctx.database.pool.query(text, params);
const keys = () => {
  const k = browserKeys();
  return { p256dh: k.p256dh, auth: k.authB64 };
};
const subscribe = (user: User, endpoint: string, body = keys()) =>
  user.agent.post('/api/push/subscriptions', { endpoint, keys: body });
const rowsOf = async (userId: string) =>
  (await q('SELECT endpoint, p256dh FROM push_subscriptions WHERE user_id = $1', [userId])).rows;

beforeAll(async () => {
  server = await startTestServer({ clock: () => now, deliveryEveryMs: 3_600_000 });
});
afterAll(() => server?.close());

describe('push subscription endpoints', () => {
  it('anything but a browser push service is refused with 400 and nothing is stored', async () => {
    const user = await signedInUser(server.app, server.db);
    const refused = [
      'http://127.0.0.1:4130/internal/admin',
      'https://127.0.0.1/push',
      'http://example.com/push',
      'https://10.0.0.1/',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]/push',
      'https://[fd00:ec2::254]/',
      'https://localhost/push',
      'https://evil.example/push',
      'http://fcm.googleapis.com/fcm/send/abc', // plain http
      'https://fcm.googleapis.com:8443/fcm/send/abc', // another port
      'https://user:pass@fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/fcm/send/abc',
      'https://fcm.googleapis.com./fcm/send/abc',
      'https://evilpush.apple.com/abc',
      'https://metadata.google.internal/computeMetadata/v1/',
    ];
    for (const endpoint of refused) {
      const res = await subscribe(user, endpoint);
      expect({ endpoint, status: res.status }).toEqual({ endpoint, status: 400 });
      expect(res.body.message).toBe('Este endereço de notificações push não é de um navegador suportado.');
    }
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it('the endpoints Chrome, Firefox, Edge and Safari produce are accepted (https, default port)', async () => {
    const user = await signedInUser(server.app, server.db);
    const accepted = [
      'https://jmt17.google.com/fcm/send/tinta-e2e-1', // Chromium 156, as the browser suite's subscription
      'https://fcm.googleapis.com/fcm/send/tinta-e2e-1', // older Chrome
      'https://fcm.googleapis.com/wp/dGludGE',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAD',
      'https://web.push.apple.com/QGhQ0c9yZ',
    ];
    for (const endpoint of accepted) expect((await subscribe(user, endpoint)).status).toBe(204);
    expect((await rowsOf(user.id)).map((r) => r.endpoint).sort()).toEqual([...accepted].sort());
  });

  it("another user posting someone's endpoint does not take it", async () => {
    const a = await signedInUser(server.app, server.db);
    const b = await signedInUser(server.app, server.db);
    const endpoint = `https://fcm.googleapis.com/fcm/send/shared-${a.id}`;
    const aKeys = keys();
    expect((await subscribe(a, endpoint, aKeys)).status).toBe(204);

    const taken = await subscribe(b, endpoint);
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      code: 'PUSH_SUBSCRIPTION_TAKEN',
      message: 'Estas notificações push pertencem a outra conta neste navegador.',
    });
    expect(await rowsOf(a.id)).toEqual([{ endpoint, p256dh: aKeys.p256dh }]);
    expect(await rowsOf(b.id)).toEqual([]);

    // B cannot delete it either; A can refresh its own keys, and after A lets go B can have it.
    expect((await b.agent.request('DELETE', '/api/push/subscriptions', { endpoint })).status).toBe(204);
    const fresh = keys();
    expect((await subscribe(a, endpoint, fresh)).status).toBe(204);
    expect(await rowsOf(a.id)).toEqual([{ endpoint, p256dh: fresh.p256dh }]);
    expect((await a.agent.request('DELETE', '/api/push/subscriptions', { endpoint })).status).toBe(204);
    expect((await subscribe(b, endpoint)).status).toBe(204);
    expect((await rowsOf(b.id)).map((r) => r.endpoint)).toEqual([endpoint]);
  });

  it('a due reminder with push on never reaches a refused endpoint, even one already stored', async () => {
    const listener = await startPushService();
    try {
      const user = await signedInUser(server.app, server.db);
      const endpoint = listener.url('/internal/admin');
      expect((await subscribe(user, endpoint)).status).toBe(400);
      // A row stored before the policy existed (or written by anything else) is checked at send time.
      await q('INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)', [
        user.id,
        endpoint,
        keys().p256dh,
        keys().auth,
      ]);
      const settings = {
        pushEnabled: true,
        reminder24hEnabled: true,
        reminder1hEnabled: true,
        taskAlertsEnabled: true,
      };
      expect((await user.agent.put('/api/notification-settings', settings)).status).toBe(200);
      const sp = new Date(now.getTime() + 62 * 60 * 1000 - 3 * HOUR).toISOString();
      const created = await user.agent.post('/api/appointments', {
        clientName: 'Ana Souza',
        title: 'Sessão',
        date: sp.slice(0, 10),
        time: sp.slice(11, 16),
      });
      expect(created.status).toBe(201);

      now = new Date(now.getTime() + 2 * 60 * 1000);
      const delivered = await deliverDueNotifications(server.db, {
        clock: () => now,
        vapid: server.ctx.vapid,
        log: () => {},
        pushEndpointPolicy: server.ctx.pushEndpointPolicy,
      });
      expect(delivered).toBeGreaterThanOrEqual(1); // the reminder went to the bell…
      expect(listener.state.connections).toBe(0); // …and nothing connected to the endpoint
      expect(listener.received).toEqual([]);
      expect(await rowsOf(user.id)).toEqual([]); // the refused row is dropped
    } finally {
      now = new Date('2026-11-20T12:00:00-03:00');
      await listener.close();
    }
  });
});

describe('sending a push', () => {
  const target = (endpoint: string) => {
    const k = browserKeys();
    return { endpoint, p256dh: k.p256dh, auth: k.authB64 };
  };

  it('refuses a host that resolves to a non-public address, before connecting', async () => {
    const listener = await startPushService();
    try {
      // A policy that lets the name through, as a DNS trick on an allowed name would.
      const byName = (publicAddressesOnly: boolean): PushEndpointPolicy => ({
        accepts: (url) => url.hostname === 'localhost',
        publicAddressesOnly,
      });
      const endpoint = `https://localhost:${listener.port}/push`;
      expect(await sendPush(target(endpoint), { title: 'x' }, server.ctx.vapid, byName(true))).toBe('failed');
      expect(listener.state.connections).toBe(0);
      // The same call without the address check does connect: the check is what stopped it.
      await sendPush(target(endpoint), { title: 'x' }, server.ctx.vapid, byName(false));
      expect(listener.state.connections).toBeGreaterThan(0);
    } finally {
      await listener.close();
    }
  });

  it('never follows a redirect: a 3xx is a failure', async () => {
    const inside = await startPushService();
    const service = await startPushService();
    try {
      service.state.status = 307;
      service.state.location = inside.url('/internal/admin');
      const outcome = await sendPush(
        target(service.url('/push/1')),
        { title: 'x' },
        server.ctx.vapid,
        loopbackPushPolicy,
      );
      expect(outcome).toBe('failed');
      expect(service.received).toHaveLength(1);
      expect(inside.state.connections).toBe(0);
    } finally {
      await inside.close();
      await service.close();
    }
  });

  it('refuses at send time an endpoint the policy does not accept', async () => {
    const listener = await startPushService();
    try {
      const outcome = await sendPush(
        target(listener.url('/push')),
        { title: 'x' },
        server.ctx.vapid,
        server.ctx.pushEndpointPolicy,
      );
      expect(outcome).toBe('refused');
      expect(listener.state.connections).toBe(0);
    } finally {
      await listener.close();
    }
  });
});
