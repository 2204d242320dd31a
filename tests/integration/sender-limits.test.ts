import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestList } from '../../src/shared/schemas/booking-request';
import { Agent } from '../helpers/agent';
import { openBookingPage, sendBookingRequest, signedInUser, uniqueEmail } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';

// Wednesday 25 November 2026, 23:30 in São Paulo: Thursday the 26th is open from 10:00.
const now = new Date('2026-11-25T23:30:00-03:00');
let server: TestServer;
type User = Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  server = await startTestServer({ clock: () => now, rateLimitScale: 1 });
});
afterAll(() => server?.close());

async function bookingPage(slug: string): Promise<User> {
  const artist = await signedInUser(server.app, server.db, { name: `Artista ${slug}` });
  await openBookingPage(artist.agent, slug);
  return artist;
}

let phones = 0;
/** A request with a phone never used before (a flood brings a new number each time). */
const form = (name: string, phone = `(11) 9${String(2000_0000 + ++phones)}`) => ({
  name,
  phone,
  instagram: '',
  idea: 'Uma andorinha no pulso',
  placement: 'Pulso',
  size: '5 cm',
  length: 120,
  slots: [{ day: '2026-11-26', time: '10:00' }],
  consent: true,
});

const inbox = async (artist: User, box = 'novos') =>
  (await artist.agent.get<RequestList>(`/api/booking/requests?box=${box}&limit=50`)).body;

describe('booking limits bind the sender, not the page (issue 24 item 3)', () => {
  it('60 requests from 6 addresses and 60 phones leave the page open: a real client gets 201, the attacker 429', async () => {
    const artist = await bookingPage('flood-alvo');
    const flood: number[] = [];
    for (let a = 1; a <= 6; a++)
      for (let i = 0; i < 10; i++)
        flood.push(
          (
            await sendBookingRequest(server.app, 'flood-alvo', form(`Robô ${a}-${i}`), {
              ip: `198.51.100.${a}`,
            })
          ).status,
        );
    // Each address spent its own budget; nothing of it was the page's.
    expect(flood.filter((s) => s === 201)).toHaveLength(60);
    for (let a = 1; a <= 6; a++) {
      const more = await sendBookingRequest(server.app, 'flood-alvo', form('Robô de novo'), {
        ip: `198.51.100.${a}`,
      });
      expect(more.status).toBe(429);
    }

    // Before: 429 'Muitas tentativas' for everyone until tomorrow. Now the real client gets in…
    const real = await sendBookingRequest(server.app, 'flood-alvo', form('Marina Sol'), {
      ip: '203.0.113.50',
    });
    expect(real.status).toBe(201);
    // …and lands in 'Novos', where the artist looks, not in Spam.
    const novos = await inbox(artist);
    expect(novos.items.some((r) => r.clientName === 'Marina Sol')).toBe(true);

    // Past the page's normal volume, the addresses it already heard from today went to Spam, quietly.
    const spam = await inbox(artist, 'spam');
    expect(spam.spamCount).toBeGreaterThan(0);
    expect(spam.items.every((r) => r.clientName.startsWith('Robô'))).toBe(true);
    expect(novos.openCount + spam.spamCount).toBe(61);
    const bells = await server.db.execute<{ n: number }>(
      `SELECT count(*)::int AS n FROM notifications WHERE user_id = '${artist.id}' AND type = 'booking_request'` as never,
    );
    expect(bells.rows[0]!.n).toBe(novos.openCount);

    // 'Não é spam' brings one back to Novos; deleting another takes it away for good.
    const [rescued, junk] = spam.items;
    expect((await artist.agent.post(`/api/booking/requests/${rescued!.id}/not-spam`)).status).toBe(204);
    expect((await artist.agent.del(`/api/booking/requests/${junk!.id}`)).status).toBe(204);
    const after = await inbox(artist, 'spam');
    expect(after.spamCount).toBe(spam.spamCount - 2);
    expect((await inbox(artist)).items.some((r) => r.id === rescued!.id)).toBe(true);
    // Nobody else can move an artist's request.
    const other = await bookingPage('outra-pagina');
    expect((await other.agent.post(`/api/booking/requests/${after.items[0]!.id}/not-spam`)).status).toBe(404);
    expect((await artist.agent.post('/api/booking/requests/nao-e-um-id/not-spam')).status).toBe(404);
  }, 60_000);

  it('a sender with 10 unanswered requests waits for answers, even after its hourly budget comes back', async () => {
    const artist = await bookingPage('espera-resposta');
    const ip = '198.51.100.77';
    for (let i = 0; i < 10; i++)
      expect(
        (await sendBookingRequest(server.app, 'espera-resposta', form(`Insistente ${i}`), { ip })).status,
      ).toBe(201);
    // An hour later (the counters' window is over) it still has 10 requests nobody answered.
    await server.db.execute(`DELETE FROM rate_limits WHERE key LIKE 'ip:booking-request:%'` as never);
    const blocked = await sendBookingRequest(server.app, 'espera-resposta', form('Insistente 10'), { ip });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(
      'Você já tem pedidos aguardando resposta. Aguarde o retorno antes de enviar outro.',
    );
    // The artist answers one: the sender may ask again.
    const waiting = [...(await inbox(artist)).items, ...(await inbox(artist, 'spam')).items];
    const [first] = waiting.filter((r) => r.clientName.startsWith('Insistente'));
    expect((await artist.agent.post(`/api/booking/requests/${first!.id}/decline`, {})).status).toBe(204);
    expect(
      (await sendBookingRequest(server.app, 'espera-resposta', form('Insistente 11'), { ip })).status,
    ).toBe(201);
  }, 30_000);

  it("a phone's limits refuse only the address that used it; a stranger typing the number lands in Spam", async () => {
    const pageA = await bookingPage('fone-a');
    const pageB = await bookingPage('fone-b');
    const phone = '(31) 98888-1234';
    const owner = '192.0.2.1';
    const send = (slug: string, name: string, ip: string) =>
      sendBookingRequest(server.app, slug, form(name, phone), { ip });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await send('fone-a', `Fone ${i}`, owner)).status);
    expect(statuses).toEqual([201, 201, 201]);
    // The same address again with that number: its own budget is spent.
    expect((await send('fone-a', 'Fone 3', owner)).status).toBe(429);
    // Tomorrow (the phone's daily budget back), its three still wait: refused again.
    await server.db.execute(`DELETE FROM rate_limits WHERE key LIKE 'phone:booking-request:%'` as never);
    expect((await send('fone-a', 'Fone 4', owner)).status).toBe(429);

    // Someone else typing the same number is not refused: the request is kept, filed in Spam.
    expect((await send('fone-a', 'Outra pessoa', '192.0.2.77')).status).toBe(201);
    expect((await inbox(pageA, 'spam')).items.map((r) => r.clientName)).toEqual(['Outra pessoa']);
    expect((await inbox(pageA)).items).toHaveLength(3);
    // And the number is never locked out of another studio's page.
    expect((await send('fone-b', 'Fone em outro estúdio', owner)).status).toBe(201);
    expect((await inbox(pageB)).items.map((r) => r.clientName)).toEqual(['Fone em outro estúdio']);
  });
});

describe('IPv6: one /64 is one sender (issue 24 item 4)', () => {
  const inSlash64 = (n: number) => `2001:db8:24:4::${n.toString(16)}`;

  it('15 addresses of one /64 share one sign-up budget; the next /64 has its own', async () => {
    const statuses = [];
    for (let n = 1; n <= 15; n++) {
      const res = await new Agent(server.app, inSlash64(n)).post('/api/auth/sign-up/email', {
        name: 'X',
        email: uniqueEmail('v6'),
        password: 'segredo1',
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(10).fill(200), ...Array(5).fill(429)]);
    const neighbour = await new Agent(server.app, '2001:db8:24:5::1').post('/api/auth/sign-up/email', {
      name: 'X',
      email: uniqueEmail('v6'),
      password: 'segredo1',
    });
    expect(neighbour.status).toBe(200);
  }, 30_000);

  it('15 addresses of one /64 share one booking budget', async () => {
    await bookingPage('v6-pagina');
    const statuses = [];
    for (let n = 1; n <= 15; n++)
      statuses.push(
        (await sendBookingRequest(server.app, 'v6-pagina', form(`V6 ${n}`), { ip: `2001:db8:77:1::${n}` }))
          .status,
      );
    expect(statuses).toEqual([...Array(10).fill(201), ...Array(5).fill(429)]);
  });

  it('sign-in guesses from one /64 share one budget per e-mail', async () => {
    const user = await signedInUser(server.app, server.db);
    const statuses = [];
    for (let n = 1; n <= 11; n++) {
      const res = await new Agent(server.app, `2001:db8:99:9:${n}::1`).post('/api/auth/sign-in/email', {
        email: user.email,
        password: `errada-${n}`,
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  }, 30_000);

  it('an IPv4 address and its IPv4-mapped IPv6 spelling are one sender', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      const ip = i % 2 ? '::ffff:203.0.113.9' : '203.0.113.9';
      const res = await new Agent(server.app, ip).post('/api/auth/request-password-reset', {
        email: uniqueEmail('reset'),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });
});
