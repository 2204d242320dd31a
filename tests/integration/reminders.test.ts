import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverDueNotifications } from '../../src/server/jobs/deliver-notifications';
import type { AppNotification } from '../../src/shared/schemas/notification';
import { signedInUser } from '../helpers/factories';
import { browserKeys, decryptPush, loopbackPushPolicy, startPushService } from '../helpers/push-service';
import { startTestServer, type TestServer } from '../helpers/test-server';

const HOUR = 3600 * 1000;
let now = new Date('2026-11-20T12:00:00-03:00');
let server: TestServer;
type User = Awaited<ReturnType<typeof signedInUser>>;
const q = (text: string, params: unknown[] = []) => server.ctx.database.pool.query(text, params);
const deps = () => ({
  clock: () => now,
  vapid: server.ctx.vapid,
  log: () => {},
  pushEndpointPolicy: server.ctx.pushEndpointPolicy,
});

beforeAll(async () => {
  // Delivery only when the test asks for it; push to a loopback stand-in (test-only policy).
  server = await startTestServer({
    clock: () => now,
    deliveryEveryMs: 3_600_000,
    pushEndpointPolicy: loopbackPushPolicy,
  });
});
afterAll(() => server?.close());

const at = (ms: number) => {
  const d = new Date(now.getTime() + ms);
  const sp = new Date(d.getTime() - 3 * HOUR).toISOString();
  return { date: sp.slice(0, 10), time: sp.slice(11, 16) };
};
/** 'dd/mm/aaaa às hh:mm' in São Paulo, `ms` from now. */
const fmt = (ms: number) => {
  const { date, time } = at(ms);
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)} às ${time}`;
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
    await user.agent.post(`/api/appointments/${id}/finalize`, { amountCents: 10_000 });
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

describe('reminders and crashes (issue 12 item 4)', () => {
  /** Holds a lock that blocks every write to notifications until `release`. */
  async function blockReminderWrites() {
    const blocker = new pg.Client({ connectionString: server.databaseUrl });
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE notifications IN EXCLUSIVE MODE');
    return async () => {
      await blocker.query('COMMIT');
      await blocker.end();
    };
  }
  const waitingOnALock = async () => {
    for (let i = 0; i < 100; i++) {
      const { rows } = await q(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      if (rows[0].n > 0) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the request never reached the reminder writes');
  };

  it('an appointment and its reminders commit together: never one visible without the other', async () => {
    const user = await signedInUser(server.app, server.db);
    // Creating: while the reminder writes wait, the appointment is not committed either (a crash
    // now would lose both, not leave a future session without reminders).
    let release = await blockReminderWrites();
    const creating = user.agent.post('/api/appointments', {
      clientName: 'Ana Souza',
      title: 'Atômica',
      ...at(30 * HOUR),
    });
    await waitingOnALock();
    const visible = await q(`SELECT id FROM appointments WHERE user_id = $1 AND title = 'Atômica'`, [
      user.id,
    ]);
    await release();
    expect(visible.rows).toEqual([]);
    const created = await creating;
    expect(created.status).toBe(201);
    expect((await pendingFor(created.body.id)).map((r) => r.type)).toEqual(['reminder_24h', 'reminder_1h']);

    // Deleting: the appointment stays until its pending reminders are gone in the same commit.
    release = await blockReminderWrites();
    const deleting = user.agent.del(`/api/appointments/${created.body.id}`);
    await waitingOnALock();
    const stillThere = await q('SELECT id FROM appointments WHERE id = $1', [created.body.id]);
    await release();
    expect(stillThere.rows).toHaveLength(1);
    expect((await deleting).status).toBe(204);
    expect(await pendingFor(created.body.id)).toEqual([]);
  });

  it('an operation whose transaction fails after the appointment write leaves no reminder', async () => {
    const user = await signedInUser(server.app, server.db);
    await q(
      `CREATE FUNCTION fail_at_commit() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'forced'; END $$ LANGUAGE plpgsql`,
    );
    await q(`CREATE CONSTRAINT TRIGGER fail_at_commit AFTER INSERT ON appointments DEFERRABLE INITIALLY DEFERRED
             FOR EACH ROW EXECUTE FUNCTION fail_at_commit()`);
    try {
      const res = await user.agent.post('/api/appointments', {
        clientName: 'Ana Souza',
        title: 'Falha',
        ...at(30 * HOUR),
      });
      expect(res.status).toBe(500);
      expect(res.body.message).toBe('Erro ao salvar agendamento');
    } finally {
      await q('DROP TRIGGER fail_at_commit ON appointments');
      await q('DROP FUNCTION fail_at_commit()');
    }
    expect((await q('SELECT id FROM notifications WHERE user_id = $1', [user.id])).rows).toEqual([]);
    expect((await q('SELECT id FROM appointments WHERE user_id = $1', [user.id])).rows).toEqual([]);
  });

  it('a failing reminder write never blocks the work (SPEC §7); reconciliation at boot adds what is missing', async () => {
    const user = await signedInUser(server.app, server.db);
    await q(
      `CREATE FUNCTION fail_now() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'forced'; END $$ LANGUAGE plpgsql`,
    );
    await q(
      'CREATE TRIGGER fail_now BEFORE INSERT ON notifications FOR EACH ROW EXECUTE FUNCTION fail_now()',
    );
    let id: string;
    try {
      id = await appointmentIn(user, 30 * HOUR, 'Sem lembrete');
    } finally {
      await q('DROP TRIGGER fail_now ON notifications');
      await q('DROP FUNCTION fail_now()');
    }
    expect(await pendingFor(id)).toEqual([]);
    // Also one left without reminders by a crash before this fix, and a past one (nothing to add).
    const crashed = await appointmentIn(user, 3 * HOUR, 'Crash');
    await q('DELETE FROM notifications WHERE related_id = $1', [crashed]);
    const past = await appointmentIn(user, -HOUR, 'Passada');

    const restarted = await startTestServer({ clock: () => now, databaseUrl: server.databaseUrl });
    await restarted.close();
    const rows = await pendingFor(id);
    expect(rows.map((r) => [r.type, r.message])).toEqual([
      ['reminder_24h', `Ana Souza · Sem lembrete — ${fmt(30 * HOUR)}`],
      ['reminder_1h', `Ana Souza · Sem lembrete — ${fmt(30 * HOUR)}`],
    ]);
    expect(new Date(rows[1].scheduled_for).getTime()).toBe(now.getTime() + 29 * HOUR);
    expect((await pendingFor(crashed)).map((r) => r.type)).toEqual(['reminder_1h']);
    expect(await pendingFor(past)).toEqual([]);
  });

  it('a pending reminder whose appointment or task changed behind its back is dropped, never delivered or pushed', async () => {
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
      await user.agent.put('/api/notification-settings', {
        pushEnabled: true,
        reminder24hEnabled: true,
        reminder1hEnabled: true,
        taskAlertsEnabled: true,
      });
      const ids = {
        gone: await appointmentIn(user, 2 * HOUR, 'Excluída'),
        finished: await appointmentIn(user, 2 * HOUR, 'Finalizada'),
        moved: await appointmentIn(user, 2 * HOUR, 'Remarcada'),
        cancelled: await appointmentIn(user, 2 * HOUR, 'Cancelada'),
        kept: await appointmentIn(user, 2 * HOUR, 'Mantida'),
      };
      const task = async (title: string) =>
        (await user.agent.post('/api/tasks', { title, priority: 'alta', date: '2026-11-21' })).body
          .id as string;
      const tasks = {
        done: await task('Feita'),
        deleted: await task('Apagada'),
        lowered: await task('Baixa'),
        // Untouched: due at 08:00 São Paulo on its day, it is delivered (the staleness check agrees).
        kept: await task('Mantida'),
      };
      // As a crash or a script would leave them: rows changed directly, pending reminders untouched.
      await q('DELETE FROM appointments WHERE id = $1', [ids.gone]);
      await q(
        `UPDATE appointments SET status = 'concluido', is_tattoo_finished = true, final_value_cents = 100 WHERE id = $1`,
        [ids.finished],
      );
      await q(`UPDATE appointments SET start_time = start_time + interval '2 hours' WHERE id = $1`, [
        ids.moved,
      ]);
      await q(`UPDATE appointments SET status = 'cancelado' WHERE id = $1`, [ids.cancelled]);
      await q(`UPDATE tasks SET status = 'feito' WHERE id = $1`, [tasks.done]);
      await q('DELETE FROM tasks WHERE id = $1', [tasks.deleted]);
      await q(`UPDATE tasks SET priority = 'baixa' WHERE id = $1`, [tasks.lowered]);
      expect(
        (
          await q(`SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND status = 'pending'`, [
            user.id,
          ])
        ).rows[0].n,
      ).toBe(9);

      now = new Date('2026-11-21T09:00:00-03:00'); // every one of them is due (1 h ones at 13:00 UTC-3 were due too)
      await deliverDueNotifications(server.db, deps());
      const bell = (await user.agent.get<AppNotification[]>('/api/notifications')).body;
      expect(bell.map((n) => n.relatedId).sort()).toEqual([ids.kept, tasks.kept].sort());
      expect(push.received.filter((r) => r.path === `/push/${user.id}`)).toHaveLength(2);
      expect(
        (
          await q(`SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND status = 'pending'`, [
            user.id,
          ])
        ).rows[0].n,
      ).toBe(0);
    } finally {
      now = new Date('2026-11-20T12:00:00-03:00');
      await push.close();
    }
  });
});
