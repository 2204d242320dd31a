import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverDueNotifications } from '../../src/server/jobs/deliver-notifications';
import type { AppNotification } from '../../src/shared/schemas/notification';
import { signedInUser } from '../helpers/factories';
import { browserKeys, decryptPush, startPushService } from '../helpers/push-service';
import { startTestServer, type TestServer } from '../helpers/test-server';

const HOUR = 3600 * 1000;
let now = new Date('2026-11-20T12:00:00-03:00');
let server: TestServer;
type User = Awaited<ReturnType<typeof signedInUser>>;
const q = (text: string, params: unknown[] = []) => server.ctx.database.pool.query(text, params);
const deps = () => ({ clock: () => now, vapid: server.ctx.vapid, log: () => {} });

beforeAll(async () => {
  // Delivery only when the test asks for it.
  server = await startTestServer({ clock: () => now, deliveryEveryMs: 3_600_000 });
});
afterAll(() => server?.close());

const at = (ms: number) => {
  const d = new Date(now.getTime() + ms);
  const sp = new Date(d.getTime() - 3 * HOUR).toISOString();
  return { date: sp.slice(0, 10), time: sp.slice(11, 16) };
};
async function appointmentIn(user: User, ms: number, title = 'Sessão') {
  const res = await user.agent.post('/api/appointments', { clientName: 'Ana Souza', title, ...at(ms) });
  expect(res.status).toBe(201);
  return res.body.id as string;
}
const pendingFor = async (relatedId: string) =>
  (
    await q(
      `SELECT type, title, message, scheduled_for FROM notifications WHERE related_id = $1 AND status = 'pending' ORDER BY scheduled_for`,
      [relatedId],
    )
  ).rows;

describe('appointment reminders', () => {
  it('30 h ahead gets both; 3 h ahead only the 1 h one; 30 min ahead none', async () => {
    const user = await signedInUser(server.app, server.db);
    const far = await appointmentIn(user, 30 * HOUR, 'Rosa');
    const rows = await pendingFor(far);
    expect(rows.map((r) => [r.type, r.title])).toEqual([
      ['reminder_24h', '📅 Agendamento amanhã'],
      ['reminder_1h', '🔔 Agendamento em 1 hora!'],
    ]);
    expect(new Date(rows[0].scheduled_for).getTime()).toBe(now.getTime() + 6 * HOUR);
    expect(rows[0].message).toBe(`Ana Souza · Rosa — 21/11/2026 às 18:00`);
    expect((await pendingFor(await appointmentIn(user, 3 * HOUR))).map((r) => r.type)).toEqual([
      'reminder_1h',
    ]);
    expect(await pendingFor(await appointmentIn(user, 30 * 60 * 1000))).toEqual([]);
  });

  it('follow a reschedule, a cancellation, a finalization and a deletion', async () => {
    const user = await signedInUser(server.app, server.db);
    const id = await appointmentIn(user, 30 * HOUR);
    await user.agent.put(`/api/appointments/${id}`, {
      clientName: 'Ana Souza',
      title: 'Sessão',
      ...at(50 * HOUR),
    });
    const moved = await pendingFor(id);
    expect(moved.map((r) => new Date(r.scheduled_for).getTime() - now.getTime())).toEqual([
      26 * HOUR,
      49 * HOUR,
    ]);
    await user.agent.post(`/api/appointments/${id}/cancel`);
    expect(await pendingFor(id)).toEqual([]);
    await user.agent.post(`/api/appointments/${id}/reopen`);
    expect(await pendingFor(id)).toHaveLength(2);
    await user.agent.post(`/api/appointments/${id}/finalize`, { amount: 100 });
    expect(await pendingFor(id)).toEqual([]);
    await user.agent.post(`/api/appointments/${id}/cancel-finalization`);
    expect(await pendingFor(id)).toHaveLength(2);
    await user.agent.del(`/api/appointments/${id}`);
    expect(await pendingFor(id)).toEqual([]);
  });
});

describe('task reminders', () => {
  it('only for alta with a date, at 08:00 São Paulo, only in the future; in step with edits', async () => {
    const user = await signedInUser(server.app, server.db);
    const make = async (body: object) => (await user.agent.post('/api/tasks', body)).body.id as string;
    const alta = await make({ title: 'Comprar agulhas', priority: 'alta', date: '2026-11-22' });
    const rows = await pendingFor(alta);
    expect(rows.map((r) => [r.type, r.title, r.message])).toEqual([
      ['task_reminder', '⚡ Tarefa importante hoje!', 'Comprar agulhas'],
    ]);
    expect(new Date(rows[0].scheduled_for).toISOString()).toBe(
      new Date('2026-11-22T08:00:00-03:00').toISOString(),
    );
    expect(await pendingFor(await make({ title: 'x', priority: 'media', date: '2026-11-22' }))).toEqual([]);
    expect(await pendingFor(await make({ title: 'x', priority: 'alta' }))).toEqual([]);
    expect(await pendingFor(await make({ title: 'x', priority: 'alta', date: '2026-11-20' }))).toEqual([]); // 08:00 passed

    await user.agent.put(`/api/tasks/${alta}`, {
      title: 'Comprar agulhas',
      priority: 'baixa',
      date: '2026-11-22',
    });
    expect(await pendingFor(alta)).toEqual([]);
    await user.agent.put(`/api/tasks/${alta}`, {
      title: 'Comprar agulhas',
      priority: 'alta',
      date: '2026-11-23',
    });
    expect(new Date((await pendingFor(alta))[0].scheduled_for).toISOString()).toBe(
      new Date('2026-11-23T08:00:00-03:00').toISOString(),
    );
    await user.agent.post(`/api/tasks/${alta}/status`, { status: 'feito' });
    expect(await pendingFor(alta)).toEqual([]);
  });
});

describe('delivery', () => {
  it('two schedulers on one database deliver each due reminder exactly once; the bell API reads it', async () => {
    const user = await signedInUser(server.app, server.db);
    for (let i = 0; i < 5; i++) await appointmentIn(user, 2 * HOUR, `S${i}`);
    now = new Date(now.getTime() + 1.5 * HOUR); // the five 1 h reminders are due
    try {
      const second = await startTestServer({
        clock: () => now,
        deliveryEveryMs: 3_600_000,
        databaseUrl: server.databaseUrl,
      });
      try {
        const counts = await Promise.all([
          deliverDueNotifications(server.db, deps()),
          deliverDueNotifications(second.db, deps()),
          deliverDueNotifications(server.db, deps()),
        ]);
        expect(counts.reduce((a, b) => a + b, 0)).toBe(5);
      } finally {
        await second.close();
      }
      const mine = (await user.agent.get<AppNotification[]>('/api/notifications')).body;
      expect(mine.filter((n) => n.type === 'reminder_1h')).toHaveLength(5);
      expect(mine.every((n) => n.status === 'sent' && n.sentAt === now.toISOString())).toBe(true);
      expect((await user.agent.get('/api/notifications/unread-count')).body).toEqual({ count: 5 });

      await user.agent.post(`/api/notifications/${mine[0]!.id}/read`);
      expect((await user.agent.get('/api/notifications/unread-count')).body).toEqual({ count: 4 });
      expect((await user.agent.get<AppNotification[]>('/api/notifications?unread=1')).body).toHaveLength(4);
      await user.agent.post('/api/notifications/read-all');
      expect((await user.agent.get('/api/notifications/unread-count')).body).toEqual({ count: 0 });
      expect((await user.agent.del(`/api/notifications/${mine[1]!.id}`)).status).toBe(204);
      expect((await user.agent.get<AppNotification[]>('/api/notifications')).body).toHaveLength(4);
      expect((await user.agent.del('/api/notifications')).status).toBe(204);
      expect((await user.agent.get<AppNotification[]>('/api/notifications')).body).toEqual([]);
    } finally {
      now = new Date('2026-11-20T12:00:00-03:00');
    }
  });

  it('sends a real Web Push the browser can decrypt, only when push and the type are on; drops gone subscriptions', async () => {
    const push = await startPushService();
    try {
      const user = await signedInUser(server.app, server.db);
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
      expect((await user.agent.get('/api/notification-settings')).body).toEqual({
        pushEnabled: false,
        reminder24hEnabled: true,
        reminder1hEnabled: true,
        taskAlertsEnabled: true,
      });

      const deliverAfter = async (ms: number) => {
        now = new Date(now.getTime() + ms);
        await deliverDueNotifications(server.db, deps());
      };
      const mineOnly = () => push.received.filter((r) => r.path === `/push/${user.id}`);

      await appointmentIn(user, 2 * HOUR, 'Sem push');
      await deliverAfter(1.5 * HOUR); // push is off: delivered in-app only
      expect(mineOnly()).toHaveLength(0);

      const settings = {
        pushEnabled: true,
        reminder24hEnabled: true,
        reminder1hEnabled: false,
        taskAlertsEnabled: true,
      };
      expect((await user.agent.put('/api/notification-settings', settings)).body).toEqual(settings);
      const off = await appointmentIn(user, 2 * HOUR, '1h desligado');
      await deliverAfter(1.5 * HOUR); // 1 h reminders are off: no push, and not in the bell either
      expect(mineOnly()).toHaveLength(0);
      const bell = (await user.agent.get<AppNotification[]>('/api/notifications')).body;
      expect(bell.map((n) => n.message).join()).toContain('Sem push');
      expect(bell.filter((n) => n.relatedId === off)).toEqual([]);
      expect(await pendingFor(off)).toEqual([]);

      await appointmentIn(user, 25 * HOUR, 'Rosa fineline');
      await deliverAfter(1.5 * HOUR); // the 24 h reminder is due and allowed
      expect(mineOnly()).toHaveLength(1);
      const [request] = mineOnly();
      expect(request!.headers['content-encoding']).toBe('aes128gcm');
      expect(String(request!.headers.authorization)).toMatch(/^vapid t=.+, k=/);
      const payload = JSON.parse(decryptPush(request!.body, keys));
      expect(payload).toMatchObject({ title: '📅 Agendamento amanhã', section: 'calendar' });
      expect(payload.body).toContain('Rosa fineline');

      push.state.status = 410;
      await appointmentIn(user, 25 * HOUR, 'Outra');
      await deliverAfter(1.5 * HOUR);
      const left = await q('SELECT count(*)::int AS n FROM push_subscriptions WHERE user_id = $1', [user.id]);
      expect(left.rows[0].n).toBe(0);
    } finally {
      now = new Date('2026-11-20T12:00:00-03:00');
      await push.close();
    }
  });
});
