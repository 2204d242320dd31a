import { sql } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingSettings, SavedBookingSettings } from '../../src/shared/schemas/booking';
import type { PublicRequestStatus } from '../../src/shared/schemas/booking-request';
import type { CalendarFeed } from '../../src/shared/schemas/calendar-feed';
import { Agent } from '../helpers/agent';
import { signedInUser } from '../helpers/factories';
import { multipart } from '../helpers/multipart';
import { startTestServer, TEST_ORIGIN, type TestServer } from '../helpers/test-server';

// Issue 29: the studio's address asked in the booking set-up — one value with the messages'
// {endereco} — reaches the client's link (with the artist's WhatsApp), and the artist's calendar feed.
// Wednesday 25 November 2026, 10:00 in São Paulo.
const now = new Date('2026-11-25T10:00:00-03:00');
let server: TestServer;
type User = Awaited<ReturnType<typeof signedInUser>>;
let carol: User;
let davi: User;

const ADDRESS = 'Rua Augusta, 1500, sala 3 — São Paulo';
const workday = [
  { start: '10:00', end: '13:00' },
  { start: '14:00', end: '19:00' },
];
/** Carol's page: her Pix key is her mobile — private: only the WhatsApp she gives for clients shows. */
const settings = (slug: string, over: Partial<BookingSettings> = {}) => ({
  enabled: true,
  slug,
  bio: '',
  weekly: [[], [], workday, workday, workday, workday, [{ start: '10:00', end: '16:00' }]],
  sessionLengths: [120, 240],
  minNoticeHours: 0,
  horizonDays: 14,
  daysOff: [],
  pixKeyType: 'phone' as const,
  pixKey: '(11) 98765-4321',
  pixName: 'Carol Traço Fino',
  pixCity: 'São Paulo',
  holdHours: 24,
  policy: null,
  whatsapp: '',
  ...over,
});

beforeAll(async () => {
  server = await startTestServer({ clock: () => now, rateLimitScale: 50 });
  carol = await signedInUser(server.app, server.db, { name: 'Carol Traço Fino' });
  davi = await signedInUser(server.app, server.db, { name: 'Davi Rocha' });
});
afterAll(() => server?.close());

const bookingSettings = async (user: User) =>
  (await user.agent.get<SavedBookingSettings>('/api/booking/settings')).body;
const messagesAddress = async (user: User) =>
  (await user.agent.get<{ address: string }>('/api/message-templates')).body.address;

let ips = 0;
const client = () => new Agent(server.app, `10.29.0.${++ips}`);
let phones = 0;

/** A client asks for Saturday 10:00 on `slug`; the request's token and id. */
async function request(slug: string) {
  const { payload, contentType } = multipart({
    name: 'Júlia Prado',
    phone: `(11) 9${String(3000_0000 + ++phones).slice(0, 8)}`,
    instagram: '',
    idea: 'Um ramo de lavanda em traço fino',
    placement: 'Antebraço',
    size: '12 cm',
    length: 120,
    slots: [{ day: '2026-11-28', time: `${String(9 + phones).padStart(2, '0')}:00` }],
    consent: true,
  });
  const res = await server.app.inject({
    method: 'POST',
    url: `/api/public/booking/${slug}/requests`,
    remoteAddress: `10.29.1.${phones}`,
    headers: { 'content-type': contentType, origin: TEST_ORIGIN },
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  const token = (res.json() as { token: string }).token;
  const [row] = (
    await server.db.execute<{ id: string }>(
      'SELECT id FROM booking_requests ORDER BY created_at DESC, id LIMIT 1' as never,
    )
  ).rows;
  return { token, id: row!.id, time: `${String(9 + phones).padStart(2, '0')}:00` };
}
const statusOf = async (slug: string, token: string) =>
  (await client().get<PublicRequestStatus>(`/api/public/booking/${slug}/requests/${token}`)).body;

describe('the studio address in the booking set-up', () => {
  it('is the one the messages use: saved by either, read by both, left alone when a save leaves it out', async () => {
    expect((await bookingSettings(carol)).address).toBe('');
    const saved = await carol.agent.put<SavedBookingSettings>(
      '/api/booking/settings',
      settings('carol-traco', { address: `  ${ADDRESS}  ` }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.address).toBe(ADDRESS);
    expect((await bookingSettings(carol)).address).toBe(ADDRESS);
    expect(await messagesAddress(carol)).toBe(ADDRESS);

    // Changed under Mensagens › 'Editar textos': the booking set-up reads the new one.
    const templates = (await carol.agent.get<{ templates: object }>('/api/message-templates')).body;
    await carol.agent.put('/api/message-templates', { ...templates, address: 'Rua Aspicuelta, 99' });
    expect((await bookingSettings(carol)).address).toBe('Rua Aspicuelta, 99');

    // A save without the field (an older client) keeps it; with it, replaces it.
    expect((await carol.agent.put('/api/booking/settings', settings('carol-traco'))).status).toBe(200);
    expect(await messagesAddress(carol)).toBe('Rua Aspicuelta, 99');
    await carol.agent.put('/api/booking/settings', settings('carol-traco', { address: ADDRESS }));
    expect(await messagesAddress(carol)).toBe(ADDRESS);
  });

  it('is refused when too long, and a refused save changes neither the settings nor the address', async () => {
    const long = await carol.agent.put(
      '/api/booking/settings',
      settings('carol-traco', { address: 'x'.repeat(201) }),
    );
    expect(long.status).toBe(400);
    expect(long.body.fields).toEqual({ address: 'Use no máximo 200 caracteres' });

    // Davi's save fails on its address (Carol's page address): his studio address is not written either.
    const taken = await davi.agent.put(
      '/api/booking/settings',
      settings('carol-traco', { address: 'Av. Paulista, 1000' }),
    );
    expect(taken.status).toBe(409);
    expect(await messagesAddress(davi)).toBe('');
    expect(await messagesAddress(carol)).toBe(ADDRESS);
  });

  it("fills the confirmation message's {endereco}", async () => {
    const made = await carol.agent.post('/api/appointments', {
      clientName: 'Rosa Lima',
      title: 'Rosa fineline',
      date: '2026-11-30',
      time: '15:00',
      agreedValueCents: 50_000,
    });
    expect(made.status).toBe(201);
    // created_at is the database's clock: made today on the test's clock.
    await server.db.execute(
      sql`UPDATE appointments SET created_at = ${now.toISOString()}::timestamptz WHERE id = ${(made.body as { id: string }).id}`,
    );
    const today = JSON.stringify((await carol.agent.get('/api/messages/today')).body);
    expect(today).toContain(`Endereço: ${ADDRESS}.`);
  });
});

describe("the client's link", () => {
  const accept = (user: User, id: string, time: string, depositCents: number) =>
    user.agent.post<{ appointmentId: string }>(`/api/booking/requests/${id}/accept`, {
      date: '2026-11-28',
      time,
      durationMinutes: 120,
      title: 'Lavanda',
      valueCents: 60_000,
      depositCents,
      holdHours: 24,
    });

  it('shows the address and the artist’s WhatsApp once the session is booked, not before', async () => {
    // Her Pix key is a phone, but only a WhatsApp given for clients is ever shown.
    const unset = await request('carol-traco');
    const booked = await accept(carol, unset.id, unset.time, 0);
    expect(booked.status).toBe(200);
    expect(await statusOf('carol-traco', unset.token)).toMatchObject({ address: ADDRESS, whatsapp: null });
    // (Its time freed for the next request, an hour later.)
    await carol.agent.post(`/api/appointments/${booked.body.appointmentId}/cancel`);
    const saved = await carol.agent.put(
      '/api/booking/settings',
      settings('carol-traco', { address: ADDRESS, whatsapp: '(11) 98765-4321' }),
    );
    expect(saved.status).toBe(200);
    expect((await bookingSettings(carol)).whatsapp).toBe('(11) 98765-4321');
    const refused = await carol.agent.put<{ fields: object }>(
      '/api/booking/settings',
      settings('carol-traco', { whatsapp: '9876' }),
    );
    expect(refused.body.fields).toEqual({ whatsapp: 'Informe um WhatsApp com DDD (ex.: 11 91234-5678)' });

    const { token, id, time } = await request('carol-traco');
    const pending = await statusOf('carol-traco', token);
    expect(pending.state).toBe('pendente');
    expect(pending).toMatchObject({ address: null, whatsapp: null });

    const accepted = await accept(carol, id, time, 10_000);
    expect(accepted.status).toBe(200);
    const due = await statusOf('carol-traco', token);
    expect(due.state).toBe('aguardando_sinal');
    expect(due).toMatchObject({ address: ADDRESS, whatsapp: '5511987654321' });

    const paid = await carol.agent.post(`/api/appointments/${accepted.body.appointmentId}/deposit`, {
      amountCents: 10_000,
    });
    expect(paid.status).toBe(200);
    const confirmed = await statusOf('carol-traco', token);
    expect(confirmed.state).toBe('confirmado');
    expect(confirmed).toMatchObject({ address: ADDRESS, whatsapp: '5511987654321' });
  });

  it('has no WhatsApp when the artist keeps no phone, and no address when none is set', async () => {
    expect(
      (
        await davi.agent.put(
          '/api/booking/settings',
          settings('davi-rocha', {
            pixKeyType: 'email',
            pixKey: 'davi@exemplo.com.br',
            pixName: 'Davi Rocha',
          }),
        )
      ).status,
    ).toBe(200);
    const { token, id, time } = await request('davi-rocha');
    expect((await accept(davi, id, time, 0)).status).toBe(200);
    const confirmed = await statusOf('davi-rocha', token);
    expect(confirmed.state).toBe('confirmado');
    expect(confirmed).toMatchObject({ address: null, whatsapp: null });
  });
});

describe("the artist's calendar feed", () => {
  it('carries the studio address as each event’s LOCATION', async () => {
    const feed = (await carol.agent.post<CalendarFeed>('/api/calendar-feed')).body;
    const res = await new Agent(server.app, '10.29.2.1').request('GET', feed.path!, undefined, {
      origin: '',
    });
    expect(res.status).toBe(200);
    const events = Object.values(ical.sync.parseICS(res.raw.toString('utf8'))).filter(
      (c): c is VEvent => c?.type === 'VEVENT',
    );
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) expect(event.location).toBe(ADDRESS);
  });
});
