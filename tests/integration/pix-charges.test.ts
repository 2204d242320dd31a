import { eq } from 'drizzle-orm';
import { hasError, isDynamicPix, isStaticPix, parsePix } from 'pix-utils';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pixCharges } from '../../src/server/db/schema';
import { createPendingCharges } from '../../src/server/domain/pix-api/create-pending-charges';
import { pixApiDepsOf } from '../../src/server/http/pix-api-deps';
import type { PublicRequestStatus } from '../../src/shared/schemas/booking-request';
import { addDays, today } from '../../src/shared/time';
import { Agent } from '../helpers/agent';
import { bookingSettings, sendBookingRequest, signedInUser } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { type PspDouble, startPspDouble } from '../pix-psp/psp-double';
import { makeTestCa, type TestCa } from '../pix-psp/test-ca';

// Issue 28, charges: accepting a request with a deposit, for an artist whose bank is connected,
// makes a dynamic charge at the bank (API Pix `PUT /cob/{txid}`), and the client's status page
// shows the bank's own copia e cola — read back by an independent BR Code parser.
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
afterEach(() => {
  psp.outage = false;
  expect(psp.violations.splice(0)).toEqual([]);
});

const day = addDays(today(), 2);
let slugs = 0;

/** An artist with an open booking page and a Pix key, connected to the bank (or not). */
async function artist(connected: boolean) {
  const user = await signedInUser(server.app, server.db);
  const slug = `pix-artista-${++slugs}`;
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
      baseUrl: psp.baseUrl,
      clientId: psp.clientId,
      clientSecret: psp.clientSecret,
      certificate: { kind: 'pem', cert: ca.client.cert, key: ca.client.key },
      pixKey: key,
    });
    expect(connection.status).toBe(200);
  }
  return { ...user, slug, key };
}

/** A client's request, accepted with a R$ 150,00 deposit due in 24 h. */
async function acceptedRequest(a: Awaited<ReturnType<typeof artist>>) {
  const sent = await sendBookingRequest(
    server.app,
    a.slug,
    {
      name: 'Bruna Lima',
      phone: `(11) 9${String(10_000_000 + slugs).slice(0, 8)}`,
      idea: 'Uma andorinha',
      placement: 'Pulso',
      size: '5 cm',
      length: 120,
      slots: [{ day, time: '10:00' }],
      consent: true,
    },
    { ip: `10.88.0.${slugs}` },
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
    await new Agent(server.app, '10.89.0.1').get<PublicRequestStatus>(
      `/api/public/booking/${slug}/requests/${token}`,
    )
  ).body;
const chargesOf = (appointmentId: string) =>
  server.db.select().from(pixCharges).where(eq(pixCharges.appointmentId, appointmentId));

async function madeAtBank(appointmentId: string) {
  for (let i = 0; i < 50; i++) {
    const [charge] = await chargesOf(appointmentId);
    if (charge?.status === 'active') return charge;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the charge was not made at the bank');
}

describe('a deposit charged through the artist’s bank (API Pix)', () => {
  it('is made at the bank on accept, for the deposit and the hold’s deadline, and the status page shows the bank’s code', async () => {
    const a = await artist(true);
    const { token, appointmentId } = await acceptedRequest(a);
    const charge = await madeAtBank(appointmentId);
    const atBank = psp.charges.get(charge.txid) as Record<string, any>;
    expect(atBank).toMatchObject({ status: 'ATIVA', valor: { original: '150.00' }, chave: a.key });
    const expiry = atBank.calendario.expiracao as number;
    expect(expiry).toBeGreaterThan(24 * 3600 - 120);
    expect(expiry).toBeLessThanOrEqual(24 * 3600);

    const status = await statusOf(a.slug, token);
    expect(status.state).toBe('aguardando_sinal');
    expect(status.pix?.code).toBe(atBank.pixCopiaECola);
    const parsed = parsePix(status.pix!.code);
    if (hasError(parsed)) throw new Error(parsed.message);
    expect(isDynamicPix(parsed)).toBe(true);
    expect(isDynamicPix(parsed) && parsed.url).toBe(atBank.location);
  });

  it('waits out a bank that is down, on the static code meanwhile, and is made on the next round', async () => {
    const a = await artist(true);
    psp.outage = true;
    const { token, appointmentId } = await acceptedRequest(a);
    await new Promise((r) => setTimeout(r, 300)); // the accept's own attempt met the outage
    const [waiting] = await chargesOf(appointmentId);
    expect(waiting).toMatchObject({ status: 'creating', copyPaste: null });
    const meanwhile = parsePix((await statusOf(a.slug, token)).pix!.code);
    expect(!hasError(meanwhile) && isStaticPix(meanwhile)).toBe(true);

    psp.outage = false;
    expect(await createPendingCharges(server.db, pixApiDepsOf(server.ctx))).toBe(1);
    const [made] = await chargesOf(appointmentId);
    expect(made!.status).toBe('active');
    expect((await statusOf(a.slug, token)).pix?.code).toBe(made!.copyPaste);
    // Made once: another round finds nothing to do.
    expect(await createPendingCharges(server.db, pixApiDepsOf(server.ctx))).toBe(0);
  });

  it('leaves an artist without a bank connected on the static code, with no charge anywhere', async () => {
    const a = await artist(false);
    const before = psp.charges.size;
    const { token, appointmentId } = await acceptedRequest(a);
    expect(await chargesOf(appointmentId)).toEqual([]);
    const parsed = parsePix((await statusOf(a.slug, token)).pix!.code);
    expect(!hasError(parsed) && isStaticPix(parsed)).toBe(true);
    expect(psp.charges.size).toBe(before);
  });
});
