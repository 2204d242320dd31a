import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { pixCharges } from '../../src/server/db/schema';
import type { PublicRequestStatus } from '../../src/shared/schemas/booking-request';
import { addDays, today } from '../../src/shared/time';
import { Agent } from '../helpers/agent';
import { bookingSettings, sendBookingRequest, signedInUser } from '../helpers/factories';
import type { TestServer } from '../helpers/test-server';
import type { PspDouble } from './psp-double';
import type { TestCa } from './test-ca';

let made = 0;

/** Artists, requests and charges for the API Pix tests, against one server and one PSP double. */
export function bankFixtures(server: () => TestServer, psp: () => PspDouble, ca: () => TestCa) {
  const day = addDays(today(), 2);

  /** An artist with an open booking page and a Pix key, connected to the bank (or not). */
  async function artist(connected: boolean) {
    const user = await signedInUser(server().app, server().db);
    const slug = `pix-artista-${process.pid}-${++made}`;
    const key = `${slug}@tinta.test`;
    const settings = bookingSettings(slug, {
      pixKeyType: 'email',
      pixKey: key,
      pixName: 'Ana Pix',
      pixCity: 'São Paulo',
    });
    expect((await user.agent.put('/api/booking/settings', settings)).status).toBe(200);
    if (connected) {
      const connection = await user.agent.put('/api/pix-api', {
        baseUrl: psp().baseUrl,
        clientId: psp().clientId,
        clientSecret: psp().clientSecret,
        certificate: { kind: 'pem', cert: ca().client.cert, key: ca().client.key },
        pixKey: key,
      });
      expect(connection.status).toBe(200);
    }
    return { ...user, slug, key };
  }
  type Artist = Awaited<ReturnType<typeof artist>>;

  /** A client's request, accepted with a R$ 150,00 deposit due in 24 h. */
  async function acceptedRequest(a: Artist) {
    const n = ++made;
    const sent = await sendBookingRequest(
      server().app,
      a.slug,
      {
        name: 'Bruna Lima',
        phone: `(11) 9${String(10_000_000 + n).slice(0, 8)}`,
        idea: 'Uma andorinha',
        placement: 'Pulso',
        size: '5 cm',
        length: 120,
        slots: [{ day, time: '10:00' }],
        consent: true,
      },
      { ip: `10.88.${Math.floor(n / 250)}.${n % 250}` },
    );
    expect(sent.status).toBe(201);
    const inbox = await a.agent.get('/api/booking/requests?box=novos');
    const id = inbox.body.items[0].id as string;
    const accepted = await a.agent.post(`/api/booking/requests/${id}/accept`, {
      date: day,
      time: '10:00',
      durationMinutes: 120,
      title: 'Andorinha',
      valueCents: 60_000,
      depositCents: 15_000,
      holdHours: 24,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ appointmentId: expect.any(String) });
    return { token: sent.body.token!, appointmentId: accepted.body.appointmentId as string };
  }

  const statusOf = async (slug: string, token: string) =>
    (
      await new Agent(server().app, '10.89.0.1').get<PublicRequestStatus>(
        `/api/public/booking/${slug}/requests/${token}`,
      )
    ).body;

  const chargesOf = (appointmentId: string) =>
    server().db.select().from(pixCharges).where(eq(pixCharges.appointmentId, appointmentId));

  /** The charge once the accept's own attempt made it at the bank. */
  async function madeAtBank(appointmentId: string) {
    for (let i = 0; i < 100; i++) {
      const [charge] = await chargesOf(appointmentId);
      if (charge?.status === 'active') return charge;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the charge was not made at the bank');
  }

  return { day, artist, acceptedRequest, statusOf, chargesOf, madeAtBank };
}
