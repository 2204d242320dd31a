import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Appointment } from '../../src/shared/schemas/appointment';
import type { Dashboard } from '../../src/shared/schemas/dashboard';
import type { PaymentList } from '../../src/shared/schemas/payment';
import type { Report } from '../../src/shared/schemas/report';
import type { Member, StudioReport } from '../../src/shared/schemas/team';
import { Agent } from '../helpers/agent';
import { signedInUser, studioArtist, uniqueEmail } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';

// The studio's money adds up (issue 26): every payment stores its studio and the studio's part at
// the percentage in force on its day; the owner's 'Estúdio' Relatórios and Dashboard are the sum
// over members and agree with 'Divisão do Estúdio' to the centavo.
const now = new Date('2026-11-20T12:00:00-03:00');
let server: TestServer;
type User = { agent: Agent; id: string; name: string };
const q = (text: string, params: unknown[] = []) => server.ctx.database.pool.query(text, params);

beforeAll(async () => {
  server = await startTestServer({ clock: () => now });
});
afterAll(() => server?.close());

/** A session on `day`, finished with `amountCents` paid that day; answers the payment's id. */
async function paid(u: User, day: string, amountCents: number): Promise<string> {
  const a = await u.agent.post<Appointment>('/api/appointments', {
    clientName: `Cliente ${amountCents}`,
    title: 'Sessão',
    date: day,
    time: '10:00',
  });
  expect(a.status, JSON.stringify(a.body)).toBe(201);
  const f = await u.agent.post(`/api/appointments/${a.body.id}/finalize`, { amountCents, date: day });
  expect(f.status, JSON.stringify(f.body)).toBe(200);
  const list = (await u.agent.get<PaymentList>('/api/payments')).body;
  return list.items.find((p) => p.appointmentId === a.body.id)!.id;
}

const report = async (u: User, scope?: 'studio' | 'mine') =>
  (await u.agent.get<Report>(`/api/reports${scope ? `?scope=${scope}` : ''}`)).body;
const dashboard = async (u: User, scope?: 'studio' | 'mine') =>
  (await u.agent.get<Dashboard>(`/api/dashboard${scope ? `?scope=${scope}` : ''}`)).body;
const split = async (u: User, month = '2026-11') =>
  (await u.agent.get<StudioReport>(`/api/studio/report?month=${month}`)).body;
const memberId = async (owner: User, userId: string) =>
  (await owner.agent.get<Member[]>('/api/team/members')).body.find((m) => m.userId === userId)!.id;

/** Arranges the percentage history's dates (the API stamps them with the database's clock). */
async function datePercentages(orgUserId: string, ...when: string[]) {
  const rows = (
    await q('SELECT id FROM artist_percentages WHERE user_id = $1 ORDER BY created_at, id', [orgUserId])
  ).rows as { id: string }[];
  expect(rows.length).toBe(when.length);
  for (const [i, row] of rows.entries())
    await q('UPDATE artist_percentages SET created_at = $2 WHERE id = $1', [row.id, when[i]]);
}

async function studio(name: string) {
  const owner = await signedInUser(server.app, server.db, {
    plan: 'estudio',
    studioName: name,
    name: 'Dona',
  });
  return { ...owner, name: 'Dona' };
}

describe("the studio's money", () => {
  it("owner's 'Estúdio' Relatórios and Dashboard equal the split to the centavo; 'Meus' is their own work", async () => {
    const owner = await studio('Estúdio Soma');
    const ana = await studioArtist(server.app, owner, { name: 'Ana Traço', percentage: 60 });
    const bia = await studioArtist(server.app, owner, { name: 'Bia Pontilhismo', percentage: 33.33 });

    await paid(ana, '2026-11-03', 80_000); // Ana keeps 48 000, the studio 32 000
    await paid(ana, '2026-11-18', 333); // 199,8 → 200 / 133
    await paid(bia, '2026-11-10', 101); // 33,66 → 34 / 67
    await paid(bia, '2026-10-30', 10_000); // October: 3 333 / 6 667
    await paid(owner, '2026-11-12', 50_000); // the owner's own work: all the studio's
    const rent = await owner.agent.post('/api/expenses', {
      description: 'Aluguel',
      amountCents: 20_000,
      category: 'aluguel',
      paymentMethod: 'pix',
      date: '2026-11-05',
    });
    expect(rent.status).toBe(201);

    const s = await split(owner);
    expect(s.totals).toEqual({ revenueCents: 130_434, artistCents: 48_234, studioCents: 82_200 });
    expect(s.artists.find((a) => a.name === 'Ana Traço')).toMatchObject({
      percentage: 60,
      revenueCents: 80_333,
      artistCents: 48_200,
      studioCents: 32_133,
    });
    expect(s.artists.find((a) => a.name === 'Bia Pontilhismo')).toMatchObject({
      revenueCents: 101,
      artistCents: 34,
      studioCents: 67,
    });

    // 'Estúdio' is the default for the owner, and adds up to the split.
    const r = await report(owner);
    expect(r).toMatchObject({ view: 'studio', canSeeStudio: true, month: '2026-11' });
    expect(r.revenueMonthCents).toBe(s.totals.revenueCents);
    expect(r.split).toEqual({
      artistMonthCents: s.totals.artistCents,
      studioMonthCents: s.totals.studioCents,
      artistTotalCents: 48_234 + 3_333,
      studioTotalCents: 82_200 + 6_667,
    });
    // The studio's expenses are the owner's; its profit is its part minus them.
    expect(r.expensesMonthCents).toBe(20_000);
    expect(r.profitMonthCents).toBe(82_200 - 20_000);
    expect(r.marginPercent).toBe(47.7); // 62 200 / 130 434
    expect(r.totals).toEqual({
      revenueCents: 140_434,
      expensesCents: 20_000,
      profitCents: 88_867 - 20_000,
    });
    expect(r.series.at(-1)).toEqual({ month: '2026-11', revenueCents: 130_434, expensesCents: 20_000 });
    expect(r.series.at(-2)).toEqual({ month: '2026-10', revenueCents: 10_000, expensesCents: 0 });
    expect(r.indicators.bestMonth).toEqual({ month: '2026-11', revenueCents: 130_434 });
    expect(r.indicators.finishedAppointments).toBe(5);
    expect(await report(owner, 'studio')).toEqual(r);

    const d = await dashboard(owner);
    expect(d).toMatchObject({ view: 'studio', canSeeStudio: true });
    expect(d.receivedMonthCents).toBe(130_434);
    expect(d.totalCents).toBe(140_434);

    // 'Meus': today's view of the owner's own work.
    const mine = await report(owner, 'mine');
    expect(mine).toMatchObject({
      view: 'own',
      canSeeStudio: true,
      split: null,
      revenueMonthCents: 50_000,
      profitMonthCents: 30_000,
      marginPercent: 60,
    });
    expect(await dashboard(owner, 'mine')).toMatchObject({
      view: 'own',
      receivedMonthCents: 50_000,
      totalCents: 50_000,
    });
  });

  it("an artist's Relatórios shows gross, the studio's part and 'Sua parte', margins on the net; solo is unchanged", async () => {
    const owner = await studio('Estúdio Líquido');
    const caio = await studioArtist(server.app, owner, { name: 'Caio', percentage: 60 });
    await paid(caio, '2026-11-04', 80_000);
    await caio.agent.post('/api/expenses', {
      description: 'Agulhas',
      amountCents: 8_000,
      category: 'agulhas',
      paymentMethod: 'pix',
      date: '2026-11-04',
    });
    const r = await report(caio);
    expect(r).toMatchObject({
      view: 'artist',
      canSeeStudio: false,
      revenueMonthCents: 80_000,
      split: {
        studioMonthCents: 32_000,
        artistMonthCents: 48_000,
        studioTotalCents: 32_000,
        artistTotalCents: 48_000,
      },
      expensesMonthCents: 8_000,
      profitMonthCents: 40_000, // Sua parte − despesas, not 80 000 − 8 000
      marginPercent: 83.3, // 40 000 / 48 000
      totals: { revenueCents: 80_000, expensesCents: 8_000, profitCents: 40_000 },
    });
    // Their own line of the split says the same.
    const own = await split(caio);
    expect(own.artists.map((a) => [a.name, a.artistCents, a.studioCents])).toEqual([
      ['Caio', 48_000, 32_000],
    ]);

    const solo = await signedInUser(server.app, server.db, { plan: 'basico' });
    await paid({ ...solo, name: 'Solo' }, '2026-11-04', 80_000);
    expect(await report({ ...solo, name: 'Solo' })).toMatchObject({
      view: 'own',
      canSeeStudio: false,
      split: null,
      revenueMonthCents: 80_000,
      profitMonthCents: 80_000,
    });
  });

  it('a percentage change applies by payment date; it never rewrites a payment, an edit recomputes it', async () => {
    const owner = await studio('Estúdio Histórico');
    const duda = await studioArtist(server.app, owner, { name: 'Duda', percentage: 60 });
    const id = await memberId(owner, duda.id);
    expect((await owner.agent.put(`/api/team/members/${id}/percentage`, { percentage: 40 })).status).toBe(
      200,
    );
    // 60 % since October, 40 % from 15 November.
    await datePercentages(duda.id, '2026-10-01T12:00:00-03:00', '2026-11-15T09:00:00-03:00');

    await paid(duda, '2026-11-10', 10_000); // 60 %: 6 000 / 4 000
    const late = await paid(duda, '2026-11-15', 10_000); // 40 % (the change's own day): 4 000 / 6 000
    await paid(duda, '2026-11-16', 10_000); // 40 %
    let s = await split(owner);
    let line = s.artists.find((a) => a.userId === duda.id)!;
    expect(line).toMatchObject({
      percentage: 40,
      revenueCents: 30_000,
      artistCents: 14_000,
      studioCents: 16_000,
    });
    expect((await report(owner)).split!.studioMonthCents).toBe(s.totals.studioCents);

    // Back to 50 % now: nothing already paid changes.
    expect((await owner.agent.put(`/api/team/members/${id}/percentage`, { percentage: 50 })).status).toBe(
      200,
    );
    s = await split(owner);
    line = s.artists.find((a) => a.userId === duda.id)!;
    expect(line).toMatchObject({ percentage: 50, artistCents: 14_000, studioCents: 16_000 });

    // Moving a payment to an earlier day recomputes it at that day's percentage (60 %).
    const appointmentId = (await duda.agent.get<PaymentList>('/api/payments')).body.items.find(
      (p) => p.id === late,
    )!.appointmentId;
    const moved = await duda.agent.put(`/api/payments/${late}`, {
      appointmentId,
      amountCents: 10_000,
      method: 'pix',
      date: '2026-11-05',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    line = (await split(owner)).artists.find((a) => a.userId === duda.id)!;
    expect(line).toMatchObject({ revenueCents: 30_000, artistCents: 16_000, studioCents: 14_000 });
    expect((await report(duda)).split).toMatchObject({ artistMonthCents: 16_000, studioMonthCents: 14_000 });
  });

  it("a refund splits like the deposit it returns, and a removed artist's history stays under their name", async () => {
    const owner = await studio('Estúdio Memória');
    const eva = await studioArtist(server.app, owner, { name: 'Eva Removida', percentage: 33.33 });
    // A deposit of R$ 1,01 and its refund: the parts cancel exactly.
    const a = await eva.agent.post<Appointment>('/api/appointments', {
      clientName: 'Cliente Sinal',
      title: 'Sessão',
      date: '2026-11-25',
      time: '10:00',
    });
    expect(
      (
        await eva.agent.post(`/api/appointments/${a.body.id}/deposit`, {
          amountCents: 101,
          date: '2026-11-08',
        })
      ).status,
    ).toBe(200);
    expect((await eva.agent.post(`/api/appointments/${a.body.id}/cancel`, {})).status).toBeLessThan(300);
    expect(
      (await eva.agent.post(`/api/appointments/${a.body.id}/deposit/refund`, { date: '2026-11-09' })).status,
    ).toBe(200);
    const parts = (
      await q(
        'SELECT amount_cents, studio_cents FROM payments WHERE appointment_id = $1 ORDER BY amount_cents',
        [a.body.id],
      )
    ).rows;
    expect(parts).toEqual([
      { amount_cents: -101, studio_cents: -67 },
      { amount_cents: 101, studio_cents: 67 },
    ]);

    await paid(eva, '2026-11-11', 20_000); // 6 666 / 13 334
    const before = await split(owner);
    expect((await owner.agent.del(`/api/team/members/${await memberId(owner, eva.id)}`)).status).toBe(204);

    // She is gone from the team, but her November stays the studio's, under her name.
    const after = await split(owner);
    expect(after.totals).toEqual(before.totals);
    expect(after.artists.find((x) => x.userId === eva.id)).toMatchObject({
      name: 'Eva Removida',
      removed: true,
      revenueCents: 20_000,
      artistCents: 6_666,
      studioCents: 13_334,
    });
    expect((await report(owner)).split!.studioMonthCents).toBe(after.totals.studioCents);
    expect((await dashboard(owner)).receivedMonthCents).toBe(after.totals.revenueCents);
  });

  it('nobody but the owner gets the studio figures; another studio never sees ours', async () => {
    const owner = await studio('Estúdio Fechado');
    const fabi = await studioArtist(server.app, owner, { name: 'Fabi', percentage: 50 });
    await paid(fabi, '2026-11-02', 30_000);
    for (const path of ['/api/reports?scope=studio', '/api/dashboard?scope=studio']) {
      const res = await fabi.agent.get(path);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Você não tem permissão para acessar esta página.');
    }
    expect((await owner.agent.get('/api/reports?scope=tudo')).status).toBe(400);

    const rival = await studio('Estúdio Vizinho');
    expect((await report(rival)).revenueMonthCents).toBe(0);
    expect((await dashboard(rival)).receivedMonthCents).toBe(0);
    expect((await split(rival)).totals.revenueCents).toBe(0);

    const solo = await signedInUser(server.app, server.db, { plan: 'basico' });
    expect((await solo.agent.get('/api/reports?scope=studio')).status).toBe(403);

    // The front desk: no money reports at all.
    const invited = await owner.agent.post<{ token: string }>('/api/team/invitations', {
      email: uniqueEmail('recepcao'),
      role: 'recepcao',
    });
    expect(invited.status).toBe(201);
    const desk = new Agent(server.app);
    expect(
      (
        await desk.post(`/api/invitations/${invited.body.token}/sign-up`, {
          name: 'Recepção',
          password: 'segredo123',
        })
      ).status,
    ).toBe(201);
    expect((await desk.get('/api/reports')).status).toBe(403);
    expect((await desk.get('/api/reports?scope=studio')).status).toBe(403);
    expect((await desk.get('/api/dashboard?scope=studio')).status).toBe(403);
    expect((await desk.get('/api/studio/report')).status).toBe(403);
  });
});
