import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Appointment } from '../../src/shared/schemas/appointment';
import type { PaymentList } from '../../src/shared/schemas/payment';
import { signedInUser } from '../helpers/factories';
import { seedFinished, seedPayment } from '../helpers/seed';
import { startTestServer, type TestServer } from '../helpers/test-server';

let now = new Date('2026-11-30T23:30:00-03:00');
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

async function finished(u: User, clientName: string, amountCents: number, method = 'pix') {
  const a = await u.agent.post<Appointment>('/api/appointments', {
    clientName,
    title: 'Sessão',
    date: '2026-11-10',
    time: '10:00',
  });
  const f = await u.agent.post<Appointment>(`/api/appointments/${a.body.id}/finalize`, {
    amountCents,
    method,
  });
  expect(f.status).toBe(200);
  return a.body;
}
const list = async (u: User, query = '') => (await u.agent.get<PaymentList>(`/api/payments${query}`)).body;

describe('payments', () => {
  it('creates a payment for finished work: client name from the appointment, cents and epoch by the server', async () => {
    const a = await finished(user, 'Ana Souza', 30_000);
    const res = await user.agent.post('/api/payments', {
      appointmentId: a.id,
      amountCents: 4999,
      method: 'dinheiro',
      date: '2026-11-15',
    });
    expect(res.status).toBe(201);
    const row = (await list(user)).items.find((p) => p.id === res.body.id);
    expect(row).toMatchObject({
      clientName: 'Ana Souza',
      appointmentTitle: 'Sessão',
      amountCents: 4_999,
      method: 'dinheiro',
      date: '2026-11-15',
      dateEpoch: Date.parse('2026-11-15T00:00:00-03:00'),
    });
  });

  it("follow their client's name: a rename, or the appointment moved to another client", async () => {
    const a = await finished(user, 'Igor Nogueira', 45_000);
    const clientId = (await user.agent.get<Appointment>(`/api/appointments/${a.id}`)).body.clientId!;
    const paymentOf = async () => (await list(user)).items.find((p) => p.appointmentId === a.id);
    expect((await paymentOf())?.clientName).toBe('Igor Nogueira');

    const renamed = await user.agent.put(`/api/clients/${clientId}`, { name: 'Igor Nogueira Santos' });
    expect(renamed.status).toBe(200);
    expect((await paymentOf())?.clientName).toBe('Igor Nogueira Santos');
    expect(
      (await list(user, `?q=${encodeURIComponent('nogueira santos')}`)).items.map((p) => p.appointmentId),
    ).toContain(a.id);

    // Editing the finished appointment: another client; the value typed is ignored (it is the finalized one).
    const moved = await user.agent.put<Appointment>(`/api/appointments/${a.id}`, {
      clientName: 'Outra Pessoa',
      title: 'Sessão',
      date: '2026-11-10',
      time: '10:00',
      agreedValueCents: 99_900,
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      clientName: 'Outra Pessoa',
      agreedValueCents: 45_000,
      finalValueCents: 45_000,
    });
    expect((await paymentOf())?.clientName).toBe('Outra Pessoa');
  });

  it("refuses missing fields with 'Preencha todos os campos obrigatórios' and non-positive amounts", async () => {
    const a = await finished(user, 'Bia', 10_000);
    const before = (await list(user)).summary.totalCents;
    for (const body of [
      { amountCents: 1000, date: '2026-11-15' },
      { appointmentId: a.id, date: '2026-11-15' },
      { appointmentId: a.id, amountCents: 1000 },
      { appointmentId: a.id, amountCents: 1000, date: '15/11/2026' },
      // Reais under the old name are no amount.
      { appointmentId: a.id, amount: 10, date: '2026-11-15' },
    ]) {
      const res = await user.agent.post('/api/payments', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe('Preencha todos os campos obrigatórios');
    }
    const zero = await user.agent.post('/api/payments', {
      appointmentId: a.id,
      amountCents: 0,
      date: '2026-11-15',
    });
    expect(zero.body.message).toBe('Valor do pagamento deve ser maior que zero');
    // Cents on the wire: a fraction of a centavo is not an amount.
    const fraction = await user.agent.post('/api/payments', {
      appointmentId: a.id,
      amountCents: 10.5,
      date: '2026-11-15',
    });
    expect([fraction.status, fraction.body.fields]).toEqual([400, { amountCents: 'Valor inválido' }]);
    expect((await list(user)).summary.totalCents).toBe(before);
  });

  it('never attaches a payment to an unfinished or cancelled appointment', async () => {
    const open = await user.agent.post<Appointment>('/api/appointments', {
      clientName: 'Carla',
      title: 'Aberto',
      date: '2026-12-01',
      time: '10:00',
    });
    const body = { appointmentId: open.body.id, amountCents: 10_000, date: '2026-11-30' };
    const res = await user.agent.post('/api/payments', body);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Pagamentos só podem ser lançados para agendamentos finalizados');
    await user.agent.post(`/api/appointments/${open.body.id}/cancel`);
    expect((await user.agent.post('/api/payments', body)).status).toBe(409);
    expect((await list(user, '?q=carla')).items).toEqual([]);
  });

  it('updates amount, method, date and appointment; deletes one payment and keeps the work finished', async () => {
    const a = await finished(user, 'Dani', 20_000);
    const b = await finished(user, 'Edu', 30_000);
    const [p] = (await list(user, '?q=dani')).items;
    const res = await user.agent.put(`/api/payments/${p!.id}`, {
      appointmentId: b.id,
      amountCents: 21_050,
      method: 'cartao-debito',
      date: '2026-11-29',
    });
    expect(res.status).toBe(200);
    expect((await list(user, '?q=dani')).items).toEqual([]);
    const moved = (await list(user, '?q=edu')).items.find((x) => x.id === p!.id);
    expect(moved).toMatchObject({
      clientName: 'Edu',
      amountCents: 21_050,
      method: 'cartao-debito',
      date: '2026-11-29',
    });

    expect((await user.agent.del(`/api/payments/${p!.id}`)).status).toBe(204);
    expect((await user.agent.del(`/api/payments/${p!.id}`)).status).toBe(404);
    expect((await user.agent.get(`/api/appointments/${a.id}`)).body.isTattooFinished).toBe(true);
  });

  it("keep the appointment's final value equal to the sum of its payments", async () => {
    const finalOf = async (id: string) =>
      (await user.agent.get<Appointment>(`/api/appointments/${id}`)).body.finalValueCents;
    const a = await finished(user, 'Fábio', 85_000);
    const b = await finished(user, 'Gil', 10_000);
    const [p] = (await list(user, '?q=fabio')).items;
    const edit = (body: object) =>
      user.agent.put(`/api/payments/${p!.id}`, {
        appointmentId: a.id,
        method: 'pix',
        date: '2026-11-10',
        ...body,
      });
    expect((await edit({ amountCents: 90_000 })).status).toBe(200);
    expect(await finalOf(a.id)).toBe(90_000);
    // A fraction of a centavo is no amount: refused, nothing moves.
    const fraction = await edit({ amountCents: 91_000.5 });
    expect([fraction.status, fraction.body.message]).toEqual([400, 'Valor inválido']);
    expect(await finalOf(a.id)).toBe(90_000);
    const second = await user.agent.post('/api/payments', {
      appointmentId: a.id,
      amountCents: 5000,
      date: '2026-11-12',
    });
    expect(second.status).toBe(201);
    expect(await finalOf(a.id)).toBe(95_000);
    // Moving a payment to another appointment changes both.
    expect((await edit({ amountCents: 90_000, appointmentId: b.id })).status).toBe(200);
    expect(await finalOf(a.id)).toBe(5_000);
    expect(await finalOf(b.id)).toBe(100_000);
    expect((await user.agent.del(`/api/payments/${p!.id}`)).status).toBe(204);
    expect(await finalOf(b.id)).toBe(10_000);
  });

  it("finds a payment by its appointment's title", async () => {
    const fresh = await signedInUser(server.app, server.db);
    const a = await fresh.agent.post<Appointment>('/api/appointments', {
      clientName: 'Lia',
      title: 'Mandala nas costas',
      date: '2026-11-10',
      time: '10:00',
    });
    await fresh.agent.post(`/api/appointments/${a.body.id}/finalize`, { amountCents: 70_000 });
    await finished(fresh, 'Rui', 10_000);
    const found = (await list(fresh, '?q=mandala')).items;
    expect(found.map((x) => x.appointmentTitle)).toEqual(['Mandala nas costas']);
  });

  it('searches by client name or method (value or pt-BR label), ignoring accents', async () => {
    const fresh = await signedInUser(server.app, server.db);
    await finished(fresh, 'João Ávila', 10_000, 'cartao-credito');
    await finished(fresh, 'Maria', 10_000, 'pix');
    await finished(fresh, 'Pedro', 10_000, 'dinheiro');
    const names = async (q: string) =>
      (await list(fresh, `?q=${encodeURIComponent(q)}`)).items.map((p) => p.clientName).sort();
    expect(await names('joao')).toEqual(['João Ávila']);
    expect(await names('credito')).toEqual(['João Ávila']);
    expect(await names('Cartão')).toEqual(['João Ávila']);
    expect(await names('PIX')).toEqual(['Maria']);
    expect(await names('dinheiro')).toEqual(['Pedro']);
  });
});

describe('Financeiro cards and filters in São Paulo time', () => {
  let fresh: User;
  beforeAll(async () => {
    fresh = await signedInUser(server.app, server.db);
    const db = server.db;
    await seedFinished(db, fresh.id, '2026-11-30T10:00:00-03:00', 10_000, '2026-11-30'); // today
    await seedFinished(db, fresh.id, '2026-11-01T10:00:00-03:00', 20_000, '2026-11-01'); // this month
    await seedFinished(db, fresh.id, '2026-10-31T22:00:00-03:00', 40_000, '2026-10-31'); // last month
    const dec = await seedFinished(db, fresh.id, '2026-12-01T00:10:00-03:00', 80_000, '2026-12-01');
    await seedPayment(db, fresh.id, dec.id, 1_000, '2026-12-01');
  });

  it(`at 23:30 on 30 Nov (already December in UTC; TZ=${process.env.TZ})`, async () => {
    now = new Date('2026-11-30T23:30:00-03:00');
    const page = await list(fresh);
    expect(page.summary).toEqual({
      today: '2026-11-30',
      todayCents: 10_000,
      monthCents: 30_000,
      totalCents: 151_000,
    });
    expect((await list(fresh, '?filter=today')).items.map((p) => p.amountCents)).toEqual([10_000]);
    expect((await list(fresh, '?filter=month')).items.map((p) => p.amountCents)).toEqual([10_000, 20_000]);
    expect((await list(fresh, '?filter=all')).items.map((p) => p.date)).toEqual([
      '2026-12-01',
      '2026-12-01',
      '2026-11-30',
      '2026-11-01',
      '2026-10-31',
    ]);
  });

  it('at 00:30 on 1 Dec the new day and month have begun', async () => {
    now = new Date('2026-12-01T00:30:00-03:00');
    const page = await list(fresh, '?filter=today');
    expect(page.summary).toMatchObject({ today: '2026-12-01', todayCents: 81_000, monthCents: 81_000 });
    expect(page.items.map((p) => p.amountCents).sort()).toEqual([1_000, 80_000]);
  });

  it('pages by cursor in date order without repeats', async () => {
    const seen: number[] = [];
    let cursor = '';
    do {
      const page = await list(fresh, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((p) => p.dateEpoch));
      cursor = page.nextCursor ?? '';
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect([...seen].sort((x, y) => y - x)).toEqual(seen);
  });
});

describe("another user's payments", () => {
  it('are invisible and 404 for update and delete; cards only count mine', async () => {
    const a = await finished(user, 'Privado', 99_900);
    const [mine] = (await list(user, '?q=privado')).items;
    expect((await list(other)).items).toEqual([]);
    expect((await list(other)).summary.totalCents).toBe(0);
    const body = { appointmentId: a.id, amountCents: 100, date: '2026-11-30' };
    expect((await other.agent.post('/api/payments', body)).status).toBe(404);
    const put = await other.agent.put(`/api/payments/${mine!.id}`, body);
    expect(put.status).toBe(404);
    expect(put.body.message).toBe('Pagamento não encontrado');
    expect((await other.agent.del(`/api/payments/${mine!.id}`)).status).toBe(404);
    expect((await list(user, '?q=privado')).items).toEqual([mine]);
  });
});
