import { randomBytes } from 'node:crypto';
import { hasError, isStaticPix, parsePix } from 'pix-utils';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireStaleRequests } from '../../src/server/domain/booking/expire-stale-requests';
import { releaseExpiredHolds } from '../../src/server/domain/booking/release-expired-holds';
import { deliverDueNotifications } from '../../src/server/jobs/deliver-notifications';
import type { PublicSlots } from '../../src/shared/schemas/booking';
import type { PublicRequestStatus, RequestList } from '../../src/shared/schemas/booking-request';
import { Agent } from '../helpers/agent';
import { signedInUser } from '../helpers/factories';
import { imageOf } from '../helpers/images';
import { type FileSpec, multipart } from '../helpers/multipart';
import { browserKeys, decryptPush, loopbackPushPolicy, startPushService } from '../helpers/push-service';
import { startTestServer, TEST_ORIGIN, type TestServer } from '../helpers/test-server';

// Wednesday 25 November 2026, 23:30 in São Paulo — already Thursday in UTC and Tokyo.
const now = new Date('2026-11-25T23:30:00-03:00');
let server: TestServer;
type User = Awaited<ReturnType<typeof signedInUser>>;
let carol: User;
let davi: User;

const workday = [
  { start: '10:00', end: '13:00' },
  { start: '14:00', end: '19:00' },
];
const settings = (slug: string, over: object = {}) => ({
  enabled: true,
  slug,
  bio: '',
  weekly: [[], [], workday, workday, workday, workday, [{ start: '10:00', end: '16:00' }]],
  sessionLengths: [120, 240],
  minNoticeHours: 0,
  horizonDays: 10,
  daysOff: ['2026-11-27'],
  pixKeyType: 'email',
  pixKey: 'carol@exemplo.com.br',
  pixName: 'Carol Traço Fino',
  pixCity: 'São Paulo',
  holdHours: 24,
  ...over,
});

beforeAll(async () => {
  server = await startTestServer({
    clock: () => now,
    rateLimitScale: 1,
    pushEndpointPolicy: loopbackPushPolicy,
  });
  carol = await signedInUser(server.app, server.db, { name: 'Carol Traço Fino' });
  davi = await signedInUser(server.app, server.db, { name: 'Davi Rocha' });
  expect((await carol.agent.put('/api/booking/settings', settings('carol-traco'))).status).toBe(200);
  expect(
    (await davi.agent.put('/api/booking/settings', settings('davi-rocha', { pixKeyType: null, pixKey: '' })))
      .status,
  ).toBe(200);
});
afterAll(() => server?.close());

// Real images: the server reads and redraws the bytes, whatever the name or the browser's type say.
const PNG = await imageOf('png');
const JPEG = await imageOf('jpeg');
const WEBP = await imageOf('webp');

let ips = 0;
const nextIp = () => `10.9.${Math.floor(++ips / 200)}.${ips % 200}`;

async function send(slug: string, data: unknown, files: FileSpec[] = [], ip = nextIp()) {
  const { payload, contentType } = multipart(data, files);
  const res = await server.app.inject({
    method: 'POST',
    url: `/api/public/booking/${slug}/requests`,
    remoteAddress: ip,
    headers: { 'content-type': contentType, origin: TEST_ORIGIN },
    payload,
  });
  return {
    status: res.statusCode,
    body: res.json() as { token: string; message: string; fields?: Record<string, string> },
  };
}

let phones = 0;
const form = (over: object = {}) => ({
  name: 'Júlia Prado',
  phone: `(11) 9${String(1000_0000 + ++phones).slice(0, 8)}`,
  instagram: '@julia.prado',
  idea: 'Um ramo de lavanda em traço fino',
  placement: 'Antebraço',
  size: '12 cm',
  length: 120,
  slots: [{ day: '2026-11-26', time: '10:00' }],
  consent: true,
  ...over,
});

const publicGet = <T>(url: string) => new Agent(server.app, nextIp()).get<T>(url);
const counts = async () => {
  const r = await server.db.execute<{ requests: number; images: number }>(
    `SELECT (SELECT count(*) FROM booking_requests)::int AS requests, (SELECT count(*) FROM booking_request_images)::int AS images` as never,
  );
  return r.rows[0]!;
};
const inbox = async (user: User, box = 'novos') =>
  (await user.agent.get<RequestList>(`/api/booking/requests?box=${box}`)).body;

const statusOf = async (token: string) =>
  (await publicGet<PublicRequestStatus>(`/api/public/booking/carol-traco/requests/${token}`)).body;

function decodePix(code: string) {
  const parsed = parsePix(code);
  if (hasError(parsed)) throw new Error(`pix-utils refused the code: ${parsed.message}`);
  if (!isStaticPix(parsed)) throw new Error('not a static Pix code');
  return parsed;
}

describe('a client asks for a session', () => {
  it('is stored with its images, reaches only that artist (inbox, bell) and has a status page', async () => {
    const sent = await send('carol-traco', form(), [
      { bytes: PNG },
      { bytes: JPEG, name: 'b.jpg', type: 'image/jpeg' },
    ]);
    expect(sent.status).toBe(201);
    expect(sent.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const list = await inbox(carol);
    expect(list.openCount).toBe(1);
    const [request] = list.items;
    expect(request).toMatchObject({
      status: 'pendente',
      clientName: 'Júlia Prado',
      instagram: 'julia.prado',
      placement: 'Antebraço',
      size: '12 cm',
      lengthMinutes: 120,
      preferredStarts: ['2026-11-26T10:00:00-03:00'],
      statusUrl: `/agendar/carol-traco/pedido/${sent.body.token}`,
    });
    expect(request!.phone).toMatch(/^\(11\) 9\d{4}-\d{4}$/);
    expect(request!.imageIds).toHaveLength(2);

    // The images: redrawn as JPEG on upload, never sniffed again, and for Carol only.
    const img = await server.app.inject({
      url: `/api/booking/requests/${request!.id}/images/${request!.imageIds[1]}`,
      headers: { cookie: carol.agent.cookieHeader() },
    });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/jpeg');
    expect(img.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(img.rawPayload).metadata()).format).toBe('jpeg');
    for (const url of [
      `/api/booking/requests/${request!.id}/images/${request!.imageIds[1]}`,
      `/api/booking/requests/${request!.id}/pix`,
    ])
      expect((await davi.agent.get(url)).status).toBe(404);
    expect(
      (await new Agent(server.app).get(`/api/booking/requests/${request!.id}/images/${request!.imageIds[0]}`))
        .status,
    ).toBe(401);
    expect((await inbox(davi)).items).toHaveLength(0);
    expect((await davi.agent.post(`/api/booking/requests/${request!.id}/decline`, {})).status).toBe(404);

    // The bell: one notification with name and time, nothing of what was written.
    const notes = await server.db.execute<{ title: string; message: string; type: string }>(
      `SELECT title, message, type FROM notifications WHERE related_id = '${request!.id}'` as never,
    );
    expect(notes.rows).toEqual([
      {
        type: 'booking_request',
        title: 'Novo pedido de agendamento',
        message: 'Júlia Prado pediu 26/11/2026 às 10:00 (2h).',
      },
    ]);

    // The status page: under Carol's address only.
    const status = await publicGet<PublicRequestStatus>(
      `/api/public/booking/carol-traco/requests/${sent.body.token}`,
    );
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ state: 'pendente', artistName: 'Carol Traço Fino', pix: null });
    expect((await publicGet(`/api/public/booking/davi-rocha/requests/${sent.body.token}`)).status).toBe(404);
    expect((await publicGet(`/api/public/booking/carol-traco/requests/${'x'.repeat(43)}`)).status).toBe(404);
    expect((await publicGet('/api/public/booking/carol-traco/requests/abc')).status).toBe(404);
    // Asked is not held: the hour is still offered.
    const slots = await publicGet<PublicSlots>('/api/public/booking/carol-traco/slots?length=120');
    expect(slots.body.slots).toContainEqual({ day: '2026-11-26', time: '10:00' });
  });

  it('refuses bad input with its pt-BR message and stores nothing', async () => {
    const before = await counts();
    const cases: [object, FileSpec[], string, string][] = [
      [form({ name: '' }), [], 'name', 'Informe seu nome'],
      [form({ phone: '9123-4567' }), [], 'phone', 'Informe um WhatsApp com DDD (ex.: 11 91234-5678)'],
      [form({ idea: '' }), [], 'idea', 'Conte sua ideia para a tatuagem'],
      [form({ consent: false }), [], 'consent', 'Para enviar, autorize o contato pelo WhatsApp'],
      [form({ slots: [] }), [], 'slots', 'Escolha ao menos um horário'],
      // Friday is a day off; Thursday 13:00 is the lunch break; a past hour is gone.
      [
        form({ slots: [{ day: '2026-11-27', time: '10:00' }] }),
        [],
        'slots',
        'Um dos horários escolhidos não está mais livre. Escolha outro.',
      ],
      [
        form({ slots: [{ day: '2026-11-26', time: '13:00' }] }),
        [],
        'slots',
        'Um dos horários escolhidos não está mais livre. Escolha outro.',
      ],
      [
        form({ slots: [{ day: '2026-11-25', time: '18:00' }] }),
        [],
        'slots',
        'Um dos horários escolhidos não está mais livre. Escolha outro.',
      ],
      [form({ length: 90 }), [], 'length', 'Escolha ao menos uma duração de sessão'],
      [
        form(),
        [{ bytes: Buffer.from('<svg onload="alert(1)"></svg>'), type: 'image/png' }],
        'images',
        'Envie imagens JPEG, PNG ou WebP',
      ],
      [
        form(),
        [{ bytes: Buffer.from('GIF89a....'), name: 'a.gif', type: 'image/gif' }],
        'images',
        'Envie imagens JPEG, PNG ou WebP',
      ],
      [
        form(),
        [{ bytes: PNG }, { bytes: PNG }, { bytes: JPEG }, { bytes: WEBP }],
        'images',
        'Envie no máximo 3 imagens',
      ],
      [
        form(),
        [{ bytes: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) }],
        'images',
        'Cada imagem pode ter no máximo 5 MB',
      ],
    ];
    for (const [data, files, field, message] of cases) {
      const res = await send('carol-traco', data, files);
      expect(res.status, `${field}: ${message}`).toBe(400);
      expect(res.body.fields?.[field]).toBe(message);
    }
    // Not multipart, broken JSON, another page's address, a page switched off.
    const json = await new Agent(server.app, nextIp()).post(
      '/api/public/booking/carol-traco/requests',
      form(),
    );
    expect(json.status).toBe(400);
    const broken = await server.app.inject({
      method: 'POST',
      url: '/api/public/booking/carol-traco/requests',
      remoteAddress: nextIp(),
      headers: { 'content-type': 'multipart/form-data; boundary=x', origin: TEST_ORIGIN },
      payload: '--x\r\nContent-Disposition: form-data; name="data"\r\n\r\n{nope\r\n--x--\r\n',
    });
    expect(broken.statusCode).toBe(400);
    // A NUL in the text, a multipart body without its boundary: 400, never a 500.
    expect((await send('carol-traco', form({ idea: 'a\u0000b' }))).status).toBe(400);
    const noBoundary = await server.app.inject({
      method: 'POST',
      url: '/api/public/booking/carol-traco/requests',
      remoteAddress: nextIp(),
      headers: { 'content-type': 'multipart/form-data', origin: TEST_ORIGIN },
      payload: 'whatever',
    });
    expect(noBoundary.statusCode).toBe(400);
    expect((await send('ninguem-aqui', form())).status).toBe(404);
    await davi.agent.put(
      '/api/booking/settings',
      settings('davi-rocha', { enabled: false, pixKeyType: null, pixKey: '' }),
    );
    expect((await send('davi-rocha', form())).status).toBe(404);
    await davi.agent.put('/api/booking/settings', settings('davi-rocha', { pixKeyType: null, pixKey: '' }));
    // WebP is welcome.
    expect(before).toEqual(await counts());
    expect(
      (
        await send('carol-traco', form({ name: 'Webp Ok' }), [
          { bytes: WEBP, type: 'application/octet-stream' },
        ])
      ).status,
    ).toBe(201);
  });

  it('a bot filling the hidden field is told it worked and nothing is kept', async () => {
    const before = await counts();
    const res = await send('carol-traco', form({ website: 'http://spam.example' }), [{ bytes: PNG }]);
    expect(res.status).toBe(201);
    expect(await counts()).toEqual(before);
    expect((await publicGet(`/api/public/booking/carol-traco/requests/${res.body.token}`)).status).toBe(404);
  });

  it('is limited per phone (3 a day) and per address (10 an hour)', async () => {
    const phone = '(21) 99876-5432';
    const sender = '10.200.0.9';
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await send('carol-traco', form({ phone, name: `Spam ${i}` }), [], sender)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    // The same number written another way is the same number.
    expect((await send('carol-traco', form({ phone: '+55 21 998765432' }), [], sender)).status).toBe(429);
    // From another address the number proves nothing: kept, but filed in Spam (no bell).
    expect((await send('carol-traco', form({ phone, name: 'Spam de outro' }))).status).toBe(201);
    expect((await inbox(carol, 'spam')).items.map((r) => r.clientName)).toContain('Spam de outro');
    const ip = '10.200.0.1';
    const fromOne = [];
    for (let i = 0; i < 11; i++)
      fromOne.push((await send('carol-traco', form({ name: `Ip ${i}` }), [], ip)).status);
    expect(fromOne.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(fromOne[10]).toBe(429);
  });
});

describe('the artist answers', () => {
  const requestFor = async (over: object = {}) => {
    const sent = await send('carol-traco', form(over));
    expect(sent.status).toBe(201);
    const { items } = await inbox(carol);
    const row = items.find((r) => r.statusUrl.endsWith(sent.body.token))!;
    return { token: sent.body.token, id: row.id };
  };
  const accept = (id: string, over: object = {}) =>
    carol.agent.post<{ appointmentId: string }>(`/api/booking/requests/${id}/accept`, {
      date: '2026-11-28',
      time: '10:00',
      durationMinutes: 120,
      title: 'Lavanda no antebraço',
      valueCents: 80_000,
      depositCents: 20_000,
      holdHours: 24,
      ...over,
    });

  it('accepting makes the client and the session with a R$ 200,00 hold; the client pays by Pix; marked received it is confirmed', async () => {
    const { id, token } = await requestFor({
      name: 'Marina Sol',
      phone: '(11) 97777-1234',
      slots: [{ day: '2026-11-28', time: '10:00' }],
    });
    const accepted = await accept(id);
    expect(accepted.status).toBe(200);
    const appointment = (await carol.agent.get(`/api/appointments/${accepted.body.appointmentId}`)).body;
    expect(appointment).toMatchObject({
      clientName: 'Marina Sol',
      status: 'agendado',
      startTime: '2026-11-28T10:00:00-03:00',
      agreedValueCents: 80000,
      depositCents: 0,
      depositDueCents: 20000,
      depositDeadline: '2026-11-26T23:30:00-03:00',
    });
    const clients = (await carol.agent.get('/api/clients?q=marina')).body.items;
    expect(clients).toMatchObject([
      { name: 'Marina Sol', phone: '(11) 97777-1234', instagram: 'julia.prado' },
    ]);

    // The client's page: the QR and copia e cola for exactly what is due, to Carol's key.
    const status = await statusOf(token);
    expect(status).toMatchObject({
      state: 'aguardando_sinal',
      start: '2026-11-28T10:00:00-03:00',
      depositDueCents: 20000,
    });
    expect(status.pix!.qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const pix = decodePix(status.pix!.code);
    expect(pix).toMatchObject({
      pixKey: 'carol@exemplo.com.br',
      transactionAmount: 200,
      merchantName: 'Carol Traco Fino',
      merchantCity: 'Sao Paulo',
      txid: `TINTA${accepted.body.appointmentId.replace(/-/g, '').slice(0, 20)}`,
    });
    const artistPix = await carol.agent.get(`/api/booking/requests/${id}/pix`);
    expect(artistPix.body.code).toBe(status.pix!.code);
    // The slot is taken off the page once accepted.
    const slots = await publicGet<PublicSlots>('/api/public/booking/carol-traco/slots?length=120');
    expect(slots.body.slots).not.toContainEqual({ day: '2026-11-28', time: '10:00' });

    // 'Marcar sinal recebido' = a Pix deposit on the appointment, dated today.
    const paid = await carol.agent.post(`/api/appointments/${accepted.body.appointmentId}/deposit`, {
      amountCents: 20_000,
      method: 'pix',
    });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ depositCents: 20000, depositDueCents: 20000 });
    expect(await statusOf(token)).toMatchObject({ state: 'confirmado', pix: null, depositDueCents: 0 });
    expect((await carol.agent.get(`/api/booking/requests/${id}/pix`)).status).toBe(409);
    const dash = (await carol.agent.get('/api/dashboard')).body;
    expect(JSON.stringify(dash)).toContain('20000');
    expect((await inbox(carol, 'aceitos')).items.find((r) => r.id === id)!.deposit).toMatchObject({
      dueCents: 20000,
      paidCents: 20000,
    });
    // Answered once: a second answer is refused.
    expect((await carol.agent.post(`/api/booking/requests/${id}/decline`, {})).status).toBe(409);
  });

  it('two requests for one slot accepted at once: one session, the other is told the hour is taken', async () => {
    const a = await requestFor({ name: 'Rita A', slots: [{ day: '2026-12-01', time: '14:00' }] });
    const b = await requestFor({ name: 'Rita B', slots: [{ day: '2026-12-01', time: '14:00' }] });
    const at = { date: '2026-12-01', time: '14:00', depositCents: 0 };
    const [ra, rb] = await Promise.all([accept(a.id, at), accept(b.id, at)]);
    expect([ra.status, rb.status].sort()).toEqual([200, 409]);
    const refused = ra.status === 409 ? ra : rb;
    expect((refused.body as unknown as { message: string }).message).toBe(
      'Este horário já está reservado para outra sessão. Escolha outro.',
    );
    const sessions = await server.db.execute<{ n: number }>(
      `SELECT count(*)::int AS n FROM appointments WHERE start_time = '2026-12-01T14:00:00-03:00' AND status <> 'cancelado'` as never,
    );
    expect(sessions.rows[0]!.n).toBe(1);
    // The refused one is still open, and can be accepted at another hour.
    const loser = ra.status === 409 ? a : b;
    expect((await accept(loser.id, { ...at, time: '16:00' })).status).toBe(200);
  });

  it('propose another time and decline: the client sees the answer and the message', async () => {
    const p = await requestFor();
    expect(
      (
        await carol.agent.post(`/api/booking/requests/${p.id}/propose`, {
          date: '2026-12-02',
          time: '15:00',
          message: 'Pode ser nesse horário?',
        })
      ).status,
    ).toBe(204);
    expect(await statusOf(p.token)).toMatchObject({
      state: 'proposto',
      start: '2026-12-02T15:00:00-03:00',
      message: 'Pode ser nesse horário?',
    });
    // Accepting after a proposal is how the agreed time is booked.
    expect((await accept(p.id, { date: '2026-12-02', time: '15:00', depositCents: 0 })).status).toBe(200);
    expect((await statusOf(p.token)).state).toBe('confirmado');

    const d = await requestFor();
    expect(
      (await carol.agent.post(`/api/booking/requests/${d.id}/decline`, { message: 'Não faço esse estilo.' }))
        .status,
    ).toBe(204);
    expect(await statusOf(d.token)).toMatchObject({ state: 'recusado', message: 'Não faço esse estilo.' });
    expect((await inbox(carol, 'encerrados')).items.map((r) => r.id)).toContain(d.id);
    expect((await accept(d.id)).status).toBe(409);
  });

  it('refuses bad answers and a deposit without a Pix key, storing nothing', async () => {
    const r = await requestFor();
    for (const body of [
      { depositCents: 90_000 },
      { date: '2026-02-30' },
      { holdHours: 0 },
      { title: '' },
      { valueCents: -100 },
      // Cents on the wire: a fraction of a centavo, or reais under the old names, is refused.
      { valueCents: 80_000.5 },
      { depositCents: 100.5 },
      { valueCents: undefined, value: 800 },
    ]) {
      const res = await accept(r.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const tooLarge = await accept(r.id, { depositCents: 90_000 });
    expect(tooLarge.body).toMatchObject({
      fields: { depositCents: 'O sinal não pode ser maior que o valor da sessão' },
    });
    expect((await accept('00000000-0000-0000-0000-000000000000')).status).toBe(404);
    expect((await accept('nope')).status).toBe(404);
    const sent = await send('davi-rocha', form());
    const daviRequest = (await inbox(davi)).items[0]!;
    expect(sent.status).toBe(201);
    const noKey = await davi.agent.post(`/api/booking/requests/${daviRequest.id}/accept`, {
      date: '2026-11-28',
      time: '10:00',
      durationMinutes: 120,
      title: 'S',
      valueCents: 50_000,
      depositCents: 10_000,
      holdHours: 24,
    });
    expect(noKey.status).toBe(409);
    expect(noKey.body.message).toBe('Cadastre sua chave Pix na Página de agendamento para pedir o sinal');
    expect((await inbox(carol)).items.find((x) => x.id === r.id)!.status).toBe('pendente');
  });

  it('an unpaid hold is released at its deadline; a paid one stays', async () => {
    const unpaid = await requestFor({ slots: [{ day: '2026-12-03', time: '10:00' }] });
    const paidReq = await requestFor({ slots: [{ day: '2026-12-03', time: '14:00' }] });
    const u = await accept(unpaid.id, { date: '2026-12-03', time: '10:00', holdHours: 2 });
    const p = await accept(paidReq.id, { date: '2026-12-03', time: '14:00', holdHours: 2 });
    await carol.agent.post(`/api/appointments/${p.body.appointmentId}/deposit`, { amountCents: 20_000 });

    expect(await releaseExpiredHolds(server.db, () => new Date(now.getTime() + 3_600_000))).toBe(0);
    expect(await releaseExpiredHolds(server.db, () => new Date(now.getTime() + 2 * 3_600_000))).toBe(1);
    expect((await carol.agent.get(`/api/appointments/${u.body.appointmentId}`)).body.status).toBe(
      'cancelado',
    );
    expect((await carol.agent.get(`/api/appointments/${p.body.appointmentId}`)).body.status).toBe('agendado');
    expect((await statusOf(unpaid.token)).state).toBe('expirado');
    expect((await statusOf(paidReq.token)).state).toBe('confirmado');
    const slots = await publicGet<PublicSlots>('/api/public/booking/carol-traco/slots?length=120');
    expect(slots.body.slots).toContainEqual({ day: '2026-12-03', time: '10:00' });
    const told = await server.db.execute<{ message: string }>(
      `SELECT message FROM notifications WHERE related_id = '${unpaid.id}' AND title = 'Horário liberado'` as never,
    );
    expect(told.rows[0]!.message).toBe(
      'Júlia Prado não pagou o sinal no prazo: o horário de 03/12/2026 às 10:00 foi liberado.',
    );
  });
});

describe("a studio's page", () => {
  it("lists the studio's artists with an open page (name and address only), not others", async () => {
    const owner = await signedInUser(server.app, server.db, {
      name: 'Estúdio Dono',
      plan: 'estudio',
      studioName: 'Estúdio Agulha',
    });
    const join = async (name: string) => {
      const inv = await owner.agent.post<{ token: string }>('/api/team/invitations', {
        email: `${name.toLowerCase()}.${randomBytes(3).toString('hex')}@tinta.test`,
      });
      expect(inv.status).toBe(201);
      const agent = new Agent(server.app, nextIp());
      const res = await agent.post(`/api/invitations/${inv.body.token}/sign-up`, {
        name,
        password: 'segredo123',
      });
      expect(res.status).toBeLessThan(300);
      return agent;
    };
    const bia = await join('Bia');
    const caio = await join('Caio');
    const open = { pixKeyType: null, pixKey: '' };
    expect((await owner.agent.put('/api/booking/settings', settings('estudio-agulha', open))).status).toBe(
      200,
    );
    expect((await bia.put('/api/booking/settings', settings('bia-agulha', open))).status).toBe(200);
    // Caio's page is switched off: not listed.
    expect(
      (await caio.put('/api/booking/settings', settings('caio-agulha', { ...open, enabled: false }))).status,
    ).toBe(200);
    const page = await publicGet<{ artists: unknown }>('/api/public/booking/estudio-agulha');
    expect(page.body.artists).toEqual([{ name: 'Bia', slug: 'bia-agulha' }]);
    // An artist's own page lists no one; Carol (no studio) neither.
    expect((await publicGet<{ artists: unknown }>('/api/public/booking/bia-agulha')).body.artists).toEqual(
      [],
    );
    expect((await publicGet<{ artists: unknown }>('/api/public/booking/carol-traco')).body.artists).toEqual(
      [],
    );
  });
});

describe('the artist hears of a new request', () => {
  it('in the bell and by a real Web Push that opens Pedidos, with the name and time but not what was written', async () => {
    const push = await startPushService();
    try {
      const eva = await signedInUser(server.app, server.db, { name: 'Eva Pontilhismo' });
      expect((await eva.agent.put('/api/booking/settings', settings('eva-pontilhismo'))).status).toBe(200);
      const keys = browserKeys();
      const endpoint = push.url(`/push/${eva.id}`);
      await eva.agent.post('/api/push/subscriptions', {
        endpoint,
        keys: { p256dh: keys.p256dh, auth: keys.authB64 },
      });
      await eva.agent.put('/api/notification-settings', {
        pushEnabled: true,
        reminder24hEnabled: true,
        reminder1hEnabled: true,
        taskAlertsEnabled: true,
      });
      const sent = await send(
        'eva-pontilhismo',
        form({ name: 'Otávio Reis', idea: 'Segredo: cicatriz de cirurgia' }),
      );
      expect(sent.status).toBe(201);
      await deliverDueNotifications(server.db, {
        clock: () => now,
        vapid: server.ctx.vapid,
        log: () => {},
        pushEndpointPolicy: loopbackPushPolicy,
      });
      const mine = push.received.filter((r) => r.path === `/push/${eva.id}`);
      expect(mine).toHaveLength(1);
      const payload = JSON.parse(decryptPush(mine[0]!.body, keys));
      expect(payload).toMatchObject({
        title: 'Novo pedido de agendamento',
        body: 'Otávio Reis pediu 26/11/2026 às 10:00 (2h).',
        section: 'requests',
      });
      const bell = (await eva.agent.get<{ title: string; message: string }[]>('/api/notifications')).body;
      expect(bell.map((n) => n.title)).toEqual(['Novo pedido de agendamento']);
      expect(JSON.stringify(bell)).not.toContain('cicatriz');
    } finally {
      await push.close();
    }
  });
});

describe('holds and clients, the edges', () => {
  const acceptAs = async (over: object, slot: { day: string; time: string }, accept: object) => {
    const sent = await send('carol-traco', form({ ...over, slots: [slot] }));
    expect(sent.status).toBe(201);
    const row = (await inbox(carol)).items.find((r) => r.statusUrl.endsWith(sent.body.token))!;
    const res = await carol.agent.post<{ appointmentId: string }>(`/api/booking/requests/${row.id}/accept`, {
      date: slot.day,
      time: slot.time,
      durationMinutes: 120,
      title: 'Sessão',
      valueCents: 50_000,
      depositCents: 10_000,
      holdHours: 168,
      ...accept,
    });
    expect(res.status).toBe(200);
    return { token: sent.body.token, appointmentId: res.body.appointmentId };
  };

  it('the deposit is due before the session starts; a paid hold and a reopened one are never released', async () => {
    // A week to pay for a session tomorrow at 11:00: due at 11:00 tomorrow, not after.
    const soon = await acceptAs({ name: 'Breno Alves' }, { day: '2026-11-26', time: '11:00' }, {});
    const a = (await carol.agent.get(`/api/appointments/${soon.appointmentId}`)).body;
    expect(a.depositDeadline).toBe('2026-11-26T11:00:00-03:00');

    const reopened = await acceptAs(
      { name: 'Célia Reis' },
      { day: '2026-12-04', time: '10:00' },
      { holdHours: 1 },
    );
    expect(
      await releaseExpiredHolds(server.db, () => new Date(now.getTime() + 2 * 3_600_000)),
    ).toBeGreaterThanOrEqual(1);
    expect((await statusOf(reopened.token)).state).toBe('expirado');
    // The client paid late; the artist reopens the session: it stays.
    expect((await carol.agent.post(`/api/appointments/${reopened.appointmentId}/reopen`)).status).toBe(200);
    await releaseExpiredHolds(server.db, () => new Date(now.getTime() + 3 * 3_600_000));
    expect((await carol.agent.get(`/api/appointments/${reopened.appointmentId}`)).body.status).toBe(
      'agendado',
    );

    const paid = await acceptAs({ name: 'Davi Luz' }, { day: '2026-12-04', time: '14:00' }, { holdHours: 1 });
    await carol.agent.post(`/api/appointments/${paid.appointmentId}/deposit`, { amountCents: 10_000 });
    expect(
      (await carol.agent.get(`/api/appointments/${paid.appointmentId}`)).body.depositDeadline,
    ).toBeNull();
  });

  it('a namesake with another phone is another client', async () => {
    await carol.agent.post('/api/clients', { name: 'Lara Souza', phone: '(11) 95555-0000' });
    const { appointmentId } = await acceptAs(
      { name: 'Lara Souza', phone: '(21) 96666-1111' },
      { day: '2026-12-05', time: '10:00' },
      { depositCents: 0 },
    );
    const clients = (await carol.agent.get('/api/clients?q=lara')).body.items;
    expect(clients.map((c: { phone: string }) => c.phone).sort()).toEqual([
      '(11) 95555-0000',
      '(21) 96666-1111',
    ]);
    const appointment = (await carol.agent.get(`/api/appointments/${appointmentId}`)).body;
    expect(clients.find((c: { id: string }) => c.id === appointment.clientId).phone).toBe('(21) 96666-1111');
  });
});

describe('closing and removing requests', () => {
  it('an unanswered request whose times all passed is closed, and its client is told', async () => {
    const fia = await signedInUser(server.app, server.db, { name: 'Fia Ramos' });
    expect((await fia.agent.put('/api/booking/settings', settings('fia-ramos'))).status).toBe(200);
    const sent = await send('fia-ramos', form({ slots: [{ day: '2026-11-26', time: '10:00' }] }));
    const later = await send('fia-ramos', form({ slots: [{ day: '2026-12-02', time: '10:00' }] }));
    expect(
      await expireStaleRequests(server.db, () => new Date('2026-11-26T10:00:00-03:00')),
    ).toBeGreaterThanOrEqual(1);
    const status = await publicGet<PublicRequestStatus>(
      `/api/public/booking/fia-ramos/requests/${sent.body.token}`,
    );
    expect(status.body.state).toBe('sem_resposta');
    const stillOpen = await publicGet<PublicRequestStatus>(
      `/api/public/booking/fia-ramos/requests/${later.body.token}`,
    );
    expect(stillOpen.body.state).toBe('pendente');
    expect((await inbox(fia)).items).toHaveLength(1);
    expect((await inbox(fia, 'encerrados')).items).toHaveLength(1);
  });

  it('the artist deletes a request with its images; the client page is gone; no one else can', async () => {
    const gil = await signedInUser(server.app, server.db, { name: 'Gil Traço' });
    expect((await gil.agent.put('/api/booking/settings', settings('gil-traco'))).status).toBe(200);
    const sent = await send('gil-traco', form(), [{ bytes: PNG }]);
    const [row] = (await inbox(gil)).items;
    expect((await carol.agent.del(`/api/booking/requests/${row!.id}`)).status).toBe(404);
    expect((await gil.agent.del(`/api/booking/requests/${row!.id}`)).status).toBe(204);
    expect((await inbox(gil)).items).toEqual([]);
    expect((await publicGet(`/api/public/booking/gil-traco/requests/${sent.body.token}`)).status).toBe(404);
    const left = await server.db.execute<{ n: number }>(
      `SELECT count(*)::int AS n FROM booking_request_images WHERE request_id = '${row!.id}'` as never,
    );
    expect(left.rows[0]!.n).toBe(0);
  });
});
