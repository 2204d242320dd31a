import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/errors';
import type { ExpenseList } from '../../src/shared/schemas/expense';
import type { OtherIncome, OtherIncomeList } from '../../src/shared/schemas/other-income';
import type { PaymentList } from '../../src/shared/schemas/payment';
import type { Report } from '../../src/shared/schemas/report';
import { finishedSession, signedInUser } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';

// Issue 29 item 9: income not tied to a session (aftercare products, a flash sold at an event) —
// the owner's alone, with the maquininha's fee like a payment, counted in Relatórios' revenue while
// Financeiro's session payments stay as SPEC says.

const now = new Date('2026-11-25T15:00:00-03:00');
let server: TestServer;
type User = Awaited<ReturnType<typeof signedInUser>>;
let user: User;
let other: User;

beforeAll(async () => {
  server = await startTestServer({ clock: () => now });
  user = await signedInUser(server.app, server.db);
  other = await signedInUser(server.app, server.db);
});
afterAll(() => server?.close());

const list = async (u: User) => (await u.agent.get<OtherIncomeList>('/api/other-incomes')).body;
const fees = async (u: User) =>
  (await u.agent.get<ExpenseList>('/api/expenses?limit=100')).body.items.filter(
    (e) => e.category === 'taxas',
  );

describe('Outras receitas', () => {
  it('adds, edits and deletes an income of the owner’s, newest first, with this month’s sum', async () => {
    const created = await user.agent.post<OtherIncome>('/api/other-incomes', {
      description: 'Pomada cicatrizante',
      amountCents: 4_500,
      method: 'pix',
      date: '2026-11-20',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      description: 'Pomada cicatrizante',
      amountCents: 4_500,
      method: 'pix',
      installments: 1,
      feeCents: 0,
      date: '2026-11-20',
      dateEpoch: Date.parse('2026-11-20T00:00:00-03:00'),
    });
    await user.agent.post('/api/other-incomes', {
      description: 'Flash no evento',
      amountCents: 20_000,
      method: 'dinheiro',
      date: '2026-10-05',
    });
    let page = await list(user);
    expect(page.items.map((i) => i.description)).toEqual(['Pomada cicatrizante', 'Flash no evento']);
    expect(page.monthCents).toBe(4_500);

    const edited = await user.agent.put<OtherIncome>(`/api/other-incomes/${created.body.id}`, {
      description: 'Pomada cicatrizante (2 un.)',
      amountCents: 9_000,
      method: 'pix',
      date: '2026-11-21',
    });
    expect(edited.status).toBe(200);
    page = await list(user);
    expect(page.items[0]).toMatchObject({ description: 'Pomada cicatrizante (2 un.)', amountCents: 9_000 });
    expect(page.monthCents).toBe(9_000);

    expect((await user.agent.del(`/api/other-incomes/${created.body.id}`)).status).toBe(204);
    expect((await list(user)).items.map((i) => i.description)).toEqual(['Flash no evento']);
    // Each write is announced to the owner's other tabs and devices (live updates).
    const events = await server.ctx.database.pool.query(
      `SELECT op FROM change_events WHERE user_id = $1 AND table_name = 'other_incomes' AND row_id = $2 ORDER BY id`,
      [user.id, created.body.id],
    );
    expect(events.rows.map((r) => r.op)).toEqual(['insert', 'update', 'delete']);
    expect((await user.agent.del(`/api/other-incomes/${created.body.id}`)).status).toBe(404);
  });

  it('is the owner’s alone: another account neither sees, edits nor deletes it', async () => {
    const mine = (
      await user.agent.post<OtherIncome>('/api/other-incomes', {
        description: 'Print assinado',
        amountCents: 7_000,
        method: 'pix',
        date: '2026-11-22',
      })
    ).body;
    expect((await list(other)).items).toEqual([]);
    const body = { description: 'Invadido', amountCents: 1, method: 'pix', date: '2026-11-22' };
    expect((await other.agent.put(`/api/other-incomes/${mine.id}`, body)).status).toBe(404);
    expect((await other.agent.del(`/api/other-incomes/${mine.id}`)).status).toBe(404);
    expect((await list(user)).items.find((i) => i.id === mine.id)).toMatchObject({
      description: 'Print assinado',
      amountCents: 7_000,
    });
  });

  it('refuses bad input with pt-BR messages next to each field, storing nothing', async () => {
    const before = (await list(user)).items.length;
    const blank = await user.agent.post('/api/other-incomes', {
      description: '  ',
      amountCents: 0,
      method: 'pix',
      date: '2026-11-20',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.fields).toMatchObject({
      description: 'Descreva a receita',
      amountCents: 'O valor deve ser maior que zero',
    });
    const pixIn3 = await user.agent.post('/api/other-incomes', {
      description: 'Flash',
      amountCents: 100,
      method: 'pix',
      installments: 3,
      date: '2026-11-20',
    });
    expect(pixIn3.body.fields).toMatchObject({ installments: messages.installmentsCreditOnly });
    const future = await user.agent.post('/api/other-incomes', {
      description: 'Flash',
      amountCents: 100,
      method: 'pix',
      date: '2026-11-26',
    });
    expect(future.status).toBe(400);
    expect(future.body.fields).toMatchObject({ date: messages.paymentDateInFuture });
    expect((await list(user)).items).toHaveLength(before);
  });

  it('a card sale books its fee like a payment; a change to Pix or a delete removes it', async () => {
    await user.agent.put('/api/card-fees', {
      rates: [{ method: 'cartao-credito', installments: 2, rateBp: 500 }],
    });
    const sale = await user.agent.post<OtherIncome>('/api/other-incomes', {
      description: 'Flash no evento',
      amountCents: 10_000,
      method: 'cartao-credito',
      installments: 2,
      date: '2026-11-23',
    });
    expect(sale.body).toMatchObject({ installments: 2, feeCents: 500 });
    expect((await fees(user)).map((e) => [e.description, e.amountCents, e.date])).toEqual([
      ['Taxa da maquininha · Crédito 2x · Flash no evento', 500, '2026-11-23'],
    ]);
    await user.agent.put(`/api/other-incomes/${sale.body.id}`, {
      description: 'Flash no evento',
      amountCents: 10_000,
      method: 'pix',
      date: '2026-11-23',
    });
    expect(await fees(user)).toEqual([]);
    await user.agent.put(`/api/other-incomes/${sale.body.id}`, {
      description: 'Flash no evento',
      amountCents: 10_000,
      method: 'cartao-credito',
      installments: 2,
      date: '2026-11-23',
    });
    expect(await fees(user)).toHaveLength(1);
    expect((await user.agent.del(`/api/other-incomes/${sale.body.id}`)).status).toBe(204);
    expect(await fees(user)).toEqual([]);
  });

  it('counts in Relatórios’ revenue (month, series, totals, best month), not in Financeiro’s session cards', async () => {
    const u = await signedInUser(server.app, server.db);
    await finishedSession(u.agent, '2026-11-10', 30_000);
    await u.agent.post('/api/other-incomes', {
      description: 'Pomada',
      amountCents: 15_000,
      method: 'pix',
      date: '2026-11-12',
    });
    await u.agent.post('/api/other-incomes', {
      description: 'Flash',
      amountCents: 80_000,
      method: 'pix',
      date: '2026-09-12',
    });
    const report = (await u.agent.get<Report>('/api/reports')).body;
    expect(report.revenueMonthCents).toBe(45_000);
    expect(report.profitMonthCents).toBe(45_000);
    expect(report.totals.revenueCents).toBe(125_000);
    expect(report.series.find((m) => m.month === '2026-11')?.revenueCents).toBe(45_000);
    expect(report.series.find((m) => m.month === '2026-09')?.revenueCents).toBe(80_000);
    expect(report.indicators.bestMonth).toEqual({ month: '2026-09', revenueCents: 80_000 });
    // The ticket is per finished session: its payments only.
    expect(report.indicators.averageTicketCents).toBe(30_000);
    // SPEC's Financeiro cards are the sessions' payments.
    const payments = (await u.agent.get<PaymentList>('/api/payments')).body;
    expect(payments.summary.monthCents).toBe(30_000);
    expect(payments.summary.totalCents).toBe(30_000);
  });

  it("in a studio, the owner's other income is the studio's own", async () => {
    const owner = await signedInUser(server.app, server.db, {
      plan: 'estudio',
      studioName: 'Estúdio Receitas',
    });
    await finishedSession(owner.agent, '2026-11-10', 20_000);
    await owner.agent.post('/api/other-incomes', {
      description: 'Camisetas do estúdio',
      amountCents: 6_000,
      method: 'pix',
      date: '2026-11-11',
    });
    const report = (await owner.agent.get<Report>('/api/reports')).body;
    expect(report.view).toBe('studio');
    expect(report.revenueMonthCents).toBe(26_000);
    expect(report.split?.studioMonthCents).toBe(26_000);
    expect(report.totals.revenueCents).toBe(26_000);
  });
});
