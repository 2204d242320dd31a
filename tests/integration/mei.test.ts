import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otherIncomes } from '../../src/server/db/schema';
import { sendDasReminders } from '../../src/server/domain/mei/send-das-reminders';
import { sendDasnReminders } from '../../src/server/domain/mei/send-dasn-reminders';
import { deliverDueNotifications } from '../../src/server/jobs/deliver-notifications';
import type { MeiMeter } from '../../src/shared/schemas/mei';
import { dayStartEpoch } from '../../src/shared/time';
import type { Agent } from '../helpers/agent';
import { signedInUser } from '../helpers/factories';
import { browserKeys, decryptPush, loopbackPushPolicy, startPushService } from '../helpers/push-service';
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
  // A loopback push service stands in for the browsers' (the DASN-SIMEI reminder's push).
  server = await startTestServer({ clock: () => now, pushEndpointPolicy: loopbackPushPolicy });
  mei = await signedInUser(server.app, server.db, { name: 'Mara MEI' });
  notMei = await signedInUser(server.app, server.db, { name: 'Nei' });
});
afterAll(() => server?.close());

/** Income not tied to a session, as its own screen stores it (built beside this item, issue 29). */
async function otherIncome(userId: string, date: string, amountCents: number) {
  await server.db.insert(otherIncomes).values({
    userId,
    description: 'Pomada de cicatrização',
    amountCents,
    date,
    dateEpoch: dayStartEpoch(date),
  });
}

/** 'Sou MEI' on, the whole R$ 81.000 (or `over`), and this year's revenue from before the app. */
const meiOn = (priorRevenueCents: number | undefined, over: object = {}) => ({
  enabled: true,
  openedMonth: null,
  capCents: 8_100_000,
  dasReminder: true,
  ...(priorRevenueCents === undefined ? {} : { priorRevenueCents }),
  ...over,
});

describe('the MEI meter', () => {
  it("counts this São Paulo year's revenue against the pro-rated cap, across the year's last night", async () => {
    expect((await mei.agent.get<MeiMeter>('/api/mei')).body).toEqual({
      settings: {
        enabled: false,
        openedMonth: null,
        capCents: 8_100_000,
        dasReminder: true,
        priorRevenueCents: 0,
      },
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

describe("this year's revenue from before the app, and income not tied to a session", () => {
  it('count in this São Paulo year only, each shown apart, and lapse by themselves when the year turns', async () => {
    const lia = await signedInUser(server.app, server.db, { name: 'Lia Antes' });
    const saved = await lia.agent.put<MeiMeter>('/api/mei', meiOn(2_000_000));
    expect(saved.status).toBe(200);
    expect(saved.body.settings.priorRevenueCents).toBe(2_000_000);
    expect(saved.body.figures).toMatchObject({
      ytdCents: 2_000_000,
      revenue: { sessionsCents: 0, otherIncomeCents: 0, priorRevenueCents: 2_000_000 },
    });

    await paid(lia.agent, '2026-06-01', 1_000_000);
    await otherIncome(lia.id, '2026-03-10', 500_000);
    await otherIncome(lia.id, '2025-12-31', 700_000); // last year
    await otherIncome(lia.id, '2027-01-01', 100_000); // next year, in São Paulo
    await otherIncome(notMei.id, '2026-05-01', 900_000); // someone else's
    const meter = (await lia.agent.get<MeiMeter>('/api/mei')).body;
    expect(meter.figures).toMatchObject({
      year: 2026,
      ytdCents: 3_500_000,
      revenue: { sessionsCents: 1_000_000, otherIncomeCents: 500_000, priorRevenueCents: 2_000_000 },
    });

    // Bad input changes nothing and answers in pt-BR next to the field.
    for (const priorRevenueCents of [-1, 150.5, 1_000_000_000, 'dois mil']) {
      const refused = await lia.agent.put('/api/mei', meiOn(undefined, { priorRevenueCents }));
      expect([refused.status, refused.body.fields]).toEqual([
        400,
        { priorRevenueCents: 'Informe o faturamento em reais, ou deixe em branco' },
      ]);
    }
    expect((await lia.agent.get<MeiMeter>('/api/mei')).body.figures!.ytdCents).toBe(3_500_000);
    // Left out of a save (an older app), what is stored stays.
    const kept = await lia.agent.put<MeiMeter>('/api/mei', meiOn(undefined, { dasReminder: false }));
    expect(kept.body.settings.priorRevenueCents).toBe(2_000_000);

    // 00:30 on 1 January in São Paulo: a new year; last year's figure from before the app is gone.
    now = new Date('2027-01-01T00:30:00-03:00');
    try {
      const next = (await lia.agent.get<MeiMeter>('/api/mei')).body;
      expect(next.settings.priorRevenueCents).toBe(0);
      expect(next.figures).toMatchObject({
        year: 2027,
        ytdCents: 100_000,
        revenue: { sessionsCents: 0, otherIncomeCents: 100_000, priorRevenueCents: 0 },
      });
    } finally {
      now = new Date('2026-12-31T23:30:00-03:00');
    }
  });
});

describe('the warning says what each band means', () => {
  // R$ 100,00 of cap, so the revenue from before the app puts the year exactly where each band starts.
  const at = async (agent: Agent, priorRevenueCents: number, over: object = {}) =>
    (await agent.put<MeiMeter>('/api/mei', meiOn(priorRevenueCents, { capCents: 10_000, ...over }))).body
      .figures!;

  it('approaching the cap, at it, within the 20 % tolerance and past it — to the centavo', async () => {
    const bia = await signedInUser(server.app, server.db, { name: 'Bia Bandas' });
    expect(await at(bia.agent, 6_999)).toMatchObject({ level: 'ok', warning: null });
    expect(await at(bia.agent, 7_000)).toMatchObject({
      level: 'p70',
      warning: {
        tone: 'warning',
        text: 'Você já faturou 70 % do limite do MEI deste ano. Acompanhe o ritmo.',
      },
    });
    expect(await at(bia.agent, 9_000)).toMatchObject({
      level: 'p90',
      warning: {
        tone: 'warning',
        text: 'Atenção: você já faturou 90 % do limite do MEI deste ano. Se passar do limite, a empresa deixa de ser MEI em 1º de janeiro de 2027; se passar mais de 20 % acima dele, deixa de ser MEI desde 1º de janeiro de 2026. Fale com seu contador antes de chegar ao limite.',
      },
    });
    expect(await at(bia.agent, 10_000)).toMatchObject({
      level: 'p100',
      warning: {
        tone: 'error',
        text: 'Você chegou ao limite do MEI deste ano. O que entrar a mais passa do limite: até 20 % acima, a empresa paga um DAS complementar sobre o excesso e deixa de ser MEI em 1º de janeiro de 2027; mais de 20 % acima, deixa de ser MEI desde 1º de janeiro de 2026. Fale com seu contador.',
      },
    });
    const within =
      'Você passou do limite do MEI deste ano, mas está dentro da tolerância de 20 %. A empresa continua MEI até 31 de dezembro e passa a ser microempresa (ME) em 1º de janeiro de 2027. Sobre o excesso, paga um DAS complementar, gerado na declaração anual (DASN-SIMEI) de 2026, entregue em 2027. Se passar mais de 20 % acima do limite, deixa de ser MEI desde 1º de janeiro de 2026. Fale com seu contador.';
    expect(await at(bia.agent, 10_001)).toMatchObject({
      level: 'over',
      warning: { tone: 'error', text: within },
    });
    // Exactly 20 % over is still within the tolerance.
    expect(await at(bia.agent, 12_000)).toMatchObject({
      level: 'over',
      warning: { tone: 'error', text: within },
    });
    expect(await at(bia.agent, 12_001)).toMatchObject({
      level: 'over20',
      warning: {
        tone: 'error',
        text: 'Você passou mais de 20 % acima do limite do MEI deste ano: a empresa é desenquadrada do MEI desde 1º de janeiro de 2026 (desenquadramento retroativo) e paga os impostos como microempresa (ME), no Simples Nacional, sobre todo o faturamento desde então, com juros e multa sobre o que já venceu. Fale com seu contador agora: o desenquadramento precisa ser comunicado à Receita.',
      },
    });

    // Opened in March: the cap is R$ 67.500 (10 × R$ 6.750), its 20 % band ends at R$ 81.000, and
    // past it the exclusion goes back to the start of activity, not to January.
    const march = { capCents: 8_100_000, openedMonth: '2026-03' };
    expect(await at(bia.agent, 8_100_000, march)).toMatchObject({
      capCents: 6_750_000,
      toleranceCents: 8_100_000,
      level: 'over',
      warning: { text: within.replace('1º de janeiro de 2026', 'o início da atividade, em março de 2026') },
    });
    expect((await at(bia.agent, 8_100_001, march)).warning!.text).toContain(
      'desenquadrada do MEI desde o início da atividade, em março de 2026 (desenquadramento retroativo)',
    );
  });
});

describe('the DASN-SIMEI reminder', () => {
  it("goes out once a year, in May, to MEIs whose business existed last year, naming last year's revenue", async () => {
    const push = await startPushService();
    try {
      const dani = await signedInUser(server.app, server.db, { name: 'Dani Declara' });
      const off = await signedInUser(server.app, server.db, { name: 'Otto Sem MEI' });
      const opened = await signedInUser(server.app, server.db, { name: 'Nina Nova' });
      // 2026: R$ 30.000 of sessions, R$ 2.500 of other income, R$ 12.000 from before the app; and
      // R$ 5.000 in 2025 and in 2027 that the 2026 declaration leaves out.
      await paid(dani.agent, '2025-11-10', 500_000);
      await paid(dani.agent, '2026-02-10', 3_000_000);
      await otherIncome(dani.id, '2026-08-20', 250_000);
      await otherIncome(dani.id, '2027-01-05', 500_000);
      expect((await dani.agent.put('/api/mei', meiOn(1_200_000, { dasReminder: false }))).status).toBe(200);
      await off.agent.put('/api/mei', { ...meiOn(0), enabled: false });

      // February 2027: Dani saves her settings again; the field (lapsed) goes blank, and the figure
      // she gave for 2026 still counts for the 2026 declaration.
      now = new Date('2027-02-10T10:00:00-03:00');
      const february = await dani.agent.put<MeiMeter>('/api/mei', meiOn(0, { dasReminder: false }));
      expect(february.body.settings.priorRevenueCents).toBe(0);
      // Nina opened her MEI in February 2027: nothing to declare for 2026.
      await opened.agent.put('/api/mei', meiOn(0, { openedMonth: '2027-02' }));
      now = new Date('2026-12-31T23:30:00-03:00');

      const keys = browserKeys();
      const subscribed = await dani.agent.post('/api/push/subscriptions', {
        endpoint: push.url(`/push/${dani.id}`),
        keys: { p256dh: keys.p256dh, auth: keys.authB64 },
      });
      expect(subscribed.status).toBe(204);
      await dani.agent.put('/api/notification-settings', {
        pushEnabled: true,
        reminder24hEnabled: true,
        reminder1hEnabled: true,
        taskAlertsEnabled: true,
      });

      const dasn = async (userId: string) =>
        (
          await server.db.execute<{ title: string; message: string }>(
            sql`SELECT title, message FROM notifications
                WHERE type = 'dasn_reminder' AND user_id = ${userId} ORDER BY created_at`,
          )
        ).rows;
      const at = (iso: string) => sendDasnReminders(server.db, () => new Date(iso));

      expect(await at('2027-04-30T23:59:00-03:00')).toBe(0);
      // 1 May, before 09:00 in São Paulo (already noon in UTC): not yet.
      expect(await at('2027-05-01T08:59:00-03:00')).toBe(0);
      const sent = await at('2027-05-01T09:00:00-03:00');
      expect(sent).toBeGreaterThan(0);
      const mine2027 = {
        title: 'DASN-SIMEI até 31 de maio',
        message:
          'Entregue a DASN-SIMEI de 2026 até 31 de maio. Faturamento de 2026 registrado no Tinta: R$ 44.500,00.',
      };
      expect(await dasn(dani.id)).toEqual([mine2027]);
      expect(await dasn(off.id)).toEqual([]);
      expect(await dasn(opened.id)).toEqual([]);
      // Every MEI of this file whose business existed in 2026 got exactly one.
      const all = await server.db.execute<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM notifications WHERE type = 'dasn_reminder'`);
      expect(all.rows[0]!.n).toBe(sent);

      // In the bell and on the phone, opening Relatórios.
      await deliverDueNotifications(server.db, {
        clock: () => new Date('2027-05-01T09:00:01-03:00'),
        vapid: server.ctx.vapid,
        log: () => {},
        pushEndpointPolicy: loopbackPushPolicy,
      });
      const bell = (
        await dani.agent.get<{ type: string; title: string; message: string }[]>('/api/notifications')
      ).body;
      expect(bell.filter((n) => n.type === 'dasn_reminder')).toMatchObject([mine2027]);
      const received = push.received.filter((r) => r.path === `/push/${dani.id}`);
      expect(received).toHaveLength(1);
      expect(JSON.parse(decryptPush(received[0]!.body, keys))).toMatchObject({
        title: mine2027.title,
        body: mine2027.message,
        section: 'reports',
      });

      // Once a year: not again in May, nor after it.
      expect(await at('2027-05-01T09:00:15-03:00')).toBe(0);
      expect(await at('2027-05-31T09:00:00-03:00')).toBe(0);
      expect(await at('2027-06-01T09:00:00-03:00')).toBe(0);
      expect(await dasn(dani.id)).toHaveLength(1);

      // A server down on 1 May 2028 reminds on the 2nd; Nina's business existed in 2027 by then.
      expect(await at('2028-05-02T10:00:00-03:00')).toBe(sent + 1);
      expect((await dasn(dani.id))[1]).toEqual({
        title: 'DASN-SIMEI até 31 de maio',
        message:
          'Entregue a DASN-SIMEI de 2027 até 31 de maio. Faturamento de 2027 registrado no Tinta: R$ 5.000,00.',
      });
      expect(await dasn(opened.id)).toHaveLength(1);
      expect(await dasn(off.id)).toEqual([]);
    } finally {
      now = new Date('2026-12-31T23:30:00-03:00');
      await push.close();
    }
  });
});
