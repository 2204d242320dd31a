import { hasError, isDynamicPix, isStaticPix, parsePix } from 'pix-utils';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPendingCharges } from '../../src/server/domain/pix-api/create-pending-charges';
import { pixApiDepsOf } from '../../src/server/http/pix-api-deps';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { bankFixtures } from '../pix-psp/bank-fixtures';
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

const { artist, acceptedRequest, statusOf, chargesOf, madeAtBank } = bankFixtures(
  () => server,
  () => psp,
  () => ca,
);

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

    // The day's 'Pedido de sinal' message carries the same code: paid from WhatsApp, it confirms too.
    const today = await a.agent.get('/api/messages/today');
    const ask = today.body.items.find((m: { parts: { kind: string; subjectId: string }[] }) =>
      m.parts.some((p) => p.kind === 'sinal' && p.subjectId === appointmentId),
    );
    expect(ask.text).toContain(atBank.pixCopiaECola);
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
    // Not before its next attempt (the job backs off a bank that is down)…
    expect(await createPendingCharges(server.db, pixApiDepsOf(server.ctx))).toBe(0);
    // …and made on the round after it.
    const later = { ...pixApiDepsOf(server.ctx), clock: () => new Date(Date.now() + 60_000) };
    expect(await createPendingCharges(server.db, later)).toBe(1);
    const [made] = await chargesOf(appointmentId);
    expect(made!.status).toBe('active');
    expect((await statusOf(a.slug, token)).pix?.code).toBe(made!.copyPaste);
    // Made once: another round finds nothing to do.
    expect(await createPendingCharges(server.db, later)).toBe(0);
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
