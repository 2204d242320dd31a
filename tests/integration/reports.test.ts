import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExpenseList } from '../../src/shared/schemas/expense';
import type { Report } from '../../src/shared/schemas/report';
import { signedInUser } from '../helpers/factories';
import { seedAppointment, seedPayment } from '../helpers/seed';
import { startTestServer, type TestServer } from '../helpers/test-server';

// Mid-January 2026: the 6-month series crosses the year boundary (Aug 2025 … Jan 2026).
let now = new Date('2026-01-15T12:00:00-03:00');
let server: TestServer;
type User = Awaited<ReturnType<typeof signedInUser>>;
let user: User;
let other: User;

async function paid(clientName: string, day: string, cents: number) {
  const appt = await seedAppointment(server.db, user.id, `${day}T10:00:00-03:00`, {
    clientName,
    status: 'concluido',
    isTattooFinished: true,
    finalValueCents: cents,
  });
  await seedPayment(server.db, user.id, appt.id, cents, day, clientName);
}

const expenseIds: Record<string, string> = {};
async function spent(
  description: string,
  category: string,
  date: string,
  amountCents: number,
  notes?: string,
) {
  const res = await user.agent.post('/api/expenses', {
    description,
    category,
    date,
    amountCents,
    paymentMethod: 'pix',
    notes,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expenseIds[description] = res.body.id;
}

beforeAll(async () => {
  server = await startTestServer({ clock: () => now });
  user = await signedInUser(server.app, server.db);
  other = await signedInUser(server.app, server.db);

  await paid('Ana', '2026-01-15', 100_000);
  await paid('Bia', '2026-01-01', 50_000);
  await paid('ana', '2025-12-31', 80_000); // same client as 'Ana', typed differently
  await paid('Caio', '2025-10-10', 30_000);
  await paid('Duda', '2025-06-01', 200_000); // best month, outside the series
  await seedAppointment(server.db, user.id, '2026-01-20T10:00:00-03:00', { clientName: 'Eva' }); // not finished

  await spent('Aluguel do estúdio', 'aluguel', '2026-01-15', 120_000);
  await spent('Tintas pretas', 'tintas', '2026-01-10', 15_050);
  await spent('Agulhas RL', 'agulhas', '2026-01-31', 4950, 'nota; com "aspas"');
  await spent('Conta de luz', 'energia', '2025-12-20', 30_000);
  await spent('Anúncio', 'marketing', '2025-09-05', 10_000);
  await spent('Luvas nitrílicas', 'luvas', '2025-08-01', 2000);
  await spent('Diversos', 'outros', '2025-07-31', 99_900);
  await spent('Assistente', 'salarios', '2026-02-01', 50_000);
});
afterAll(() => server?.close());

const report = async (u: User = user) => (await u.agent.get<Report>('/api/reports')).body;

describe(`Relatórios (process TZ=${process.env.TZ})`, () => {
  it('computes every card, the series, the indicators and the top 5 from hand-checked figures', async () => {
    now = new Date('2026-01-15T12:00:00-03:00');
    expect(await report()).toEqual({
      // A solo artist: their own figures, no switch, no split.
      view: 'own',
      canSeeStudio: false,
      split: null,
      month: '2026-01',
      revenueMonthCents: 150_000,
      expensesMonthCents: 140_000,
      profitMonthCents: 10_000,
      marginPercent: 6.7,
      totals: { revenueCents: 460_000, expensesCents: 331_900, profitCents: 128_100 },
      series: [
        { month: '2025-08', revenueCents: 0, expensesCents: 2_000 },
        { month: '2025-09', revenueCents: 0, expensesCents: 10_000 },
        { month: '2025-10', revenueCents: 30_000, expensesCents: 0 },
        { month: '2025-11', revenueCents: 0, expensesCents: 0 },
        { month: '2025-12', revenueCents: 80_000, expensesCents: 30_000 },
        { month: '2026-01', revenueCents: 150_000, expensesCents: 140_000 },
      ],
      indicators: {
        averageTicketCents: 92_000, // 460 000 / 5 finished
        finishedAppointments: 5,
        clientsServed: 4, // Ana (twice, typed in two cases), Bia, Caio, Duda; Eva is not finished
        bestMonth: { month: '2025-06', revenueCents: 200_000 },
      },
      topCategories: [
        { category: 'aluguel', totalCents: 120_000, sharePercent: 36.2 },
        { category: 'outros', totalCents: 99_900, sharePercent: 30.1 },
        { category: 'salarios', totalCents: 50_000, sharePercent: 15.1 },
        { category: 'energia', totalCents: 30_000, sharePercent: 9 },
        { category: 'tintas', totalCents: 15_050, sharePercent: 4.5 },
      ],
    });
  });

  it('at 23:30 on 31 Jan (February in UTC) it is still January', async () => {
    now = new Date('2026-01-31T23:30:00-03:00');
    const r = await report();
    expect(r.month).toBe('2026-01');
    expect(r.expensesMonthCents).toBe(140_000);
  });

  it('at 00:30 on 1 Feb the month has turned; no revenue means no margin (null, shown as —)', async () => {
    now = new Date('2026-02-01T00:30:00-03:00');
    const r = await report();
    expect(r).toMatchObject({
      month: '2026-02',
      revenueMonthCents: 0,
      expensesMonthCents: 50_000,
      marginPercent: null,
    });
    expect(r.profitMonthCents).toBe(-50_000);
    expect(r.series.map((m) => m.month)).toEqual([
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });

  it('an empty account reports zeros, six empty months and no best month', async () => {
    const r = await report(other);
    expect(r).toMatchObject({
      revenueMonthCents: 0,
      expensesMonthCents: 0,
      marginPercent: null,
      totals: { revenueCents: 0, expensesCents: 0, profitCents: 0 },
      indicators: { averageTicketCents: 0, finishedAppointments: 0, clientsServed: 0, bestMonth: null },
      topCategories: [],
    });
    expect(r.series).toHaveLength(6);
  });
});

describe('Despesas list and cards', () => {
  const list = async (query = '', u: User = user) =>
    (await u.agent.get<ExpenseList>(`/api/expenses${query}`)).body;

  it('counts every tab and sums Hoje / Este Mês / Total for the active tab and each group', async () => {
    now = new Date('2026-01-15T12:00:00-03:00');
    const all = await list();
    expect(all.summary.counts).toEqual({ todas: 8, recorrentes: 2, materiais: 3, outros: 3 });
    expect(all.summary.tab).toEqual({ todayCents: 120_000, monthCents: 140_000, totalCents: 331_900 });
    expect(all.summary.groups).toEqual({
      recorrentes: { todayCents: 120_000, monthCents: 120_000, totalCents: 150_000 },
      materiais: { todayCents: 0, monthCents: 20_000, totalCents: 22_000 },
      outros: { todayCents: 0, monthCents: 0, totalCents: 159_900 },
    });
    const materiais = await list('?tab=materiais');
    expect(materiais.items.map((e) => e.description)).toEqual([
      'Agulhas RL',
      'Tintas pretas',
      'Luvas nitrílicas',
    ]);
    expect(materiais.summary.tab).toEqual({ todayCents: 0, monthCents: 20_000, totalCents: 22_000 });
  });

  it('filters by today, month, category and date range; searches description or category label', async () => {
    const names = async (query: string) => (await list(query)).items.map((e) => e.description);
    expect(await names('?period=today')).toEqual(['Aluguel do estúdio']);
    expect(await names('?period=month')).toEqual(['Agulhas RL', 'Aluguel do estúdio', 'Tintas pretas']);
    expect(await names('?category=tintas')).toEqual(['Tintas pretas']);
    expect(await names('?from=2025-12-01&to=2026-01-10')).toEqual(['Tintas pretas', 'Conta de luz']);
    expect(await names('?q=salario')).toEqual(['Assistente']);
    expect(await names('?q=ESTUDIO')).toEqual(['Aluguel do estúdio']);
    expect(await names('?q=energia')).toEqual(['Conta de luz']);
  });

  it('stores cents and the São Paulo day epoch; update stamps updated_at', async () => {
    const [tintas] = (await list('?category=tintas')).items;
    expect(tintas).toMatchObject({
      amountCents: 15_050,
      date: '2026-01-10',
      dateEpoch: Date.parse('2026-01-10T00:00:00-03:00'),
    });
    const res = await user.agent.put(`/api/expenses/${tintas!.id}`, {
      description: 'Tintas coloridas',
      amountCents: 16_000,
      category: 'tintas',
      paymentMethod: 'cartao-credito',
      date: '2026-01-11',
    });
    expect(res.status).toBe(200);
    const [after] = (await list('?category=tintas')).items;
    expect(after).toMatchObject({
      description: 'Tintas coloridas',
      amountCents: 16_000,
      paymentMethod: 'cartao-credito',
    });
    expect(after!.updatedAt > tintas!.updatedAt).toBe(true);
    await user.agent.put(`/api/expenses/${tintas!.id}`, {
      description: 'Tintas pretas',
      amountCents: 15_050,
      category: 'tintas',
      paymentMethod: 'pix',
      date: '2026-01-10',
    });
  });

  it("refuses a blank description or missing amount with 'Descrição e valor são obrigatórios'", async () => {
    const base = {
      description: 'Algo',
      amountCents: 1000,
      category: 'outros',
      paymentMethod: 'pix',
      date: '2026-01-15',
    };
    for (const broken of [
      { description: '  ' },
      { amountCents: undefined },
      { description: undefined },
      // Reais under the old name are no amount.
      { amountCents: undefined, amount: 10 },
    ]) {
      const res = await user.agent.post('/api/expenses', { ...base, ...broken });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Descrição e valor são obrigatórios');
    }
    for (const broken of [
      { category: 'cafe' },
      { paymentMethod: 'cheque' },
      { date: '' },
      { amountCents: 0 },
    ]) {
      expect((await user.agent.post('/api/expenses', { ...base, ...broken })).status).toBe(400);
    }
    // Cents on the wire: a fraction of a centavo is not an amount.
    const fraction = await user.agent.post('/api/expenses', { ...base, amountCents: 10.5 });
    expect([fraction.status, fraction.body.fields]).toEqual([400, { amountCents: 'Valor inválido' }]);
    expect((await list()).summary.counts.todas).toBe(8);
  });

  it("hides, protects and never deletes another user's expense", async () => {
    const id = expenseIds['Anúncio']!;
    expect((await list('', other)).items).toEqual([]);
    const body = {
      description: 'x',
      amountCents: 100,
      category: 'outros',
      paymentMethod: 'pix',
      date: '2026-01-15',
    };
    const put = await other.agent.put(`/api/expenses/${id}`, body);
    expect(put.status).toBe(404);
    expect(put.body.message).toBe('Despesa não encontrada');
    expect((await other.agent.del(`/api/expenses/${id}`)).status).toBe(404);
    expect((await list('?q=anuncio')).items).toHaveLength(1);
  });
});

describe('CSV export for the accountant', () => {
  it('payments of a period: BOM, pt-BR headers, ; separated, comma decimals, oldest first', async () => {
    const res = await user.agent.get('/api/exports/pagamentos.csv?from=2025-12-01&to=2026-01-31');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="pagamentos-2025-12-01-a-2026-01-31.csv"',
    );
    const text = res.body as string;
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Data;Cliente;Agendamento;Tipo;Forma de Pagamento;Valor (R$)',
      '31/12/2025;ana;Tattoo;Pagamento;PIX;800,00',
      '01/01/2026;Bia;Tattoo;Pagamento;PIX;500,00',
      '15/01/2026;Ana;Tattoo;Pagamento;PIX;1000,00',
      '',
    ]);
  });

  it('expenses of a period, quoting what needs it', async () => {
    const res = await user.agent.get('/api/exports/despesas.csv?from=2026-01-01&to=2026-01-31');
    expect((res.body as string).slice(1).split('\r\n')).toEqual([
      'Data;Descrição;Categoria;Grupo;Forma de Pagamento;Valor (R$);Observações',
      '10/01/2026;Tintas pretas;Tintas;Materiais;PIX;150,50;',
      '15/01/2026;Aluguel do estúdio;Aluguel;Recorrentes;PIX;1200,00;',
      '31/01/2026;Agulhas RL;Agulhas;Materiais;PIX;49,50;"nota; com ""aspas"""',
      '',
    ]);
  });

  it('needs a valid period and only exports the user’s own rows', async () => {
    expect((await user.agent.get('/api/exports/despesas.csv?from=2026-02-01&to=2026-01-01')).status).toBe(
      400,
    );
    expect((await user.agent.get('/api/exports/despesas.csv')).status).toBe(400);
    const theirs = await other.agent.get('/api/exports/pagamentos.csv?from=2025-01-01&to=2026-12-31');
    expect((theirs.body as string).slice(1).split('\r\n')).toHaveLength(2);
  });
});
