import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDasReminders } from '../../src/server/domain/mei/send-das-reminders';
import type { MeiMeter } from '../../src/shared/schemas/mei';
import type { Agent } from '../helpers/agent';
import { signedInUser } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';

// 23:30 on 31/12 in São Paulo: already 1 January in UTC (and in Tokyo).
let now = new Date('2026-12-31T23:30:00-03:00');
let server: TestServer;
type User = Awaited<ReturnType<typeof signedInUser>>;
let mei: User;
let notMei: User;

async function paid(agent: Agent, date: string, amountCents: number) {
  const id = (
    await agent.post<{ id: string }>('/api/appointments', {
      clientName: 'Cliente',
      title: 'Sessão',
      date,
      time: '10:00',
    })
  ).body.id;
  const res = await agent.post(`/api/appointments/${id}/finalize`, { amountCents, method: 'pix', date });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  server = await startTestServer({ clock: () => now });
  mei = await signedInUser(server.app, server.db, { name: 'Mara MEI' });
  notMei = await signedInUser(server.app, server.db, { name: 'Nei' });
});
afterAll(() => server?.close());

describe('the MEI meter', () => {
  it("counts this São Paulo year's revenue against the pro-rated cap, across the year's last night", async () => {
    expect((await mei.agent.get<MeiMeter>('/api/mei')).body).toEqual({
      settings: { enabled: false, openedMonth: null, capCents: 8_100_000, dasReminder: true },
      figures: null,
    });
    await paid(mei.agent, '2025-12-31', 999_900); // last year: not counted
    await paid(mei.agent, '2026-01-02', 3_000_000);
    await paid(mei.agent, '2026-12-31', 2_500_000); // today, in São Paulo
    const saved = await mei.agent.put<MeiMeter>('/api/mei', {
      enabled: true,
      openedMonth: '2026-03',
      capCents: 8_100_000,
      dasReminder: true,
    });
    expect(saved.status).toBe(200);
    // March to December: 10 × R$ 6.750 = R$ 67.500; R$ 55.000 of it = 81,48 %.
    expect(saved.body.figures).toMatchObject({
      year: 2026,
      monthsActive: 10,
      capCents: 6_750_000,
      toleranceCents: 8_100_000,
      ytdCents: 5_500_000,
      level: 'p70',
      // On the year's last day the pace is what came in.
      projectedCents: 5_500_000,
    });

    // Half an hour later it is 2027 in São Paulo: a new year, nothing yet, the full cap.
    now = new Date('2027-01-01T00:30:00-03:00');
    const next = (await mei.agent.get<MeiMeter>('/api/mei')).body.figures!;
    expect(next).toMatchObject({
      year: 2027,
      monthsActive: 12,
      capCents: 8_100_000,
      ytdCents: 0,
      level: 'ok',
    });
    now = new Date('2026-12-31T23:30:00-03:00');
  });

  it('an edited cap, and past 100 %: the strong warning levels', async () => {
    const over = await mei.agent.put<MeiMeter>('/api/mei', {
      enabled: true,
      openedMonth: null,
      capCents: 5_000_000,
      dasReminder: true,
    });
    // R$ 55.000 of R$ 50.000 = 110 %: within the 20 % band.
    expect(over.body.figures).toMatchObject({ capCents: 5_000_000, level: 'over' });
    const excluded = await mei.agent.put<MeiMeter>('/api/mei', { enabled: true, capCents: 4_500_000 });
    expect(excluded.body.figures).toMatchObject({ capCents: 4_500_000, level: 'over20' });
    const future = await mei.agent.put('/api/mei', {
      enabled: true,
      openedMonth: '2027-02',
      capCents: 8_100_000,
    });
    expect(future.status).toBe(400);
    expect(future.body.fields.openedMonth).toBe('O mês de abertura não pode ser no futuro');
    const bad = await mei.agent.put('/api/mei', { enabled: true, openedMonth: '2026-13', capCents: 0 });
    expect(bad.status).toBe(400);
    // The cap is at least R$ 1,00, in whole centavos.
    for (const capCents of [99, 8_100_000.5]) {
      const refused = await mei.agent.put('/api/mei', { enabled: true, openedMonth: null, capCents });
      expect([refused.status, refused.body.fields]).toEqual([
        400,
        { capCents: 'Informe o limite anual em reais' },
      ]);
    }
    const least = await mei.agent.put<MeiMeter>('/api/mei', {
      enabled: true,
      openedMonth: null,
      capCents: 100,
    });
    expect(least.body.figures).toMatchObject({ capCents: 100 });
    await mei.agent.put('/api/mei', {
      enabled: true,
      openedMonth: null,
      capCents: 8_100_000,
      dasReminder: true,
    });
  });
});

describe('the DAS reminder', () => {
  it('goes out once a month, from the 15th to the 20th, to MEIs who keep it on', async () => {
    await notMei.agent.put('/api/mei', { enabled: false, capCents: 8_100_000, dasReminder: true });
    const das = async () =>
      (
        await server.db.execute<{ user_id: string; title: string; message: string }>(
          sql`SELECT user_id, title, message FROM notifications WHERE type = 'das_reminder' ORDER BY created_at`,
        )
      ).rows;
    const at = (iso: string) => sendDasReminders(server.db, () => new Date(iso));

    expect(await at('2027-01-14T23:59:00-03:00')).toBe(0);
    // 15/01 at 00:30 in São Paulo (still the 14th nowhere that matters).
    expect(await at('2027-01-15T00:30:00-03:00')).toBe(1);
    expect(await at('2027-01-16T09:00:00-03:00')).toBe(0);
    expect(await das()).toEqual([
      {
        user_id: mei.id,
        title: 'DAS vence dia 20',
        message: 'Pague o DAS do MEI até 20/01 para não pagar multa.',
      },
    ]);
    expect(await at('2027-01-21T09:00:00-03:00')).toBe(0);

    // Switched off: no reminder next month.
    await mei.agent.put('/api/mei', { enabled: true, capCents: 8_100_000, dasReminder: false });
    expect(await at('2027-02-15T09:00:00-03:00')).toBe(0);
    await mei.agent.put('/api/mei', { enabled: true, capCents: 8_100_000, dasReminder: true });
    expect(await at('2027-02-18T09:00:00-03:00')).toBe(1);
    expect((await das()).length).toBe(2);
  });
});
