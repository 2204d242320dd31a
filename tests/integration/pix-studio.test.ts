import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { payments, pixCharges } from '../../src/server/db/schema';
import type { PixApiConnection } from '../../src/shared/schemas/pix-api';
import { addDays, today } from '../../src/shared/time';
import { bookingSettings, sendBookingRequest, signedInUser, studioArtist } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { type PspDouble, startPspDouble } from '../pix-psp/psp-double';
import { makeTestCa, type TestCa } from '../pix-psp/test-ca';

// Issue 28, 'per artist or per studio': a studio owner's bank can take the deposits of the studio's
// artists who have none of their own; the Pix is then the studio's money, on the artist's session.
let ca: TestCa;
let psp: PspDouble;
let server: TestServer;
beforeAll(async () => {
  ca = makeTestCa();
  psp = await startPspDouble(ca);
  server = await startTestServer({ pixApiPolicy: { publicAddressesOnly: false, ca: ca.ca } });
});
afterAll(async () => {
  await server?.close();
  await psp?.close();
});
afterEach(() => expect(psp.violations.splice(0)).toEqual([]));

async function deliver(key: string, notification: unknown) {
  const res = await server.app.inject({
    method: 'POST',
    url: `${new URL(psp.webhooks.get(key)!.webhookUrl).pathname}/pix`,
    remoteAddress: '10.98.0.1',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(notification),
  });
  return res.statusCode;
}

describe("a studio's bank for its artists' deposits", () => {
  it('charges an artist without a bank of her own; the Pix is the studio’s, on her session', async () => {
    const owner = await signedInUser(server.app, server.db, {
      plan: 'estudio',
      studioName: 'Estúdio Agulha',
    });
    const artist = await studioArtist(server.app, owner, { name: 'Nina Traço' });
    const key = `estudio-${Date.now()}@tinta.test`;
    const connected = await owner.agent.put<PixApiConnection>('/api/pix-api', {
      baseUrl: psp.baseUrl,
      clientId: psp.clientId,
      clientSecret: psp.clientSecret,
      certificate: { kind: 'pem', cert: ca.client.cert, key: ca.client.key },
      pixKey: key,
    });
    expect(connected.body).toMatchObject({ connected: true, forStudio: false, studioOwner: true });
    // Only the owner may offer it; the artist sees nothing of it yet.
    expect((await artist.agent.put('/api/pix-api/studio', { forStudio: true })).status).toBe(403);
    expect((await artist.agent.get('/api/pix-api')).body).toEqual({
      connected: false,
      studioOwner: false,
      throughStudio: null,
    });

    const slug = `nina-${Date.now().toString(36)}`;
    const page = bookingSettings(slug, {
      pixKeyType: 'email',
      pixKey: 'nina@tinta.test',
      pixName: 'Nina Traço',
      pixCity: 'São Paulo',
    });
    expect((await artist.agent.put('/api/booking/settings', page)).status).toBe(200);
    const day = addDays(today(), 3);
    const ask = async (time: string, n: number) => {
      const sent = await sendBookingRequest(
        server.app,
        slug,
        {
          name: `Cliente ${n}`,
          phone: `(11) 9${String(55_000_000 + n)}`,
          idea: 'Uma lua',
          placement: 'Pulso',
          size: '4 cm',
          length: 120,
          slots: [{ day, time }],
          consent: true,
        },
        { ip: `10.98.1.${n}` },
      );
      expect(sent.status).toBe(201);
      const id = (await artist.agent.get('/api/booking/requests?box=novos')).body.items[0].id as string;
      const accepted = await artist.agent.post(`/api/booking/requests/${id}/accept`, {
        date: day,
        time,
        durationMinutes: 120,
        title: 'Lua',
        valueCents: 50_000,
        depositCents: 10_000,
        holdHours: 24,
      });
      expect(accepted.status).toBe(200);
      return { token: sent.body.token!, appointmentId: accepted.body.appointmentId as string };
    };

    // Not offered yet: her deposit stays on her static code, with 'Já paguei'.
    const before = await ask('10:00', 1);
    expect(
      await server.db.select().from(pixCharges).where(eq(pixCharges.appointmentId, before.appointmentId)),
    ).toEqual([]);

    const offered = await owner.agent.put<PixApiConnection>('/api/pix-api/studio', { forStudio: true });
    expect(offered.status).toBe(200);
    expect(offered.body.forStudio).toBe(true);
    expect((await artist.agent.get<PixApiConnection>('/api/pix-api')).body.throughStudio).toBe(
      'Estúdio Agulha',
    );

    const held = await ask('14:00', 2);
    let charge: typeof pixCharges.$inferSelect | undefined;
    for (let i = 0; i < 100 && charge?.status !== 'active'; i++) {
      [charge] = await server.db
        .select()
        .from(pixCharges)
        .where(eq(pixCharges.appointmentId, held.appointmentId));
      if (charge?.status !== 'active') await new Promise((r) => setTimeout(r, 50));
    }
    expect(charge).toMatchObject({ userId: artist.id, bankUserId: owner.id, status: 'active' });
    const status = await server.app.inject({ url: `/api/public/booking/${slug}/requests/${held.token}` });
    expect(status.json()).toMatchObject({ state: 'aguardando_sinal', actions: { claimDeposit: false } });

    // Paid: the studio's bank tells us; the deposit is on Nina's session, received by the studio.
    const { endToEndId, notification } = psp.pay(charge!.txid, '100.00');
    expect(await deliver(key, notification)).toBe(200);
    const [deposit] = await server.db.select().from(payments).where(eq(payments.pixEndToEndId, endToEndId));
    expect(deposit).toMatchObject({
      userId: artist.id,
      appointmentId: held.appointmentId,
      amountCents: 10_000,
      kind: 'sinal',
      receivedBy: 'estudio',
    });
    expect(
      (await server.app.inject({ url: `/api/public/booking/${slug}/requests/${held.token}` })).json(),
    ).toMatchObject({ state: 'confirmado', depositPaidCents: 10_000 });

    // Given back through the studio's bank too.
    expect((await artist.agent.post(`/api/appointments/${held.appointmentId}/cancel`)).status).toBe(200);
    const refunded = await artist.agent.post(`/api/appointments/${held.appointmentId}/deposit/refund`, {});
    expect(refunded.status).toBe(200);
    expect([...(psp.refunds.get(endToEndId)?.values() ?? [])]).toHaveLength(1);

    // Switched off: the next hold is on Nina's static code again.
    await owner.agent.put('/api/pix-api/studio', { forStudio: false });
    const after = await ask('16:00', 3);
    expect(
      await server.db.select().from(pixCharges).where(eq(pixCharges.appointmentId, after.appointmentId)),
    ).toEqual([]);
  });
});
