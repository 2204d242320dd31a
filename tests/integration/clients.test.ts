import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client, ClientDetail, ClientList } from '../../src/shared/schemas/client';
import { signedInUser } from '../helpers/factories';
import { seedPayment } from '../helpers/seed';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
type User = Awaited<ReturnType<typeof signedInUser>>;
let user: User;
let other: User;

beforeAll(async () => {
  server = await startTestServer();
  user = await signedInUser(server.app, server.db);
  other = await signedInUser(server.app, server.db);
});
afterAll(() => server?.close());

const list = async (u: User, query = '') => {
  const res = await u.agent.get<ClientList>(`/api/clients${query}`);
  expect(res.status).toBe(200);
  return res.body;
};
const create = async (u: User, body: object) => {
  const res = await u.agent.post<Client>('/api/clients', body);
  expect(res.status).toBe(201);
  return res.body;
};

describe('clients', () => {
  it('creates with trimmed fields, stores Instagram without @, and blank optionals as null', async () => {
    const ana = await create(user, {
      name: '  Ana Souza ',
      phone: '(11) 98765-4321',
      instagram: '@ana.tattoo',
    });
    expect(ana).toMatchObject({ name: 'Ana Souza', phone: '(11) 98765-4321', instagram: 'ana.tattoo' });
    const bia = await create(user, {
      name: 'Bia',
      phone: '  ',
      instagram: 'https://www.instagram.com/bia.ink/',
    });
    expect(bia).toMatchObject({ phone: null, instagram: 'bia.ink' });
  });

  it("rejects a blank name with 'Nome é obrigatório' and stores nothing", async () => {
    const before = (await list(user)).summary.total;
    for (const body of [{ name: '   ' }, {}, { name: 42 }]) {
      const res = await user.agent.post('/api/clients', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Nome é obrigatório');
    }
    expect((await list(user)).summary.total).toBe(before);
  });

  it('searches name, phone and Instagram ignoring case and accents', async () => {
    await create(user, { name: 'José Conceição', phone: '21 99999-0000', instagram: 'ze_tattoo' });
    await create(user, { name: 'JOÃO Ávila' });
    const names = async (q: string) =>
      (await list(user, `?q=${encodeURIComponent(q)}`)).items.map((c) => c.name);
    expect(await names('jose')).toEqual(['José Conceição']);
    expect(await names('CONCEICAO')).toEqual(['José Conceição']);
    expect(await names('joão avila')).toEqual(['JOÃO Ávila']);
    expect(await names('21999990000')).toEqual(['José Conceição']);
    expect(await names('99999-0000')).toEqual(['José Conceição']);
    expect(await names('ZE_TAT')).toEqual(['José Conceição']);
    // Typed as the row shows it.
    expect(await names('@ze_tattoo')).toEqual(['José Conceição']);
    // LIKE wildcards typed by a person are matched literally.
    expect(await names('%')).toEqual([]);
    expect(await names('_')).toEqual(['José Conceição']);
  });

  it('lists newest first with appointment count, money spent on finished work and last visit', async () => {
    const carla = await create(user, { name: 'Carla Dias' });
    const a1 = await user.agent.post('/api/appointments', {
      clientId: carla.id,
      title: 'Fechamento',
      date: '2026-03-10',
      time: '14:00',
      agreedValueCents: 50_000,
    });
    const a2 = await user.agent.post('/api/appointments', {
      clientId: carla.id,
      title: 'Retoque',
      date: '2026-05-02',
      time: '09:30',
    });
    await user.agent.post(`/api/appointments/${a1.body.id}/finalize`, { amountCents: 45_050, method: 'pix' });
    // A payment on unfinished work is not "spent" yet (SPEC: finished appointments only).
    await seedPayment(server.db, user.id, a2.body.id, 10_000, '2026-05-02');

    const page = await list(user);
    expect(page.items[0]!.name).toBe('Carla Dias');
    expect(page.items[0]).toMatchObject({
      appointmentCount: 2,
      totalSpentCents: 45_050,
      lastVisit: new Date('2026-05-02T09:30:00-03:00').toISOString(),
    });
    const createdAt = page.items.map((c) => c.createdAt);
    expect([...createdAt].sort().reverse()).toEqual(createdAt);
    expect(page.summary).toEqual({ total: 5, active: 1, appointments: 2 });
  });

  it('shows the last past, not cancelled, session as the last visit and the next one apart; cancelled ones are not activity', async () => {
    const fresh = await signedInUser(server.app, server.db);
    const book = async (clientId: string, date: string, cancel = false) => {
      const a = await fresh.agent.post<{ id: string }>('/api/appointments', {
        clientId,
        title: 'Sessão',
        date,
        time: '10:00',
      });
      expect(a.status).toBe(201);
      if (cancel) expect((await fresh.agent.post(`/api/appointments/${a.body.id}/cancel`)).status).toBe(200);
    };
    const dora = await create(fresh, { name: 'Dora' });
    await book(dora.id, '2020-02-10');
    await book(dora.id, '2020-03-10', true);
    await book(dora.id, '2099-01-20', true);
    await book(dora.id, '2099-05-05');
    await book(dora.id, '2099-02-02');
    const ivo = await create(fresh, { name: 'Ivo' });
    await book(ivo.id, '2020-04-01', true);

    const page = await list(fresh);
    const row = (name: string) => page.items.find((c) => c.name === name);
    expect(row('Dora')).toMatchObject({
      appointmentCount: 5,
      lastVisit: new Date('2020-02-10T10:00:00-03:00').toISOString(),
      nextSession: new Date('2099-02-02T10:00:00-03:00').toISOString(),
    });
    expect(row('Ivo')).toMatchObject({ lastVisit: null, nextSession: null });
    // Ivo only ever cancelled: he is not an active client.
    expect(page.summary).toEqual({ total: 2, active: 1, appointments: 6 });
  });

  it('pages with a cursor without repeating or skipping anyone', async () => {
    const fresh = await signedInUser(server.app, server.db);
    for (let i = 0; i < 7; i++) await create(fresh, { name: `Cliente ${i}` });
    const seen: string[] = [];
    let cursor = '';
    do {
      const page = await list(fresh, `?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((c) => c.name));
      cursor = page.nextCursor ?? '';
    } while (cursor);
    expect(seen).toEqual([
      'Cliente 6',
      'Cliente 5',
      'Cliente 4',
      'Cliente 3',
      'Cliente 2',
      'Cliente 1',
      'Cliente 0',
    ]);
    expect((await fresh.agent.get('/api/clients?cursor=lixo')).status).toBe(400);
  });

  it('updates a client and carries the new name to their appointments', async () => {
    const dani = await create(user, { name: 'Dani', instagram: 'dani' });
    const appt = await user.agent.post('/api/appointments', {
      clientId: dani.id,
      title: 'Flash',
      date: '2026-06-01',
      time: '10:00',
    });
    const res = await user.agent.put(`/api/clients/${dani.id}`, {
      name: 'Daniela Rocha',
      phone: '11 3333-4444',
    });
    expect(res.status).toBe(200);
    const [row] = (await list(user, '?q=daniela')).items;
    expect(row).toMatchObject({ name: 'Daniela Rocha', phone: '11 3333-4444', instagram: null });
    expect((await user.agent.get(`/api/appointments/${appt.body.id}`)).body.clientName).toBe('Daniela Rocha');
    const blank = await user.agent.put(`/api/clients/${dani.id}`, { name: '' });
    expect(blank.body.message).toBe('Nome é obrigatório');
  });

  it('deletes a client but keeps their appointments and payments under the same name', async () => {
    const eva = await create(user, { name: 'Eva' });
    const appt = await user.agent.post('/api/appointments', {
      clientId: eva.id,
      title: 'Rosa',
      date: '2026-07-01',
      time: '10:00',
    });
    await user.agent.post(`/api/appointments/${appt.body.id}/finalize`, { amountCents: 20_000 });
    expect((await user.agent.del(`/api/clients/${eva.id}`)).status).toBe(204);
    expect((await list(user, '?q=eva')).items).toEqual([]);
    const kept = (await user.agent.get(`/api/appointments/${appt.body.id}`)).body;
    expect(kept).toMatchObject({ clientId: null, clientName: 'Eva', isTattooFinished: true });
    expect((await user.agent.get('/api/payments?q=eva')).body.items).toHaveLength(1);
    expect((await user.agent.del(`/api/clients/${eva.id}`)).status).toBe(404);
  });

  it("never shows, changes or deletes another user's client (404, nothing changes)", async () => {
    const mine = await create(user, { name: 'Só Meu' });
    expect((await list(other)).items).toEqual([]);
    expect((await list(other, '?q=so meu')).items).toEqual([]);
    const put = await other.agent.put(`/api/clients/${mine.id}`, { name: 'Roubado' });
    expect(put.status).toBe(404);
    expect(put.body.message).toBe('Cliente não encontrado');
    expect((await other.agent.del(`/api/clients/${mine.id}`)).status).toBe(404);
    expect((await other.agent.del('/api/clients/not-a-uuid')).status).toBe(404);
    expect((await list(user, '?q=so meu')).items.map((c) => c.name)).toEqual(['Só Meu']);
  });
});

describe('saves replayed from the offline queue', () => {
  it('a client or appointment sent twice with the browser-chosen id exists once; another user cannot reuse the id', async () => {
    const fresh = await signedInUser(server.app, server.db);
    const id = crypto.randomUUID();
    const first = await fresh.agent.post<Client>('/api/clients', { id, name: 'Olga' });
    const again = await fresh.agent.post<Client>('/api/clients', { id, name: 'Olga' });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(id);
    const stolen = await other.agent.post('/api/clients', { id, name: 'Intrusa' });
    expect(stolen.status).toBe(400);

    const appointmentId = crypto.randomUUID();
    const body = { id: appointmentId, clientId: id, title: 'Rosa', date: '2026-12-01', time: '10:00' };
    const a1 = await fresh.agent.post<{ id: string }>('/api/appointments', body);
    const a2 = await fresh.agent.post<{ id: string }>('/api/appointments', body);
    expect([a1.status, a2.status]).toEqual([201, 201]);
    expect(a2.body.id).toBe(appointmentId);
    expect(
      (await other.agent.post('/api/appointments', { ...body, clientId: undefined, clientName: 'X' })).status,
    ).toBe(400);

    const page = await list(fresh);
    expect(page.items.map((c) => c.name)).toEqual(['Olga']);
    expect(page.summary).toMatchObject({ total: 1, appointments: 1 });
    expect((await list(other, '?q=Intrusa')).items).toEqual([]);
  });
});

describe("a client's page", () => {
  it('shows their figures, sessions newest first, payments and open tasks, and nobody else sees it', async () => {
    const fresh = await signedInUser(server.app, server.db);
    const rita = await create(fresh, { name: 'Rita Page', phone: '(11) 91234-5678' });
    const past = await fresh.agent.post<{ id: string }>('/api/appointments', {
      clientId: rita.id,
      title: 'Mandala',
      date: '2025-03-10',
      time: '14:00',
      agreedValueCents: 50_000,
    });
    await fresh.agent.post(`/api/appointments/${past.body.id}/finalize`, {
      amountCents: 52_000,
      method: 'pix',
      date: '2025-03-10',
    });
    const later = await fresh.agent.post<{ id: string }>('/api/appointments', {
      clientId: rita.id,
      title: 'Retoque',
      date: '2099-01-05',
      time: '10:00',
    });
    const cancelled = await fresh.agent.post<{ id: string }>('/api/appointments', {
      clientId: rita.id,
      title: 'Desistiu',
      date: '2025-04-01',
      time: '10:00',
    });
    await fresh.agent.post(`/api/appointments/${cancelled.body.id}/cancel`, {});
    await fresh.agent.post('/api/tasks', { title: 'Mandar orçamento', clientId: rita.id });
    const done = await fresh.agent.post<{ id: string }>('/api/tasks', { title: 'Feita', clientId: rita.id });
    await fresh.agent.post(`/api/tasks/${done.body.id}/status`, { status: 'feito' });
    // Someone else's client with the same name is not hers.
    await create(other, { name: 'Rita Page' });

    const res = await fresh.agent.get<ClientDetail>(`/api/clients/${rita.id}`);
    expect(res.status).toBe(200);
    const page = res.body;
    expect(page.client).toMatchObject({
      name: 'Rita Page',
      appointmentCount: 3,
      totalSpentCents: 52000,
      lastVisit: '2025-03-10T17:00:00.000Z',
      nextSession: '2099-01-05T13:00:00.000Z',
    });
    expect(page.appointments.map((a) => a.title)).toEqual(['Retoque', 'Desistiu', 'Mandala']);
    expect(page.appointments.map((a) => a.id)).toContain(later.body.id);
    expect(page.payments.map((p) => [p.appointmentTitle, p.amountCents, p.date])).toEqual([
      ['Mandala', 52000, '2025-03-10'],
    ]);
    expect(page.openTasks.map((t) => t.title)).toEqual(['Mandar orçamento']);
    expect([page.moreAppointments, page.morePayments]).toEqual([false, false]);

    for (const [who, path] of [
      [other, `/api/clients/${rita.id}`],
      [fresh, `/api/clients/${crypto.randomUUID()}`],
      [fresh, '/api/clients/not-an-id'],
    ] as const) {
      const refused = await who.agent.get<{ message: string }>(path);
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe('Cliente não encontrado');
    }
  });
});
