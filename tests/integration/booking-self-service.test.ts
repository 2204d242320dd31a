import ical, { type VEvent } from 'node-ical';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseExpiredHolds } from '../../src/server/domain/booking/release-expired-holds';
import type { PublicBookingPage } from '../../src/shared/schemas/booking';
import type { PublicRequestStatus } from '../../src/shared/schemas/booking-request';
import { Agent } from '../helpers/agent';
import { signedInUser } from '../helpers/factories';
import { imageOf } from '../helpers/images';
import { multipart } from '../helpers/multipart';
import { startTestServer, TEST_ORIGIN, type TestServer } from '../helpers/test-server';
import { readZip } from '../helpers/unzip';

// Issue 28: the cancellation policy the client accepts, what their own link lets them do with
// their session (calendar, move, cancel), 'Já paguei' without a bank, and the waitlist.
// Wednesday 25 November 2026, 10:00 in São Paulo.
let now = new Date('2026-11-25T10:00:00-03:00');
let server: TestServer;
type User = Awaited<ReturnType<typeof signedInUser>>;
let carol: User;
let davi: User;

const workday = [
  { start: '10:00', end: '13:00' },
  { start: '14:00', end: '19:00' },
];
const policy = { refundUntilHours: 48, rescheduleUntilHours: 24, maxReschedules: 1 };
const settings = (slug: string, over: object = {}) => ({
  enabled: true,
  slug,
  bio: '',
  weekly: [[], [], workday, workday, workday, workday, [{ start: '10:00', end: '16:00' }]],
  sessionLengths: [120, 240],
  minNoticeHours: 0,
  horizonDays: 14,
  daysOff: [],
  pixKeyType: 'email',
  pixKey: 'carol@exemplo.com.br',
  pixName: 'Carol Traço Fino',
  pixCity: 'São Paulo',
  holdHours: 24,
  policy,
  ...over,
});

beforeAll(async () => {
  server = await startTestServer({ clock: () => now, rateLimitScale: 50 });
  carol = await signedInUser(server.app, server.db, { name: 'Carol Traço Fino' });
  davi = await signedInUser(server.app, server.db, { name: 'Davi Rocha' });
  expect((await carol.agent.put('/api/booking/settings', settings('carol-traco'))).status).toBe(200);
  expect(
    (await davi.agent.put('/api/booking/settings', settings('davi-rocha', { policy: null }))).status,
  ).toBe(200);
  const templates = (await carol.agent.get<{ templates: object }>('/api/message-templates')).body;
  await carol.agent.put('/api/message-templates', { ...templates, address: 'Rua Augusta, 1500 — São Paulo' });
});
afterAll(() => server?.close());

let ips = 0;
const nextIp = () => `10.28.${Math.floor(++ips / 200)}.${ips % 200}`;
const client = () => new Agent(server.app, nextIp());

let phones = 0;
const form = (over: object = {}) => ({
  name: 'Júlia Prado',
  phone: `(11) 9${String(2000_0000 + ++phones).slice(0, 8)}`,
  instagram: '',
  idea: 'Um ramo de lavanda em traço fino',
  placement: 'Antebraço',
  size: '12 cm',
  length: 120,
  slots: [{ day: '2026-11-28', time: '10:00' }],
  consent: true,
  policyVersion: 1,
  ...over,
});

async function send(slug: string, data: unknown, files: { bytes: Buffer }[] = [], url = 'requests') {
  const { payload, contentType } = multipart(data, files);
  const res = await server.app.inject({
    method: 'POST',
    url: `/api/public/booking/${slug}/${url}`,
    remoteAddress: nextIp(),
    headers: { 'content-type': contentType, origin: TEST_ORIGIN },
    payload,
  });
  return { status: res.statusCode, body: res.json() as { token: string; message: string; fields?: object } };
}

const link = (token: string, rest = '', slug = 'carol-traco') =>
  `/api/public/booking/${slug}/requests/${token}${rest}`;
const statusOf = async (token: string, slug = 'carol-traco') =>
  (await client().get<PublicRequestStatus>(link(token, '', slug))).body;

/** Carol accepts the request as asked, with a deposit, and (optionally) marks it received. */
async function booked(over: object = {}, deposit = { cents: 10_000, paid: true }, slug = 'carol-traco') {
  const artist = slug === 'carol-traco' ? carol : davi;
  const data = form(over) as ReturnType<typeof form>;
  const sent = await send(slug, data);
  expect(sent.status).toBe(201);
  const [row] = (
    await server.db.execute<{ id: string }>(
      `SELECT id FROM booking_requests ORDER BY created_at DESC, id LIMIT 1` as never,
    )
  ).rows;
  const slot = data.slots[0]!;
  const accepted = await artist.agent.post<{ appointmentId: string }>(
    `/api/booking/requests/${row!.id}/accept`,
    {
      date: slot.day,
      time: slot.time,
      durationMinutes: 120,
      title: 'Lavanda',
      valueCents: 60_000,
      depositCents: deposit.cents,
      holdHours: 24,
    },
  );
  expect(accepted.status).toBe(200);
  const id = accepted.body.appointmentId;
  if (deposit.paid)
    expect(
      (await artist.agent.post(`/api/appointments/${id}/deposit`, { amountCents: deposit.cents })).status,
    ).toBe(200);
  return { token: sent.body.token, appointmentId: id, requestId: row!.id };
}

const noticesOf = async (user: User, type: string) =>
  (
    await server.db.execute<{ title: string; message: string }>(
      `SELECT title, message FROM notifications WHERE user_id = '${user.id}' AND type = '${type}' ORDER BY created_at, id` as never,
    )
  ).rows;

describe('the cancellation policy', () => {
  it('is versioned on every change, shown on the page, and accepted with the request', async () => {
    const page = (await client().get<PublicBookingPage>('/api/public/booking/carol-traco')).body;
    expect(page.policy).toEqual({ version: 1, ...policy });
    // Saved again unchanged: still version 1.
    await carol.agent.put('/api/booking/settings', settings('carol-traco'));
    expect(
      (await client().get<PublicBookingPage>('/api/public/booking/carol-traco')).body.policy?.version,
    ).toBe(1);

    const none = await send('carol-traco', form({ policyVersion: null }));
    expect(none.status).toBe(400);
    expect(none.body.fields).toEqual({ policy: 'Para enviar, aceite a política de cancelamento' });

    await carol.agent.put(
      '/api/booking/settings',
      settings('carol-traco', { policy: { ...policy, maxReschedules: 2 } }),
    );
    const changed = (await client().get<PublicBookingPage>('/api/public/booking/carol-traco')).body.policy;
    expect(changed).toEqual({ version: 2, ...policy, maxReschedules: 2 });
    const stale = await send('carol-traco', form({ policyVersion: 1 }));
    expect(stale.body.fields).toEqual({
      policy: 'A política de cancelamento mudou. Leia de novo e aceite para enviar.',
    });
    const ok = await send('carol-traco', form({ policyVersion: 2 }));
    expect(ok.status).toBe(201);
    expect((await statusOf(ok.body.token)).policy).toEqual({ version: 2, ...policy, maxReschedules: 2 });

    // Back to the first terms: a third version — what version 2's clients accepted stays theirs.
    await carol.agent.put('/api/booking/settings', settings('carol-traco'));
    expect(
      (await client().get<PublicBookingPage>('/api/public/booking/carol-traco')).body.policy?.version,
    ).toBe(3);
    expect((await statusOf(ok.body.token)).policy?.maxReschedules).toBe(2);
    expect((await carol.agent.get<{ policy: unknown }>('/api/booking/settings')).body.policy).toEqual(policy);
  });

  it('a page without a policy takes requests as before, and its link offers no move or cancel', async () => {
    expect((await client().get<PublicBookingPage>('/api/public/booking/davi-rocha')).body.policy).toBeNull();
    const { token } = await booked(
      { policyVersion: null, slots: [{ day: '2026-11-28', time: '14:00' }] },
      undefined,
      'davi-rocha',
    );
    const status = await statusOf(token, 'davi-rocha');
    expect(status.actions).toMatchObject({ calendar: true, cancel: false, reschedulesLeft: 0 });
    expect((await client().post(link(token, '/cancel', 'davi-rocha'), {})).status).toBe(409);
    expect(
      (await client().post(link(token, '/reschedule', 'davi-rocha'), { day: '2026-12-01', time: '10:00' }))
        .status,
    ).toBe(409);
  });
});

describe("the client's own link", () => {
  it('adds the session to a calendar, with the studio address and nothing else', async () => {
    const { token } = await booked({ policyVersion: 3, slots: [{ day: '2026-11-26', time: '14:00' }] });
    const res = await client().get(link(token, '/calendar.ics'));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    const events = Object.values(ical.sync.parseICS(res.raw.toString('utf8'))).filter(
      (c): c is VEvent => c?.type === 'VEVENT',
    );
    expect(events).toHaveLength(1);
    expect(events[0]!.start.toISOString()).toBe('2026-11-26T17:00:00.000Z');
    expect(events[0]!.end?.toISOString()).toBe('2026-11-26T19:00:00.000Z');
    expect(events[0]!.summary).toBe('Tatuagem com Carol Traço Fino');
    expect(events[0]!.location).toBe('Rua Augusta, 1500 — São Paulo');
    expect(res.raw.toString('utf8')).not.toMatch(/lavanda|Júlia|60000|600,00/i);
    expect((await client().get(link('x'.repeat(43), '/calendar.ics'))).status).toBe(404);
    expect((await client().get(link(token, '/calendar.ics', 'davi-rocha'))).status).toBe(404);
  });

  it('moves the session within the policy: to a free slot, once, and the artist hears of it', async () => {
    const { token, appointmentId } = await booked({
      policyVersion: 3,
      slots: [{ day: '2026-12-02', time: '10:00' }],
    });
    const before = await statusOf(token);
    expect(before.actions).toMatchObject({
      calendar: true,
      reschedulesLeft: 1,
      cancel: true,
      refundOnCancel: true,
    });
    expect(before.actions.rescheduleUntil).toBe('2026-12-01T10:00:00-03:00');

    const slots = (await client().get<{ slots: { day: string; time: string }[] }>(link(token, '/slots'))).body
      .slots;
    expect(slots).toContainEqual({ day: '2026-12-02', time: '14:00' });
    // Its own time is not in its way: an hour later overlaps only itself.
    expect(slots).toContainEqual({ day: '2026-12-02', time: '11:00' });
    // Someone else's session is.
    expect(slots).not.toContainEqual({ day: '2026-11-26', time: '14:00' });

    const taken = await client().post<{ fields: object }>(link(token, '/reschedule'), {
      day: '2026-11-26',
      time: '14:00',
    });
    expect(taken.status).toBe(400);
    expect(taken.body.fields).toEqual({
      slot: 'Um dos horários escolhidos não está mais livre. Escolha outro.',
    });

    expect(
      (await client().post(link(token, '/reschedule'), { day: '2026-12-02', time: '14:00' })).status,
    ).toBe(204);
    const after = await statusOf(token);
    expect(after.start).toBe('2026-12-02T14:00:00-03:00');
    expect(after.depositPaidCents).toBe(10_000);
    expect(after.actions.reschedulesLeft).toBe(0);
    const session = (
      await carol.agent.get<{ startTime: string; depositCents: number }>(`/api/appointments/${appointmentId}`)
    ).body;
    expect(session).toMatchObject({ startTime: '2026-12-02T14:00:00-03:00', depositCents: 10_000 });
    expect((await noticesOf(carol, 'client_change')).at(-1)).toEqual({
      title: 'Sessão remarcada pelo cliente',
      message: 'Júlia Prado remarcou a sessão de 02/12/2026 às 10:00 para 02/12/2026 às 14:00 pelo link.',
    });

    const again = await client().post<{ message: string }>(link(token, '/reschedule'), {
      day: '2026-12-03',
      time: '10:00',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'O prazo para remarcar pelo link já passou ou o limite de remarcações foi atingido.',
    );
    expect((await client().get<{ slots: unknown[] }>(link(token, '/slots'))).body.slots).toEqual([]);
  });

  it('cancels before the refund deadline: the deposit is owed back, as a task for the artist', async () => {
    const { token, appointmentId } = await booked({
      policyVersion: 3,
      slots: [{ day: '2026-12-03', time: '10:00' }],
    });
    expect((await client().post(link(token, '/cancel'), {})).status).toBe(204);
    const status = await statusOf(token);
    expect(status).toMatchObject({ state: 'cancelado', clientCancel: { refund: true } });
    expect(status.actions.cancel).toBe(false);
    const session = (await carol.agent.get<{ status: string }>(`/api/appointments/${appointmentId}`)).body;
    expect(session.status).toBe('cancelado');
    const tasks = (
      await server.db.execute<{ title: string; priority: string }>(
        `SELECT title, priority FROM tasks WHERE appointment_id = '${appointmentId}'` as never,
      )
    ).rows;
    expect(tasks).toEqual([{ title: 'Devolver sinal de R$ 100,00 para Júlia Prado', priority: 'alta' }]);
    expect((await noticesOf(carol, 'client_change')).at(-1)?.message).toBe(
      'Júlia Prado cancelou a sessão de 03/12/2026 às 10:00 pelo link. Pela política, devolva o sinal de R$ 100,00: ficou uma tarefa para você.',
    );
    // Once.
    expect((await client().post(link(token, '/cancel'), {})).status).toBe(409);
  });

  it('cancels after the refund deadline: the deposit stays with the artist, no task', async () => {
    const { token, appointmentId } = await booked({
      policyVersion: 3,
      slots: [{ day: '2026-11-26', time: '10:00' }],
    });
    const status = await statusOf(token);
    expect(status.actions).toMatchObject({ cancel: true, refundOnCancel: false });
    expect((await client().post(link(token, '/cancel'), {})).status).toBe(204);
    expect((await statusOf(token)).clientCancel).toEqual({ refund: false });
    const tasks = await server.db.execute(
      `SELECT 1 FROM tasks WHERE appointment_id = '${appointmentId}'` as never,
    );
    expect(tasks.rows).toHaveLength(0);
    expect((await noticesOf(carol, 'client_change')).at(-1)?.message).toBe(
      'Júlia Prado cancelou a sessão de 26/11/2026 às 10:00 pelo link. O sinal de R$ 100,00 fica com você (cancelou depois do prazo da política).',
    );
  });
});

describe('the policy holds through moves', () => {
  it('a move does not reopen the refund: past its deadline, moving away and cancelling keeps the deposit', async () => {
    // Thursday 16:00, 30 h ahead: past the 48 h refund deadline, within the 24 h move deadline.
    const { token } = await booked({ policyVersion: 3, slots: [{ day: '2026-11-26', time: '16:00' }] });
    expect((await statusOf(token)).actions).toMatchObject({
      refundOnCancel: false,
      refundUntil: '2026-11-24T16:00:00-03:00',
      reschedulesLeft: 1,
    });
    expect(
      (await client().post(link(token, '/reschedule'), { day: '2026-12-09', time: '10:00' })).status,
    ).toBe(204);
    const moved = await statusOf(token);
    expect(moved.start).toBe('2026-12-09T10:00:00-03:00');
    expect(moved.actions).toMatchObject({ refundOnCancel: false, refundUntil: '2026-11-24T16:00:00-03:00' });

    // The client was shown a refund (an old page): refused, nothing changes.
    const stale = await client().post<{ message: string }>(link(token, '/cancel'), { expectRefund: true });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      'O prazo para devolução do sinal mudou enquanto você confirmava. Confira de novo antes de cancelar.',
    );
    expect((await statusOf(token)).state).toBe('confirmado');
    expect((await client().post(link(token, '/cancel'), { expectRefund: false })).status).toBe(204);
    expect((await statusOf(token)).clientCancel).toEqual({ refund: false });
  });

  it('a hold cancelled before any deposit says nothing about one; the artist reopening it clears the cancel', async () => {
    const { token, appointmentId } = await booked(
      { policyVersion: 3, slots: [{ day: '2026-12-08', time: '10:00' }] },
      { cents: 10_000, paid: false },
    );
    expect((await client().post(link(token, '/cancel'), {})).status).toBe(204);
    expect((await statusOf(token)).clientCancel).toEqual({ refund: null });
    const tasks = await server.db.execute(
      `SELECT 1 FROM tasks WHERE appointment_id = '${appointmentId}'` as never,
    );
    expect(tasks.rows).toHaveLength(0);
    expect((await noticesOf(carol, 'client_change')).at(-1)?.message).toBe(
      'Júlia Prado cancelou a sessão de 08/12/2026 às 10:00 pelo link.',
    );
    expect((await carol.agent.post(`/api/appointments/${appointmentId}/reopen`)).status).toBe(200);
    expect(await statusOf(token)).toMatchObject({ state: 'aguardando_sinal', clientCancel: null });
  });
});

describe('two clients moving to one free time at once', () => {
  it('leave one session there and one refusal', async () => {
    const a = await booked({
      policyVersion: 3,
      name: 'Eva Nunes',
      slots: [{ day: '2026-12-05', time: '10:00' }],
    });
    const b = await booked({
      policyVersion: 3,
      name: 'Gil Rocha',
      slots: [{ day: '2026-12-05', time: '14:00' }],
    });
    const target = { day: '2026-12-08', time: '16:00' };
    const answers = await Promise.all([
      client().post<{ fields?: object }>(link(a.token, '/reschedule'), target),
      client().post<{ fields?: object }>(link(b.token, '/reschedule'), target),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([204, 400]);
    expect(answers.find((r) => r.status === 400)!.body.fields).toEqual({
      slot: 'Um dos horários escolhidos não está mais livre. Escolha outro.',
    });
    const there = await server.db.execute(
      `SELECT 1 FROM appointments WHERE user_id = '${carol.id}' AND start_time = '2026-12-08T19:00:00Z' AND status = 'agendado'` as never,
    );
    expect(there.rows).toHaveLength(1);
  });
});

describe('the waitlist', () => {
  it('offers a freed slot to the waitlisted clients it suits; the first to confirm gets it', async () => {
    const wait = { from: '2026-12-04', to: '2026-12-05', periods: ['manha'] };
    const { slots: _, ...noSlots } = form({ policyVersion: 3 });
    const ana = await send('carol-traco', { ...noSlots, name: 'Ana Lima', wait });
    const bia = await send('carol-traco', { ...noSlots, name: 'Bia Souza', phone: '(11) 98888-7777', wait });
    const evening = await send('carol-traco', {
      ...noSlots,
      name: 'Caio Reis',
      phone: '(11) 97777-6666',
      wait: { ...wait, periods: ['noite'] },
    });
    expect([ana.status, bia.status, evening.status]).toEqual([201, 201, 201]);
    expect(await statusOf(ana.body.token)).toMatchObject({ state: 'espera', wait, offers: [] });
    expect((await noticesOf(carol, 'booking_request')).at(-1)).toEqual({
      title: 'Novo cliente na lista de espera',
      message: 'Caio Reis entrou na lista de espera: 04/12/2026 a 05/12/2026, noite (2h).',
    });
    const outside = await send('carol-traco', {
      ...noSlots,
      wait: { from: '2026-11-20', to: '2026-11-30', periods: ['tarde'] },
    });
    expect(outside.body.fields).toEqual({ wait: 'Escolha datas entre hoje e o fim da agenda aberta' });
    const noPeriod = await send('carol-traco', { ...noSlots, wait: { ...wait, periods: [] } });
    expect(noPeriod.body.fields).toEqual({ 'wait.periods': 'Escolha ao menos um período do dia' });

    // A session on 04/12 at 10:00 is cancelled by its client: the morning's waitlist is offered it.
    const freed = await booked({
      policyVersion: 3,
      name: 'Duda Alves',
      slots: [{ day: '2026-12-04', time: '10:00' }],
    });
    expect((await client().post(link(freed.token, '/cancel'), {})).status).toBe(204);
    const offers = (await statusOf(ana.body.token)).offers;
    expect(offers).toEqual([{ id: expect.any(String), start: '2026-12-04T10:00:00-03:00' }]);
    expect((await statusOf(bia.body.token)).offers).toEqual(offers);
    expect((await statusOf(evening.body.token)).offers).toEqual([]);
    expect((await noticesOf(carol, 'slot_freed')).at(-1)?.message).toBe(
      '04/12/2026 às 10:00 ficou livre e 2 clientes da lista de espera podem querer. Eles já veem o horário no link; o primeiro a confirmar fica com ele.',
    );

    // Both confirm at once: one session, one refusal; the other stays on the list.
    const offer = offers[0]!.id;
    const answers = await Promise.all([
      client().post<{ message: string }>(link(ana.body.token, `/offers/${offer}`), {}),
      client().post<{ message: string }>(link(bia.body.token, `/offers/${offer}`), {}),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([204, 409]);
    expect(answers.find((a) => a.status === 409)!.body.message).toBe(
      'Este horário já foi preenchido. Você continua na lista de espera.',
    );
    const [winner, loser] = answers[0]!.status === 204 ? [ana, bia] : [bia, ana];
    expect(await statusOf(winner.body.token)).toMatchObject({
      state: 'aguardando_sinal',
      start: '2026-12-04T10:00:00-03:00',
      depositDueCents: 10_000,
    });
    expect(await statusOf(loser.body.token)).toMatchObject({ state: 'espera', offers: [] });
    const sessions = await server.db.execute(
      `SELECT 1 FROM appointments WHERE user_id = '${carol.id}' AND start_time = '2026-12-04T13:00:00Z' AND status = 'agendado'` as never,
    );
    expect(sessions.rows).toHaveLength(1);
    expect((await client().post(link(loser.body.token, `/offers/${offer}`), {})).status).toBe(409);

    // 'Já paguei' (no bank connected): the artist is told, the receipt kept; nothing is booked.
    const png = await imageOf('png');
    const { payload, contentType } = multipart({}, [{ bytes: png }]);
    const paid = await server.app.inject({
      method: 'POST',
      url: link(winner.body.token, '/paid'),
      remoteAddress: nextIp(),
      headers: { 'content-type': contentType, origin: TEST_ORIGIN },
      payload,
    });
    expect(paid.statusCode).toBe(204);
    const claimed = await statusOf(winner.body.token);
    expect(claimed).toMatchObject({ state: 'aguardando_sinal', depositPaidCents: 0 });
    expect(claimed.depositClaimedAt).toBe('2026-11-25T10:00:00-03:00');
    expect((await noticesOf(carol, 'client_change')).at(-1)?.title).toBe('Cliente avisou que pagou o sinal');
    const receipts = await server.db.execute<{ mime: string }>('SELECT mime FROM deposit_receipts' as never);
    expect(receipts.rows).toEqual([{ mime: 'image/jpeg' }]);
    // The receipt is the client's data: in their LGPD export, as the file the artist sees.
    const [person] = (
      await server.db.execute<{ id: string }>(
        `SELECT client_id AS id FROM appointments WHERE user_id = '${carol.id}' AND start_time = '2026-12-04T13:00:00Z' AND status = 'agendado'` as never,
      )
    ).rows;
    const zip = readZip((await carol.agent.get(`/api/clients/${person!.id}/export.zip`)).raw);
    const data = JSON.parse(zip.get('dados.json')!.toString('utf8'));
    const exported = data.bookingRequests.find((r: { depositReceipt: unknown }) => r.depositReceipt);
    expect(exported).toMatchObject({
      status: 'aceito',
      depositClaimedAt: '2026-11-25T10:00:00-03:00',
      waitlist: { from: '2026-12-04', to: '2026-12-05', periods: ['manha'] },
      depositReceipt: { file: 'comprovantes/pedido-1.jpg', mime: 'image/jpeg' },
    });
    expect((await sharp(zip.get('comprovantes/pedido-1.jpg')!).metadata()).format).toBe('jpeg');
    // Not due (the loser has no session): refused.
    const refused = await server.app.inject({
      method: 'POST',
      url: link(loser.body.token, '/paid'),
      remoteAddress: nextIp(),
      headers: { 'content-type': contentType, origin: TEST_ORIGIN },
      payload,
    });
    expect(refused.statusCode).toBe(409);
  });

  it('a hold released for want of its deposit is offered to the waitlist too', async () => {
    const { slots: _, ...noSlots } = form({ policyVersion: 3 });
    const waiting = await send('carol-traco', {
      ...noSlots,
      name: 'Hana Kato',
      wait: { from: '2026-12-09', to: '2026-12-09', periods: ['tarde'] },
    });
    const hold = await booked(
      { policyVersion: 3, name: 'Ivo Dias', slots: [{ day: '2026-12-09', time: '15:00' }] },
      { cents: 5_000, paid: false },
    );
    const started = now;
    now = new Date(started.getTime() + 25 * 3_600_000);
    try {
      await releaseExpiredHolds(server.db, () => now);
      expect((await statusOf(hold.token)).state).toBe('expirado');
      expect((await statusOf(waiting.body.token)).offers).toEqual([
        { id: expect.any(String), start: '2026-12-09T15:00:00-03:00' },
      ]);
    } finally {
      now = started;
    }
  });

  it('is offered once per time, only to clients it fits, never to Spam', async () => {
    const { slots: _, ...noSlots } = form({ policyVersion: 3 });
    // A Monday: the page is closed, but the artist booked a session by hand — its time is offered too.
    const wait = { from: '2026-12-07', to: '2026-12-07', periods: ['manha'] };
    const lia = await send('carol-traco', { ...noSlots, name: 'Lia Melo', wait });
    const long = await send('carol-traco', { ...noSlots, name: 'Rui Lopes', length: 240, wait });
    const sam = await send('carol-traco', { ...noSlots, name: 'Sam Flood', wait });
    await server.db.execute(
      `UPDATE booking_requests SET spam = true WHERE client_name = 'Sam Flood'` as never,
    );
    const made = await carol.agent.post<{ id: string }>('/api/appointments', {
      clientName: 'Tom Reis',
      title: 'Rosa',
      date: '2026-12-07',
      time: '10:00',
      agreedValueCents: 0,
      durationMinutes: 120,
    });
    expect(made.status).toBe(201);
    const id = made.body.id;
    // Cancelled, reopened, cancelled again: one offer, one notice.
    expect((await carol.agent.post(`/api/appointments/${id}/cancel`)).status).toBe(200);
    expect((await carol.agent.post(`/api/appointments/${id}/reopen`)).status).toBe(200);
    expect((await statusOf(lia.body.token)).offers).toEqual([]);
    expect((await carol.agent.post(`/api/appointments/${id}/cancel`)).status).toBe(200);
    expect((await statusOf(lia.body.token)).offers).toEqual([
      { id: expect.any(String), start: '2026-12-07T10:00:00-03:00' },
    ]);
    // A 4 h session does not fit in the 2 h freed; Spam is never offered anything.
    expect((await statusOf(long.body.token)).offers).toEqual([]);
    expect((await statusOf(sam.body.token)).offers).toEqual([]);
    const notices = (await noticesOf(carol, 'slot_freed')).filter((n) =>
      n.message.startsWith('07/12/2026 às 10:00'),
    );
    expect(notices).toEqual([
      {
        title: 'Horário liberado',
        message:
          '07/12/2026 às 10:00 ficou livre e 1 cliente da lista de espera pode querer. Eles já veem o horário no link; o primeiro a confirmar fica com ele.',
      },
    ]);
    const offer = (await statusOf(lia.body.token)).offers[0]!.id;
    expect((await client().post(link(sam.body.token, `/offers/${offer}`), {})).status).toBe(409);
    expect((await client().post(link(long.body.token, `/offers/${offer}`), {})).status).toBe(409);
  });
});
