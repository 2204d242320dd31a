import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverDueNotifications } from '../../src/server/jobs/deliver-notifications';
import type { Appointment } from '../../src/shared/schemas/appointment';
import type { RequestList } from '../../src/shared/schemas/booking-request';
import type { AppNotification } from '../../src/shared/schemas/notification';
import type { AgendaArtist } from '../../src/shared/schemas/team';
import { Agent } from '../helpers/agent';
import {
  openBookingPage,
  sendBookingRequest,
  signedInUser,
  studioArtist,
  uniqueEmail,
} from '../helpers/factories';
import { openEventStream } from '../helpers/sse';
import { startTestServer, type TestServer } from '../helpers/test-server';

// Issue 26: one agenda for the whole studio. The owner and the front desk keep every member's
// agenda; an artist keeps only their own; nobody else sees any of it.
const now = new Date('2026-11-20T12:00:00-03:00');
let server: TestServer;
type User = Awaited<ReturnType<typeof signedInUser>>;
let owner: User;
let ana: User;
let bruno: User;
let desk: User;
let stranger: User;
const q = (text: string, params: unknown[] = []) => server.ctx.database.pool.query(text, params);
const range = '/api/appointments?from=2026-11-20&to=2026-11-30';
const session = (over: Record<string, unknown> = {}) => ({
  clientName: 'Marina Lopes',
  title: 'Rosa fineline',
  date: '2026-11-24',
  time: '14:00',
  durationMinutes: 120,
  agreedValueCents: 80_000,
  warnOnOverlap: true,
  ...over,
});
const deliver = () =>
  deliverDueNotifications(server.db, {
    clock: () => now,
    vapid: server.ctx.vapid,
    log: () => {},
    pushEndpointPolicy: server.ctx.pushEndpointPolicy,
  });
const noticesOf = async (user: User) =>
  (await user.agent.get<AppNotification[]>('/api/notifications')).body.filter(
    (n) => n.type === 'agenda_change',
  );

/** The test server's address, listening on first use (the live tests open real event streams). */
async function listening(): Promise<string> {
  const address = server.app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  return server.app.listen({ port: 0, host: '127.0.0.1' });
}

/** The front desk joins the real way: invited with the Recepção role, signed up from the link. */
async function frontDesk(): Promise<User> {
  const email = uniqueEmail('recepcao');
  const invited = await owner.agent.post('/api/team/invitations', { email, role: 'recepcao' });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  expect(invited.body).toMatchObject({ role: 'recepcao', initialPercentage: null });
  const agent = new Agent(server.app);
  const joined = await agent.post(`/api/invitations/${invited.body.token}/sign-up`, {
    name: 'Júlia Recepção',
    password: 'segredo123',
  });
  expect(joined.status).toBe(201);
  const me = await agent.get('/api/me');
  return { agent, email, password: 'segredo123', name: 'Júlia Recepção', id: me.body.id as string };
}

beforeAll(async () => {
  server = await startTestServer({ clock: () => now, deliveryEveryMs: 3_600_000 });
  owner = await signedInUser(server.app, server.db, {
    plan: 'estudio',
    name: 'Rita Dona',
    studioName: 'Estúdio Agulha',
  });
  ana = await studioArtist(server.app, owner, { name: 'Ana Traço', percentage: 60 });
  bruno = await studioArtist(server.app, owner, { name: 'Bruno Sombra', percentage: 50 });
  desk = await frontDesk();
  stranger = await signedInUser(server.app, server.db, { plan: 'estudio', studioName: 'Outro Estúdio' });
});
afterAll(async () => {
  await server?.close();
});

describe('the studio agenda', () => {
  it('lists the artists as columns for the owner and the front desk (owner first), nobody else', async () => {
    const columns = (await owner.agent.get<AgendaArtist[]>('/api/studio/artists')).body;
    expect(columns.map((c) => c.name)).toEqual(['Rita Dona', 'Ana Traço', 'Bruno Sombra']);
    expect(columns.map((c) => c.colorIndex)).toEqual([0, 1, 2]);
    expect((await desk.agent.get<AgendaArtist[]>('/api/studio/artists')).body).toEqual(columns);
    expect((await ana.agent.get('/api/studio/artists')).body).toEqual([]);
    expect(
      (await stranger.agent.get('/api/studio/artists')).body.map((c: AgendaArtist) => c.name),
    ).not.toContain('Ana Traço');
  });

  it('the owner books on an artist’s agenda; the artist sees it and is told, the owner sees it with whose it is', async () => {
    const res = await owner.agent.post<Appointment>('/api/appointments', session({ artistId: ana.id }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.artistId).toBe(ana.id);

    const anas = (await ana.agent.get<Appointment[]>(range)).body;
    expect(anas.map((a) => a.id)).toContain(res.body.id);
    // The client is the artist's (registered on her list), not the owner's.
    const anaClients = (await ana.agent.get('/api/clients')).body;
    expect(JSON.stringify(anaClients)).toContain('Marina Lopes');
    const ownerView = (await owner.agent.get<Appointment[]>(range)).body.find((a) => a.id === res.body.id);
    expect(ownerView?.artistId).toBe(ana.id);

    await deliver();
    const [notice] = await noticesOf(ana);
    expect(notice).toMatchObject({
      title: 'Nova sessão na sua agenda',
      message: 'Rita Dona agendou a sessão de Marina Lopes em 24/11/2026 às 14:00.',
      status: 'sent',
    });
    // The owner's own bookings tell nobody.
    await owner.agent.post('/api/appointments', session({ date: '2026-11-25', clientName: 'Própria' }));
    await deliver();
    expect(await noticesOf(owner)).toEqual([]);
  });

  it('checks overlaps per artist: the same hour is free on another artist’s agenda', async () => {
    const first = await owner.agent.post(
      '/api/appointments',
      session({ artistId: bruno.id, date: '2026-11-26' }),
    );
    expect(first.status).toBe(201);
    const otherArtist = await owner.agent.post('/api/appointments', session({ date: '2026-11-26' }));
    expect(otherArtist.status).toBe(201);
    const clash = await desk.agent.post(
      '/api/appointments',
      session({ artistId: bruno.id, date: '2026-11-26' }),
    );
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('Já existe um agendamento neste horário.');
  });

  it('the front desk books for artists only, and keeps the whole agenda', async () => {
    const mine = await desk.agent.post('/api/appointments', session({ date: '2026-11-27' }));
    expect(mine.status).toBe(400);
    expect(mine.body.fields?.artistId ?? mine.body.message).toBe('Escolha o tatuador');
    const forBruno = await desk.agent.post<Appointment>(
      '/api/appointments',
      session({ artistId: bruno.id, date: '2026-11-27' }),
    );
    expect(forBruno.status).toBe(201);
    const seen = (await desk.agent.get<Appointment[]>(range)).body;
    expect(new Set(seen.map((a) => a.artistId))).toEqual(new Set([owner.id, ana.id, bruno.id]));
    expect((await desk.agent.get(`/api/appointments/${forBruno.body.id}`)).status).toBe(200);
  });

  it('an artist keeps only their own agenda: no one else’s sessions, no booking for anyone else', async () => {
    const brunos = (await bruno.agent.get<Appointment[]>(range)).body;
    expect(brunos.length).toBeGreaterThan(0);
    expect(brunos.every((a) => a.artistId === bruno.id)).toBe(true);
    const anas = (await ana.agent.get<Appointment[]>(range)).body;
    const foreign = await ana.agent.get(`/api/appointments/${brunos[0]!.id}`);
    expect(foreign.status).toBe(404);
    expect(anas.some((a) => a.id === brunos[0]!.id)).toBe(false);
    const forOwner = await ana.agent.post(
      '/api/appointments',
      session({ artistId: owner.id, date: '2026-11-28' }),
    );
    expect(forOwner.status).toBe(400);
    const edit = await ana.agent.put(`/api/appointments/${brunos[0]!.id}`, session({ title: 'Trocado' }));
    expect(edit.status).toBe(404);
  });

  it('another studio sees and books nothing of this one', async () => {
    const any = (await owner.agent.get<Appointment[]>(range)).body[0]!;
    expect((await stranger.agent.get(`/api/appointments/${any.id}`)).status).toBe(404);
    expect((await stranger.agent.get<Appointment[]>(range)).body).toEqual([]);
    const booked = await stranger.agent.post('/api/appointments', session({ artistId: ana.id }));
    expect(booked.status).toBe(400);
    expect((await stranger.agent.del(`/api/appointments/${any.id}`)).status).toBe(404);
  });

  it('the owner hands a session to another artist: it leaves one agenda, lands on the other, both are told', async () => {
    const created = await owner.agent.post<Appointment>(
      '/api/appointments',
      session({ artistId: ana.id, date: '2026-11-29', clientName: 'Caio Reis' }),
    );
    const moved = await owner.agent.put<Appointment>(
      `/api/appointments/${created.body.id}`,
      session({ artistId: bruno.id, date: '2026-11-29', clientId: created.body.clientId }),
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.artistId).toBe(bruno.id);
    expect(moved.body.clientName).toBe('Caio Reis');
    expect((await ana.agent.get<Appointment[]>(range)).body.some((a) => a.id === created.body.id)).toBe(
      false,
    );
    expect((await bruno.agent.get<Appointment[]>(range)).body.some((a) => a.id === created.body.id)).toBe(
      true,
    );
    await deliver();
    expect((await noticesOf(ana)).map((n) => n.message)).toContain(
      'Rita Dona passou para outro tatuador a sessão de Caio Reis em 29/11/2026 às 14:00.',
    );
    expect((await noticesOf(bruno)).map((n) => n.message)).toContain(
      'Rita Dona passou para você a sessão de Caio Reis em 29/11/2026 às 14:00.',
    );
    // Bruno's 24 h reminder exists, Ana's went with the session.
    const reminders = await q(
      `SELECT user_id FROM notifications WHERE related_id = $1 AND type = 'reminder_24h'`,
      [created.body.id],
    );
    expect(reminders.rows.map((r) => r.user_id)).toEqual([bruno.id]);
  });

  it('a session with a deposit stays with its artist', async () => {
    const created = await owner.agent.post<Appointment>(
      '/api/appointments',
      session({ artistId: ana.id, date: '2026-11-30', time: '10:00' }),
    );
    const deposit = await owner.agent.post(`/api/appointments/${created.body.id}/deposit`, {
      amountCents: 10_000,
      method: 'pix',
      paidOn: '2026-11-20',
    });
    expect(deposit.status, JSON.stringify(deposit.body)).toBeLessThan(300);
    const moved = await owner.agent.put(
      `/api/appointments/${created.body.id}`,
      session({ artistId: bruno.id, date: '2026-11-30', time: '10:00', clientId: created.body.clientId }),
    );
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe(
      'Esta sessão já tem pagamento, sinal, ficha ou termo assinado: ela fica com o tatuador que a atendeu.',
    );
    expect((await ana.agent.get<Appointment>(`/api/appointments/${created.body.id}`)).body.artistId).toBe(
      ana.id,
    );
  });

  it("the owner's stream hears an artist's own booking live; the artist's stream does not hear the studio", async () => {
    const base = await listening();
    const ownerStream = await openEventStream(`${base}/api/events`, { cookie: owner.agent.cookieHeader() });
    const deskStream = await openEventStream(`${base}/api/events`, { cookie: desk.agent.cookieHeader() });
    await Promise.all([ownerStream.ready(), deskStream.ready()]);
    const res = await ana.agent.post<Appointment>(
      '/api/appointments',
      session({ date: '2026-11-23', time: '09:00' }),
    );
    const heard = await ownerStream.next(
      (d) => d.table === 'studio_appointments' && d.id === res.body.id,
      2000,
    );
    expect(heard.json.op).toBe('insert');
    await deskStream.next((d) => d.table === 'studio_appointments' && d.id === res.body.id, 2000);
    ownerStream.close();
    deskStream.close();
  });

  it('the notice of a booking survives the session being saved again before it is sent', async () => {
    const created = await owner.agent.post<Appointment>(
      '/api/appointments',
      session({ artistId: bruno.id, date: '2026-11-21', clientName: 'Rápida Edição' }),
    );
    await owner.agent.put(
      `/api/appointments/${created.body.id}`,
      session({ date: '2026-11-21', clientId: created.body.clientId, notes: 'trazer referência' }),
    );
    await deliver();
    expect((await noticesOf(bruno)).map((n) => n.message)).toContain(
      'Rita Dona agendou a sessão de Rápida Edição em 21/11/2026 às 14:00.',
    );
  });

  it('a front desk the owner removes loses the studio agenda at once', async () => {
    const temp = await frontDesk();
    expect((await temp.agent.get<Appointment[]>(range)).body.length).toBeGreaterThan(0);
    const members = (await owner.agent.get('/api/team/members')).body as Array<{
      id: string;
      userId: string;
    }>;
    const member = members.find((m) => m.userId === temp.id)!;
    expect((await owner.agent.del(`/api/team/members/${member.id}`)).status).toBe(204);
    expect((await temp.agent.get<Appointment[]>(range)).body).toEqual([]);
    expect((await temp.agent.post('/api/appointments', session({ artistId: ana.id }))).status).toBe(400);
  });

  it('the artist is told when the owner cancels, reopens or deletes one of their sessions', async () => {
    const created = await owner.agent.post<Appointment>(
      '/api/appointments',
      session({ artistId: bruno.id, date: '2026-11-22', time: '18:00', clientName: 'Vai Cancelar' }),
    );
    expect((await owner.agent.post(`/api/appointments/${created.body.id}/cancel`)).status).toBe(200);
    expect((await owner.agent.post(`/api/appointments/${created.body.id}/reopen`)).status).toBe(200);
    expect((await owner.agent.del(`/api/appointments/${created.body.id}`)).status).toBe(204);
    await deliver();
    const told = (await noticesOf(bruno)).map((n) => n.message);
    for (const verb of ['cancelou', 'reabriu', 'excluiu'])
      expect(told).toContain(`Rita Dona ${verb} a sessão de Vai Cancelar em 22/11/2026 às 18:00.`);
  });

  it('a removed artist leaves the studio agenda at once, and the front desk’s open agenda hears it', async () => {
    const carla = await studioArtist(server.app, owner, { name: 'Carla Removida' });
    const hers = await carla.agent.post<Appointment>('/api/appointments', session({ date: '2026-11-22' }));
    expect((await owner.agent.get<Appointment[]>(range)).body.some((a) => a.id === hers.body.id)).toBe(true);
    const members = (await owner.agent.get('/api/team/members')).body as Array<{
      id: string;
      userId: string;
    }>;
    const member = members.find((m) => m.userId === carla.id)!;
    const base = await listening();
    const deskStream = await openEventStream(`${base}/api/events`, { cookie: desk.agent.cookieHeader() });
    await deskStream.ready();
    expect((await owner.agent.del(`/api/team/members/${member.id}`)).status).toBe(204);
    await deskStream.next((d) => d.table === 'organization_members' && d.id === member.id, 2000);
    deskStream.close();
    expect((await desk.agent.get<Appointment[]>(range)).body.some((a) => a.id === hers.body.id)).toBe(false);
    expect((await owner.agent.get<Appointment[]>(range)).body.some((a) => a.id === hers.body.id)).toBe(false);
    expect((await owner.agent.get(`/api/appointments/${hers.body.id}`)).status).toBe(404);
    expect((await owner.agent.post('/api/appointments', session({ artistId: carla.id }))).status).toBe(400);
    // Her own agenda is still hers.
    expect((await carla.agent.get(`/api/appointments/${hers.body.id}`)).status).toBe(200);
  });

  it("a request on an artist's page reaches their inbox, the owner's and the front desk's; the front desk answers it", async () => {
    await openBookingPage(ana.agent, 'ana-traco-estudio');
    const sent = await sendBookingRequest(server.app, 'ana-traco-estudio', {
      name: 'Lia Pedido',
      phone: '(11) 91234-0001',
      instagram: '',
      idea: 'Andorinha pequena',
      placement: 'Pulso',
      size: '5 cm',
      length: 120,
      slots: [{ day: '2026-11-27', time: '16:00' }],
      consent: true,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const inboxOf = async (user: User) =>
      (await user.agent.get<RequestList>('/api/booking/requests?box=novos')).body.items.filter(
        (r) => r.clientName === 'Lia Pedido',
      );
    const [anas] = await inboxOf(ana);
    expect(anas).toMatchObject({ artistId: ana.id, artistName: 'Ana Traço' });
    expect((await inboxOf(owner))[0]?.id).toBe(anas!.id);
    expect((await inboxOf(desk))[0]?.id).toBe(anas!.id);
    expect(await inboxOf(bruno)).toEqual([]);
    const answer = {
      date: '2026-11-27',
      time: '16:00',
      durationMinutes: 120,
      title: 'Andorinha',
      valueCents: 40_000,
      depositCents: 0,
      holdHours: 24,
    };
    expect((await bruno.agent.post(`/api/booking/requests/${anas!.id}/accept`, answer)).status).toBe(404);
    const accepted = await desk.agent.post<{ appointmentId: string }>(
      `/api/booking/requests/${anas!.id}/accept`,
      answer,
    );
    expect(accepted.status, JSON.stringify(accepted.body)).toBeLessThan(300);
    const booked = await ana.agent.get<Appointment>(`/api/appointments/${accepted.body.appointmentId}`);
    expect(booked.body).toMatchObject({ artistId: ana.id, clientName: 'Lia Pedido' });
    await deliver();
    expect((await noticesOf(ana)).map((n) => n.message)).toContain(
      'Júlia Recepção agendou a sessão de Lia Pedido em 27/11/2026 às 16:00.',
    );
  });
});
