import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Appointment } from '../../src/shared/schemas/appointment';
import type { RequestList } from '../../src/shared/schemas/booking-request';
import { bookingSettings, sendBookingRequest, signedInUser } from '../helpers/factories';
import { imageOf } from '../helpers/images';
import { multipart } from '../helpers/multipart';
import { startTestServer, TEST_ORIGIN, type TestServer } from '../helpers/test-server';

// Issue 28, the artist's side: the inbox's 'Lista de espera' with the freed times that suit each
// client, 'Já paguei' and its receipt on the accepted request, and 'Cliente faltou' on a session.
// Wednesday 25 November 2026, 10:00 in São Paulo.
let now = new Date('2026-11-25T10:00:00-03:00');
let server: TestServer;
type User = Awaited<ReturnType<typeof signedInUser>>;
let gabi: User;
let other: User;

const SLUG = 'gabi-nanquim';
const pix = {
  pixKeyType: 'email',
  pixKey: 'gabi@exemplo.com.br',
  pixName: 'Gabi Nanquim',
  pixCity: 'São Paulo',
};

beforeAll(async () => {
  server = await startTestServer({ clock: () => now, rateLimitScale: 50 });
  gabi = await signedInUser(server.app, server.db, { name: 'Gabi Nanquim' });
  other = await signedInUser(server.app, server.db, { name: 'Otávio Outro' });
  for (const [user, slug] of [
    [gabi, SLUG],
    [other, 'otavio-outro'],
  ] as const) {
    const page = bookingSettings(slug, { ...pix, horizonDays: 20 });
    expect((await user.agent.put('/api/booking/settings', page)).status).toBe(200);
  }
});
afterAll(() => server?.close());

let sent = 0;
const form = (name: string, over: object = {}) => ({
  name,
  phone: `(11) 9${String(3000_0000 + ++sent).slice(0, 8)}`,
  instagram: '',
  idea: `A ideia de ${name}`,
  placement: 'Braço',
  size: '10 cm',
  length: 120,
  consent: true,
  ...over,
});
const send = async (data: object, slug = SLUG) => {
  const res = await sendBookingRequest(server.app, slug, data, { ip: `10.29.0.${++sent}` });
  expect(res.status).toBe(201);
  return res.body.token!;
};
const waitFor = (name: string, wait: object) => send(form(name, { wait }));

const inbox = async (user: User, box: string, query = '') => {
  const res = await user.agent.get<RequestList>(`/api/booking/requests?box=${box}${query}`);
  expect(res.status).toBe(200);
  return res.body;
};
const rowOf = async (user: User, box: string, name: string) =>
  (await inbox(user, box)).items.find((r) => r.clientName === name)!;

/** A request for `day` at `time`, accepted with a R$ 100,00 deposit not yet paid. */
async function accepted(name: string, day: string, time: string) {
  const token = await send(form(name, { slots: [{ day, time }] }));
  const { id } = await rowOf(gabi, 'novos', name);
  const res = await gabi.agent.post<{ appointmentId: string }>(`/api/booking/requests/${id}/accept`, {
    date: day,
    time,
    durationMinutes: 120,
    title: 'Sessão',
    valueCents: 50_000,
    depositCents: 10_000,
    holdHours: 24,
  });
  expect(res.status).toBe(200);
  return { token, requestId: id, appointmentId: res.body.appointmentId };
}

describe("the inbox's 'Lista de espera'", () => {
  it('lists the waitlist oldest first, apart from Novos, each with the freed times that suit it', async () => {
    await waitFor('Ana Waitlist', { from: '2026-11-28', to: '2026-11-29', periods: ['manha', 'tarde'] });
    await waitFor('Bia Waitlist', { from: '2026-11-28', to: '2026-11-28', periods: ['noite'] });
    await waitFor('Caio Waitlist', { from: '2026-11-30', to: '2026-11-30', periods: ['manha'] });
    // A request with chosen times waits in Novos as ever.
    await send(form('Davi Novo', { slots: [{ day: '2026-12-01', time: '10:00' }] }));

    const novos = await inbox(gabi, 'novos');
    expect(novos.items.map((r) => r.clientName)).toEqual(['Davi Novo']);
    expect(novos).toMatchObject({ openCount: 1, waitCount: 3 });

    const list = await inbox(gabi, 'espera');
    expect(list.items.map((r) => r.clientName)).toEqual(['Ana Waitlist', 'Bia Waitlist', 'Caio Waitlist']);
    expect(list.items[0]).toMatchObject({
      status: 'espera',
      idea: 'A ideia de Ana Waitlist',
      lengthMinutes: 120,
      preferredStarts: [],
      wait: { from: '2026-11-28', to: '2026-11-29', periods: ['manha', 'tarde'] },
      offers: [],
      statusUrl: expect.stringMatching(/^\/agendar\/gabi-nanquim\/pedido\/[A-Za-z0-9_-]{43}$/),
    });
    expect(list.openCount).toBe(1);

    // Two sessions of 28/11 called off by the artist, and one of 30/11 at 16:00 (no one's period).
    for (const [name, time] of [
      ['Eva Livre', '10:00'],
      ['Fábio Livre', '14:00'],
    ] as const) {
      const { appointmentId } = await accepted(name, '2026-11-28', time);
      expect((await gabi.agent.post(`/api/appointments/${appointmentId}/cancel`)).status).toBe(200);
    }
    const late = await accepted('Gil Livre', '2026-11-30', '16:00');
    expect((await gabi.agent.post(`/api/appointments/${late.appointmentId}/cancel`)).status).toBe(200);

    const offered = await inbox(gabi, 'espera');
    const offersOf = (name: string) => offered.items.find((r) => r.clientName === name)!.offers;
    expect(offersOf('Ana Waitlist').map((o) => o.start)).toEqual([
      '2026-11-28T10:00:00-03:00',
      '2026-11-28T14:00:00-03:00',
    ]);
    expect(offersOf('Bia Waitlist')).toEqual([]);
    expect(offersOf('Caio Waitlist')).toEqual([]);

    // The artist fills 14:00 herself: it is no longer free, so no longer offered.
    expect(
      (
        await gabi.agent.post('/api/appointments', {
          clientName: 'Cliente de balcão',
          title: 'Flash',
          date: '2026-11-28',
          time: '14:30',
          durationMinutes: 60,
        })
      ).status,
    ).toBe(201);
    expect((await rowOf(gabi, 'espera', 'Ana Waitlist')).offers.map((o) => o.start)).toEqual([
      '2026-11-28T10:00:00-03:00',
    ]);
    // Another artist's inbox has none of it.
    expect((await inbox(other, 'espera')).items).toEqual([]);
  });

  it('pages by keyset in the order clients joined', async () => {
    const first = await inbox(gabi, 'espera', '&limit=2');
    expect(first.items.map((r) => r.clientName)).toEqual(['Ana Waitlist', 'Bia Waitlist']);
    expect(first.nextCursor).not.toBeNull();
    const next = await inbox(gabi, 'espera', `&limit=2&cursor=${first.nextCursor}`);
    expect(next.items.map((r) => r.clientName)).toEqual(['Caio Waitlist']);
    expect(next.nextCursor).toBeNull();
  });

  it("'Remover da lista' declines the waitlisted request: out of the list, into Encerrados", async () => {
    const bia = await rowOf(gabi, 'espera', 'Bia Waitlist');
    expect((await other.agent.post(`/api/booking/requests/${bia.id}/decline`, { message: '' })).status).toBe(
      404,
    );
    expect(
      (await gabi.agent.post(`/api/booking/requests/${bia.id}/decline`, { message: 'Sem horário à noite.' }))
        .status,
    ).toBe(204);
    const list = await inbox(gabi, 'espera');
    expect(list.items.map((r) => r.clientName)).toEqual(['Ana Waitlist', 'Caio Waitlist']);
    expect(list.waitCount).toBe(2);
    expect(await rowOf(gabi, 'encerrados', 'Bia Waitlist')).toMatchObject({
      status: 'recusado',
      artistMessage: 'Sem horário à noite.',
      wait: { from: '2026-11-28', to: '2026-11-28', periods: ['noite'] },
    });
  });
});

describe("'Já paguei' on the artist's side", () => {
  it('shows when the client said they paid, and serves the receipt only to the artist', async () => {
    const claimed = await accepted('Hana Pagou', '2026-11-27', '10:00');
    const silent = await accepted('Ivo Calado', '2026-11-27', '14:00');
    const before = await rowOf(gabi, 'aceitos', 'Hana Pagou');
    expect(before.deposit).toMatchObject({ dueCents: 10_000, paidCents: 0, claimedAt: null, receipt: false });
    expect((await gabi.agent.get(`/api/booking/requests/${claimed.requestId}/receipt`)).status).toBe(404);

    const { payload, contentType } = multipart({}, [{ bytes: await imageOf('png') }]);
    const paid = await server.app.inject({
      method: 'POST',
      url: `/api/public/booking/${SLUG}/requests/${claimed.token}/paid`,
      remoteAddress: '10.29.9.1',
      headers: { 'content-type': contentType, origin: TEST_ORIGIN },
      payload,
    });
    expect(paid.statusCode).toBe(204);

    expect((await rowOf(gabi, 'aceitos', 'Hana Pagou')).deposit).toMatchObject({
      paidCents: 0,
      claimedAt: '2026-11-25T10:00:00-03:00',
      receipt: true,
    });
    expect((await rowOf(gabi, 'aceitos', 'Ivo Calado')).deposit).toMatchObject({
      claimedAt: null,
      receipt: false,
    });

    const receipt = await gabi.agent.get(`/api/booking/requests/${claimed.requestId}/receipt`);
    expect(receipt.status).toBe(200);
    expect(receipt.headers['content-type']).toBe('image/jpeg');
    expect(receipt.headers['x-content-type-options']).toBe('nosniff');
    expect(receipt.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(receipt.headers['cache-control']).toBe('no-store');
    expect(receipt.raw.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    // Another artist's receipt reads like a missing one; a request without one is 404 too.
    expect((await other.agent.get(`/api/booking/requests/${claimed.requestId}/receipt`)).status).toBe(404);
    expect((await gabi.agent.get(`/api/booking/requests/${silent.requestId}/receipt`)).status).toBe(404);
    expect((await gabi.agent.get('/api/booking/requests/not-an-id/receipt')).status).toBe(404);
  });
});

describe("'Cliente faltou'", () => {
  const create = async (user: User, date: string, time: string) => {
    const res = await user.agent.post<Appointment>('/api/appointments', {
      clientName: 'Júlio Faltoso',
      title: 'Fechamento de braço',
      date,
      time,
      agreedValueCents: 80_000,
    });
    expect(res.status).toBe(201);
    return res.body;
  };

  it("records a no-show once the session's time has come; the deposit stays; reopening undoes it", async () => {
    const today = await create(gabi, '2026-11-25', '11:00');
    expect(today.noShow).toBe(false);
    expect(
      (await gabi.agent.post(`/api/appointments/${today.id}/deposit`, { amountCents: 20_000, method: 'pix' }))
        .status,
    ).toBe(200);

    // Before 11:00 nobody has missed anything yet.
    const early = await gabi.agent.post<{ message: string }>(`/api/appointments/${today.id}/no-show`, {});
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Só dá para registrar que o cliente faltou depois do horário da sessão');

    now = new Date('2026-11-25T11:20:00-03:00');
    // Another artist's session is not found.
    expect((await other.agent.post(`/api/appointments/${today.id}/no-show`, {})).status).toBe(404);
    const missed = await gabi.agent.post<Appointment>(`/api/appointments/${today.id}/no-show`, {});
    expect(missed.status).toBe(200);
    expect(missed.body).toMatchObject({ status: 'cancelado', noShow: true, depositCents: 20_000 });
    expect((await gabi.agent.get<Appointment>(`/api/appointments/${today.id}`)).body).toMatchObject({
      status: 'cancelado',
      noShow: true,
      depositCents: 20_000,
    });
    // The agenda's list (read through its own select list) says so too.
    const listed = await gabi.agent.get<Appointment[]>('/api/appointments?from=2026-11-25&to=2026-11-25');
    expect(listed.body.find((a) => a.id === today.id)).toMatchObject({ noShow: true });

    const reopened = await gabi.agent.post<Appointment>(`/api/appointments/${today.id}/reopen`, {});
    expect(reopened.body).toMatchObject({ status: 'agendado', noShow: false });
    // A plain cancel is not a no-show.
    const cancelled = await gabi.agent.post<Appointment>(`/api/appointments/${today.id}/cancel`);
    expect(cancelled.body).toMatchObject({ status: 'cancelado', noShow: false, depositCents: 20_000 });
  });
});
