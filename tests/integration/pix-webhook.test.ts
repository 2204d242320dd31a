import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appointments, notifications, payments, pixCharges } from '../../src/server/db/schema';
import { releaseExpiredHolds } from '../../src/server/domain/booking/release-expired-holds';
import { createPendingCharges } from '../../src/server/domain/pix-api/create-pending-charges';
import { reconcilePixCharges } from '../../src/server/domain/pix-api/reconcile-pix-charges';
import { pixApiDepsOf } from '../../src/server/http/pix-api-deps';
import { deliverDueNotifications } from '../../src/server/jobs/deliver-notifications';
import { splitSaoPaulo, systemClock } from '../../src/shared/time';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { bankFixtures } from '../pix-psp/bank-fixtures';
import { type PspDouble, startPspDouble } from '../pix-psp/psp-double';
import { makeTestCa, type TestCa } from '../pix-psp/test-ca';

// Issue 28, the deposit confirms itself: the bank's notification (API Pix webhook) is only a cue —
// what was paid is read back from the bank — and each Pix is one deposit, however many times, in
// whatever order, or by however many app instances its notification is handled.
let ca: TestCa;
let psp: PspDouble;
let server: TestServer;
let second: TestServer;
beforeAll(async () => {
  ca = makeTestCa();
  psp = await startPspDouble(ca);
  const pixApiPolicy = { publicAddressesOnly: false, ca: ca.ca };
  server = await startTestServer({ pixApiPolicy });
  // A second app instance on the same database, as behind a load balancer.
  second = await startTestServer({ pixApiPolicy, databaseUrl: server.databaseUrl });
});
afterAll(async () => {
  await second?.close();
  await server?.close();
  await psp?.close();
});
afterEach(() => expect(psp.violations.splice(0)).toEqual([]));

const { artist, acceptedRequest, statusOf, madeAtBank } = bankFixtures(
  () => server,
  () => psp,
  () => ca,
);

/** The bank POSTs a notification to the address it has for the artist's key, on `instance`. */
async function deliver(key: string, notification: unknown, instance = server) {
  const url = new URL(`${psp.webhooks.get(key)!.webhookUrl}/pix`);
  const res = await instance.app.inject({
    method: 'POST',
    url: url.pathname,
    remoteAddress: '10.99.0.1',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(notification),
  });
  return res.statusCode;
}

const depositsOf = (appointmentId: string) =>
  server.db.select().from(payments).where(eq(payments.appointmentId, appointmentId));
const sessionOf = async (appointmentId: string) =>
  (await server.db.select().from(appointments).where(eq(appointments.id, appointmentId)))[0]!;
const noticesOf = (userId: string) =>
  server.db.select().from(notifications).where(eq(notifications.userId, userId));

/** An artist of its own bank: `bank`, a PSP double of the test's, instead of the file's. */
async function artistAt(bank: PspDouble) {
  const a = await artist(false);
  const connected = await a.agent.put('/api/pix-api', {
    baseUrl: bank.baseUrl,
    clientId: bank.clientId,
    clientSecret: bank.clientSecret,
    certificate: { kind: 'pem', cert: ca.client.cert, key: ca.client.key },
    pixKey: a.key,
  });
  expect(connected.status).toBe(200);
  return a;
}

describe('the bank tells us a deposit was paid', () => {
  it('records the deposit once, dated the São Paulo day it was paid, confirms the hold and tells the artist', async () => {
    const a = await artist(true);
    const { token, appointmentId } = await acceptedRequest(a);
    const charge = await madeAtBank(appointmentId);
    // Paid at 01:30 UTC: still the previous day in São Paulo.
    const at = new Date(`${splitSaoPaulo(systemClock()).day}T01:30:00Z`);
    const { endToEndId, notification } = psp.pay(charge.txid, '150.00', at);

    expect(await deliver(a.key, notification)).toBe(200);
    // The bank retries (it did not see our answer): nothing more.
    expect(await deliver(a.key, notification)).toBe(200);

    const deposits = await depositsOf(appointmentId);
    expect(deposits).toHaveLength(1);
    expect(deposits[0]).toMatchObject({
      amountCents: 15_000,
      kind: 'sinal',
      method: 'pix',
      pixEndToEndId: endToEndId,
      date: splitSaoPaulo(at).day,
    });
    expect(deposits[0]!.date).not.toBe(at.toISOString().slice(0, 10));
    expect(await sessionOf(appointmentId)).toMatchObject({ depositCents: 15_000, status: 'agendado' });
    expect(await statusOf(a.slug, token)).toMatchObject({
      state: 'confirmado',
      depositPaidCents: 15_000,
      pix: null,
    });
    const [stored] = await server.db.select().from(pixCharges).where(eq(pixCharges.txid, charge.txid));
    expect(stored).toMatchObject({ status: 'paid', receivedCents: 15_000 });
    // Delivered (bell, and push when on) — a notice about a session, yet no reminder to drop.
    await deliverDueNotifications(server.db, { clock: systemClock, vapid: server.ctx.vapid, log: () => {} });
    const notices = (await noticesOf(a.id)).filter((n) => n.type === 'deposit_received');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.status).toBe('sent');
    expect(notices[0]!.title).toBe('Sinal recebido');
    expect(notices[0]!.message).toMatch(
      /^Bruna Lima pagou R\$ 150,00 de sinal da sessão de \d{2}\/\d{2}\/\d{4} às 10:00\.$/,
    );
  });

  it('believes nothing a notification says: a made-up Pix, an unknown address or someone else’s charge change nothing', async () => {
    const a = await artist(true);
    const b = await artist(true);
    const { appointmentId } = await acceptedRequest(a);
    const charge = await madeAtBank(appointmentId);
    const forged = {
      pix: [
        {
          endToEndId: `E99999999${'2'.repeat(23)}`,
          txid: charge.txid,
          valor: '150.00',
          horario: new Date().toISOString(),
        },
      ],
    };
    // The right address, a Pix the bank never saw: the bank is asked, and says nothing was paid.
    expect(await deliver(a.key, forged)).toBe(200);
    // Another artist's address naming this artist's charge: not theirs, ignored.
    expect(await deliver(b.key, forged)).toBe(200);
    // An address nobody registered.
    const unknown = await server.app.inject({
      method: 'POST',
      url: `/api/pix/webhook/${'x'.repeat(43)}/pix`,
      remoteAddress: '10.99.0.2',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(forged),
    });
    expect(unknown.statusCode).toBe(404);
    expect(await depositsOf(appointmentId)).toEqual([]);
    expect((await sessionOf(appointmentId)).depositCents).toBe(0);
  });

  it('another artist’s address naming a paid charge of this artist records nothing (for either)', async () => {
    const a = await artist(true);
    const b = await artist(true);
    const { appointmentId } = await acceptedRequest(a);
    const charge = await madeAtBank(appointmentId);
    const { notification } = psp.pay(charge.txid, '150.00');
    expect(await deliver(b.key, notification)).toBe(200);
    expect(await depositsOf(appointmentId)).toEqual([]);
    // Its own address then records it, once.
    expect(await deliver(a.key, notification)).toBe(200);
    expect(await depositsOf(appointmentId)).toHaveLength(1);
  });

  it('a deposit the artist marked by hand before the bank told us is that Pix, not a second one', async () => {
    const a = await artist(true);
    const { appointmentId } = await acceptedRequest(a);
    const charge = await madeAtBank(appointmentId);
    const { endToEndId, notification } = psp.pay(charge.txid, '150.00');
    // Seen in the bank app first: 'Marcar sinal recebido'.
    expect((await a.agent.post(`/api/appointments/${appointmentId}/deposit/received`)).status).toBe(200);
    expect(await deliver(a.key, notification)).toBe(200);
    const deposits = await depositsOf(appointmentId);
    expect(deposits).toHaveLength(1);
    expect(deposits[0]).toMatchObject({ amountCents: 15_000, pixEndToEndId: endToEndId });
    expect((await sessionOf(appointmentId)).depositCents).toBe(15_000);
  });

  it('records a Pix for less, then the rest, as they came — in whatever order the notifications arrive', async () => {
    const a = await artist(true);
    const { token, appointmentId } = await acceptedRequest(a);
    const charge = await madeAtBank(appointmentId);
    const first = psp.pay(charge.txid, '100.00');
    const rest = psp.pay(charge.txid, '50.00');
    // The later notification first: reading the charge back, both Pix are recorded at once.
    expect(await deliver(a.key, rest.notification)).toBe(200);
    expect(await deliver(a.key, first.notification)).toBe(200);
    const deposits = await depositsOf(appointmentId);
    expect(deposits.map((d) => d.amountCents).sort()).toEqual([10_000, 5_000].sort());
    expect((await statusOf(a.slug, token)).state).toBe('confirmado');
    const messages = (await noticesOf(a.id))
      .filter((n) => n.type === 'deposit_received')
      .map((n) => n.message);
    expect(messages.some((m) => m.includes('Faltam R$ 50,00 do sinal de R$ 150,00.'))).toBe(true);
  });

  it('two app instances handling the same notification at once record one deposit', async () => {
    const a = await artist(true);
    const { appointmentId } = await acceptedRequest(a);
    const charge = await madeAtBank(appointmentId);
    const { notification } = psp.pay(charge.txid, '150.00');
    const codes = await Promise.all([
      deliver(a.key, notification, server),
      deliver(a.key, notification, second),
      deliver(a.key, notification, second),
      deliver(a.key, notification, server),
    ]);
    expect(codes).toEqual([200, 200, 200, 200]);
    expect(await depositsOf(appointmentId)).toHaveLength(1);
    expect((await sessionOf(appointmentId)).depositCents).toBe(15_000);
  });
});

describe('giving a deposit back', () => {
  it('one that came through the bank is returned by the bank (once), then booked as an estorno', async () => {
    const a = await artist(true);
    const { appointmentId } = await acceptedRequest(a);
    const charge = await madeAtBank(appointmentId);
    const { endToEndId, notification } = psp.pay(charge.txid, '150.00');
    expect(await deliver(a.key, notification)).toBe(200);
    expect((await a.agent.post(`/api/appointments/${appointmentId}/cancel`)).status).toBe(200);

    // The bank is down: nothing is booked, and the artist reads why.
    psp.outage = true;
    const down = await a.agent.post(`/api/appointments/${appointmentId}/deposit/refund`, {});
    expect(down.status).toBe(503);
    expect(down.body.message).toBe('O banco não respondeu agora. Tente de novo em alguns minutos.');
    expect((await depositsOf(appointmentId)).filter((p) => p.kind === 'estorno')).toEqual([]);
    psp.outage = false;

    const refunded = await a.agent.post(`/api/appointments/${appointmentId}/deposit/refund`, {});
    expect(refunded.status).toBe(200);
    const atBank = [...(psp.refunds.get(endToEndId)?.values() ?? [])];
    expect(atBank).toHaveLength(1);
    expect(atBank[0]).toMatchObject({ valor: '150.00', status: 'EM_PROCESSAMENTO' });
    const estornos = (await depositsOf(appointmentId)).filter((p) => p.kind === 'estorno');
    expect(estornos).toHaveLength(1);
    expect(estornos[0]).toMatchObject({ amountCents: -15_000, method: 'pix' });
    expect((await sessionOf(appointmentId)).depositCents).toBe(0);

    // Nothing left to give back: refused, and the bank is not asked again.
    expect((await a.agent.post(`/api/appointments/${appointmentId}/deposit/refund`, {})).status).toBe(409);
    expect(psp.refunds.get(endToEndId)?.size).toBe(1);
  });
});

describe('when the artist changes banks', () => {
  it('charges made at the old bank go back to the static code; the new bank is never asked for them', async () => {
    const a = await artist(true);
    const { token, appointmentId } = await acceptedRequest(a);
    const charge = await madeAtBank(appointmentId);
    const other = await startPspDouble(ca);
    try {
      const moved = await a.agent.put('/api/pix-api', {
        baseUrl: other.baseUrl,
        clientId: other.clientId,
        clientSecret: other.clientSecret,
        certificate: { kind: 'pem', cert: ca.client.cert, key: ca.client.key },
        pixKey: a.key,
      });
      expect(moved.status).toBe(200);
      const [stored] = await server.db.select().from(pixCharges).where(eq(pixCharges.txid, charge.txid));
      expect(stored!.status).toBe('failed');
      const code = (await statusOf(a.slug, token)).pix!.code;
      expect(code).not.toBe(charge.copyPaste);
      await reconcilePixCharges(server.db, pixApiDepsOf(server.ctx));
      expect(other.calls.filter((c) => c.includes(charge.txid))).toEqual([]);
      expect(other.violations).toEqual([]);
    } finally {
      await other.close();
    }
  });
});

describe('when the notification never comes', () => {
  it('the bank is asked within the reconciliation round, and the Pix is recorded', async () => {
    const a = await artist(true);
    const { token, appointmentId } = await acceptedRequest(a);
    const charge = await madeAtBank(appointmentId);
    psp.pay(charge.txid, '150.00'); // the notification is lost
    const result = await reconcilePixCharges(server.db, pixApiDepsOf(server.ctx));
    expect(result.recorded).toBeGreaterThanOrEqual(1);
    expect(await depositsOf(appointmentId)).toHaveLength(1);
    expect((await statusOf(a.slug, token)).state).toBe('confirmado');
  });

  it('each artist’s bank is asked once for the Pix it received, and only the charges it names are read back', async () => {
    const bank = await startPspDouble(ca);
    try {
      const a = await artistAt(bank);
      const b = await artistAt(bank);
      const paid = await acceptedRequest(a);
      const unpaid = await acceptedRequest(b);
      const charge = await madeAtBank(paid.appointmentId);
      const open = await madeAtBank(unpaid.appointmentId);
      bank.pay(charge.txid, '150.00'); // the notification is lost
      const calls = (what: string) => bank.calls.filter((c) => c === what).length;

      const result = await reconcilePixCharges(server.db, pixApiDepsOf(server.ctx));
      expect(result.recorded).toBeGreaterThanOrEqual(1);
      expect(await depositsOf(paid.appointmentId)).toHaveLength(1);
      expect((await statusOf(a.slug, paid.token)).state).toBe('confirmado');
      // One listing per artist; the charge it names read back (a listing is a cue, not a fact) —
      // the charge nobody paid, not due yet, is not asked about at all.
      expect(calls('GET /v2/pix')).toBe(2);
      expect(calls(`GET /v2/cob/${charge.txid}`)).toBe(1);
      expect(calls(`GET /v2/cob/${open.txid}`)).toBe(0);

      // The next round: only the artist with a charge still open is asked, and the Pix already
      // recorded names nothing to read.
      await reconcilePixCharges(server.db, pixApiDepsOf(server.ctx));
      expect(calls('GET /v2/pix')).toBe(3);
      expect(calls(`GET /v2/cob/${charge.txid}`)).toBe(1);
      expect(calls(`GET /v2/cob/${open.txid}`)).toBe(0);
      expect(await depositsOf(paid.appointmentId)).toHaveLength(1);
      expect((await sessionOf(unpaid.appointmentId)).depositCents).toBe(0);
      expect(bank.violations).toEqual([]);
    } finally {
      await bank.close();
    }
  });

  it('reads the bank’s listing page after page, as the bank pages it', async () => {
    const bank = await startPspDouble(ca);
    bank.maxPageSize = 1; // the bank answers one Pix per page, whatever is asked
    try {
      const a = await artistAt(bank);
      const b = await artistAt(bank);
      const first = await acceptedRequest(a);
      const second = await acceptedRequest(b);
      const chargeA = await madeAtBank(first.appointmentId);
      const chargeB = await madeAtBank(second.appointmentId);
      // Both notifications lost; b's Pix is the older one, so a's is on the listing's second page.
      bank.pay(chargeB.txid, '150.00', new Date(Date.now() - 2 * 60_000));
      bank.pay(chargeA.txid, '150.00', new Date(Date.now() - 60_000));

      await reconcilePixCharges(server.db, pixApiDepsOf(server.ctx));
      expect(await depositsOf(first.appointmentId)).toHaveLength(1);
      expect(await depositsOf(second.appointmentId)).toHaveLength(1);
      // Two pages for each artist (the bank lists the account's Pix; each artist's charges are picked).
      expect(bank.calls.filter((c) => c === 'GET /v2/pix')).toHaveLength(4);
      expect(bank.calls.filter((c) => c.startsWith('GET /v2/cob/'))).toHaveLength(2);
      expect(bank.violations).toEqual([]);
    } finally {
      await bank.close();
    }
  });

  it('reads back at most a few charges per artist per round, so one artist’s many charges hold up no one', async () => {
    const bank = await startPspDouble(ca);
    try {
      const a = await artistAt(bank);
      const b = await artistAt(bank);
      const busy = await acceptedRequest(a);
      const other = await acceptedRequest(b);
      const otherCharge = await madeAtBank(other.appointmentId);
      // Twelve more charges of the same artist at the bank (as many holds would make).
      const txids = Array.from({ length: 12 }, () => `CAP${randomBytes(14).toString('hex')}`);
      await server.db.insert(pixCharges).values(
        txids.map((txid) => ({
          txid,
          userId: a.id,
          bankUserId: a.id,
          appointmentId: busy.appointmentId,
          amountCents: 15_000,
          expiresAt: new Date(Date.now() + 3_600_000),
        })),
      );
      expect(await createPendingCharges(server.db, pixApiDepsOf(server.ctx), txids)).toBe(12);
      // All past their expiry, unpaid: each must be read back to be closed.
      const past = new Date(Date.now() - 60_000);
      await server.db
        .update(pixCharges)
        .set({ expiresAt: past })
        .where(inArray(pixCharges.txid, [...txids, otherCharge.txid]));
      const stillOpen = async (ids: string[]) =>
        (
          await server.db
            .select({ txid: pixCharges.txid })
            .from(pixCharges)
            .where(and(inArray(pixCharges.txid, ids), eq(pixCharges.status, 'active')))
        ).length;

      await reconcilePixCharges(server.db, pixApiDepsOf(server.ctx));
      // The busy artist's bank read ten of them (the session's own charge, not past, is not read);
      // the other artist's charge was read and closed in the same round.
      expect(bank.calls.filter((c) => c.startsWith('GET /v2/cob/'))).toHaveLength(11);
      expect(await stillOpen(txids)).toBe(2);
      expect(await stillOpen([otherCharge.txid])).toBe(0);
      // The rest on the next round.
      await reconcilePixCharges(server.db, pixApiDepsOf(server.ctx));
      expect(await stillOpen(txids)).toBe(0);
      expect(bank.violations).toEqual([]);
    } finally {
      await bank.close();
    }
  });

  it('a cancelled session’s charge is removed at the bank: the client can no longer pay it', async () => {
    const a = await artist(true);
    const { appointmentId } = await acceptedRequest(a);
    const charge = await madeAtBank(appointmentId);
    expect((await a.agent.post(`/api/appointments/${appointmentId}/cancel`)).status).toBe(200);
    await reconcilePixCharges(server.db, pixApiDepsOf(server.ctx));
    expect(psp.charges.get(charge.txid)).toMatchObject({
      status: 'REMOVIDA_PELO_USUARIO_RECEBEDOR',
      revisao: 1,
    });
    const [closed] = await server.db.select().from(pixCharges).where(eq(pixCharges.txid, charge.txid));
    expect(closed!.status).toBe('expired');
    expect(() => psp.pay(charge.txid, '150.00')).toThrow(/not payable/);
  });

  it('an unpaid charge past its deadline is closed, and only then is its hold released', async () => {
    const a = await artist(true);
    const { token, appointmentId } = await acceptedRequest(a);
    const charge = await madeAtBank(appointmentId);
    const past = new Date(Date.now() - 60_000);
    await server.db
      .update(appointments)
      .set({ depositDeadline: past })
      .where(eq(appointments.id, appointmentId));
    await server.db.update(pixCharges).set({ expiresAt: past }).where(eq(pixCharges.txid, charge.txid));

    // The charge is still open at the bank: the hold waits for the bank to be asked.
    await releaseExpiredHolds(server.db, systemClock);
    expect((await sessionOf(appointmentId)).status).toBe('agendado');

    await reconcilePixCharges(server.db, pixApiDepsOf(server.ctx));
    const [closed] = await server.db.select().from(pixCharges).where(eq(pixCharges.txid, charge.txid));
    expect(closed!.status).toBe('expired');
    await releaseExpiredHolds(server.db, systemClock);
    expect((await sessionOf(appointmentId)).status).toBe('cancelado');
    expect((await statusOf(a.slug, token)).state).toBe('expirado');
  });
});

describe('a flood of notifications', () => {
  it('is cut per artist’s connection; another artist banking at the same address is still heard', async () => {
    const limited = await startTestServer({
      pixApiPolicy: { publicAddressesOnly: false, ca: ca.ca },
      rateLimitScale: 1,
    });
    try {
      const fixtures = bankFixtures(
        () => limited,
        () => psp,
        () => ca,
      );
      const flooded = await fixtures.artist(true);
      const other = await fixtures.artist(true);
      const post = (key: string) =>
        limited.app.inject({
          method: 'POST',
          url: `${new URL(psp.webhooks.get(key)!.webhookUrl).pathname}/pix`,
          remoteAddress: '10.99.0.7',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ pix: [] }),
        });
      const codes: number[] = [];
      for (let i = 0; i < 601; i++) codes.push((await post(flooded.key)).statusCode);
      expect(codes.slice(0, 600).every((c) => c === 200)).toBe(true);
      expect(codes[600]).toBe(429);
      expect((await post(other.key)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
