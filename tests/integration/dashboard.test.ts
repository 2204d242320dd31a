import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../src/shared/schemas/dashboard';
import { signedInUser } from '../helpers/factories';
import { seedAppointment, seedFinished, seedPayment, seedTask } from '../helpers/seed';
import { startTestServer, type TestServer } from '../helpers/test-server';

// The clock is moved by the tests; the server reads it on every request.
let now = new Date();
let server: TestServer;
let user: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  server = await startTestServer({ clock: () => now });
  user = await signedInUser(server.app, server.db);
  const other = await signedInUser(server.app, server.db);
  const db = server.db;
  const id = user.id;

  await seedFinished(db, id, '2026-11-30T10:00:00-03:00', 35_000); // today, finished, paid today
  await seedAppointment(db, id, '2026-11-30T23:50:00-03:00', { isChecked: true }); // today, later
  await seedAppointment(db, id, '2026-12-01T00:10:00-03:00'); // tomorrow, ten past midnight
  await seedAppointment(db, id, '2026-12-02T15:00:00-03:00');
  await seedAppointment(db, id, '2026-12-03T15:00:00-03:00');
  await seedFinished(db, id, '2026-10-15T14:00:00-03:00', 10_000); // last month: in Total only
  const unfinished = await seedAppointment(db, id, '2026-11-29T14:00:00-03:00');
  await seedPayment(db, id, unfinished.id, 5_000, '2026-11-29'); // this month, but not finished work
  await seedTask(db, id, '2026-11-30');
  await seedTask(db, id, '2026-11-30', { status: 'fazendo' });
  await seedTask(db, id, '2026-11-30', { status: 'feito' });
  await seedTask(db, id, '2026-12-01');
  await seedTask(db, id, null);

  await seedFinished(db, other.id, '2026-11-30T11:00:00-03:00', 99_900); // someone else's money
});
afterAll(() => server?.close());

const dashboard = async () => (await user.agent.get<Dashboard>('/api/dashboard')).body;

describe('GET /api/dashboard', () => {
  it(`at 23:30 in São Paulo (already tomorrow in UTC) it is still the 30th (process TZ=${process.env.TZ})`, async () => {
    now = new Date('2026-11-30T23:30:00-03:00');
    const d = await dashboard();
    expect(d.today).toBe('2026-11-30');
    expect(d.appointmentsToday).toBe(2);
    expect(d.todayAppointments.map((a) => a.startTime)).toEqual([
      '2026-11-30T10:00:00-03:00',
      '2026-11-30T23:50:00-03:00',
    ]);
    expect(d.openTasksToday).toBe(2);
    expect(d.receivedMonthCents).toBe(40_000);
    expect(d.totalCents).toBe(45_000);
    expect(d.upcomingAppointments.map((a) => a.startTime)).toEqual([
      '2026-11-30T23:50:00-03:00',
      '2026-12-01T00:10:00-03:00',
      '2026-12-02T15:00:00-03:00',
    ]);
  });

  it('at 00:30 in São Paulo the new day and the new month have begun', async () => {
    now = new Date('2026-12-01T00:30:00-03:00');
    const d = await dashboard();
    expect(d.today).toBe('2026-12-01');
    expect(d.appointmentsToday).toBe(1);
    expect(d.openTasksToday).toBe(1);
    expect(d.receivedMonthCents).toBe(0);
    expect(d.totalCents).toBe(45_000);
    expect(d.upcomingAppointments).toHaveLength(2);
  });

  it('needs a session', async () => {
    const { Agent } = await import('../helpers/agent');
    expect((await new Agent(server.app).get('/api/dashboard')).status).toBe(401);
  });
});
