import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  notifications,
  payments,
  pixRefunds,
  tasks as taskRows,
} from '../../src/server/db/schema';
import { reconcilePixCharges } from '../../src/server/domain/pix-api/reconcile-pix-charges';
import { pixApiDepsOf } from '../../src/server/http/pix-api-deps';
import { deliverDueNotifications } from '../../src/server/jobs/deliver-notifications';
import { addDays, today } from '../../src/shared/time';
import { sendBookingRequest } from '../helpers/factories';
import { startTestServer, TEST_ORIGIN, type TestServer } from '../helpers/test-server';
import { bankFixtures } from '../pix-psp/bank-fixtures';
import { type PspDouble, startPspDouble } from '../pix-psp/psp-double';
import { makeTestCa, type TestCa } from '../pix-psp/test-ca';

// Issue 28, 'Devolver sinal' through the artist's bank, followed to its end: the bank takes the
// refund (EM_PROCESSAMENTO) and the estorno is booked; the reconciliation (or the bank's own
// notification) then reads the refund back — returned, it stays; not completed, the estorno is
// taken back, the deposit is on the session again and the artist is told why, once.
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

const { artist, acceptedRequest, madeAtBank, chargesOf } = bankFixtures(
  () => server,
  () => psp,
  () => ca,
);

/** The bank POSTs a notification to the address it has for the artist's key. */
async function deliver(key: string, notification: unknown) {
  const url = new URL(`${psp.webhooks.get(key)!.webhookUrl}/pix`);
  const res = await server.app.inject({
    method: 'POST',
    url: url.pathname,
    remoteAddress: '10.99.0.1',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(notification),
  });
  return res.statusCode;
}

/** A reconciliation round `minutes` from now (a refund in process is looked at again later). */
const round = (minutes = 0) =>
  reconcilePixCharges(server.db, {
    ...pixApiDepsOf(server.ctx),
    clock: () => new Date(Date.now() + minutes * 60_000),
  });

const paymentsOf = (appointmentId: string) =>
  server.db.select().from(payments).where(eq(payments.appointmentId, appointmentId));
const sessionOf = async (appointmentId: string) =>
  (await server.db.select().from(appointments).where(eq(appointments.id, appointmentId)))[0]!;
const refundsOf = (appointmentId: string) =>
  server.db.select().from(pixRefunds).where(eq(pixRefunds.appointmentId, appointmentId));
const refundNotices = (userId: string) =>
  server.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.title, 'Devolução não realizada')));

/** A session whose R$ 150,00 deposit came by Pix through the bank, cancelled, and 'Devolver sinal'. */
async function refundedThroughBank() {
  const a = await artist(true);
  const { appointmentId } = await acceptedRequest(a);
  const charge = await madeAtBank(appointmentId);
  const { endToEndId, notification } = psp.pay(charge.txid, '150.00');
  expect(await deliver(a.key, notification)).toBe(200);
  expect((await a.agent.post(`/api/appointments/${appointmentId}/cancel`)).status).toBe(200);
  const refunded = await a.agent.post(`/api/appointments/${appointmentId}/deposit/refund`, {});
  expect(refunded.status).toBe(200);
  expect(refunded.body.depositCents).toBe(0);
  const [refund] = await refundsOf(appointmentId);
  return { a, appointmentId, endToEndId, refund: refund! };
}

describe('a deposit given back through the bank is followed to its end', () => {
  it('is booked with the refund it came from, and recorded as returned once the bank says so', async () => {
    const { appointmentId, endToEndId, refund } = await refundedThroughBank();
    const [estorno] = (await paymentsOf(appointmentId)).filter((p) => p.kind === 'estorno');
    // Written with the estorno, in the same transaction: what the bank was asked, and for which estorno.
    expect(refund).toMatchObject({
      endToEndId,
      amountCents: 15_000,
      status: 'EM_PROCESSAMENTO',
      paymentId: estorno!.id,
      reason: null,
    });
    expect(psp.refunds.get(endToEndId)?.get(refund.refundId)).toMatchObject({ status: 'EM_PROCESSAMENTO' });

    // Still in process at the bank: asked, nothing changes, looked at again later (not at once).
    const asked = () =>
      psp.calls.filter((c) => c === `GET /v2/pix/${endToEndId}/devolucao/${refund.refundId}`);
    await round();
    expect(asked()).toHaveLength(1);
    await round();
    expect(asked()).toHaveLength(1);
    expect((await refundsOf(appointmentId))[0]!.status).toBe('EM_PROCESSAMENTO');

    psp.settleRefund(endToEndId, refund.refundId, 'DEVOLVIDO'); // its notification is lost
    expect((await round(10)).refunds).toBe(1);
    expect(asked()).toHaveLength(2);
    expect((await refundsOf(appointmentId))[0]).toMatchObject({
      status: 'DEVOLVIDO',
      paymentId: estorno!.id,
    });
    expect((await paymentsOf(appointmentId)).filter((p) => p.kind === 'estorno')).toHaveLength(1);
    expect((await sessionOf(appointmentId)).depositCents).toBe(0);
    // Settled: never asked again.
    await round(60);
    expect(asked()).toHaveLength(2);
  });

  it('one the bank did not complete takes its estorno back, puts the deposit back on the session and tells the artist why — once', async () => {
    const { a, appointmentId, endToEndId, refund } = await refundedThroughBank();
    psp.settleRefund(endToEndId, refund.refundId, 'NAO_REALIZADO', 'Conta do pagador encerrada');

    expect((await round(10)).refunds).toBe(1);
    expect(await round(20)).toMatchObject({ refunds: 0 }); // the job again: nothing more
    expect((await paymentsOf(appointmentId)).filter((p) => p.kind === 'estorno')).toEqual([]);
    expect((await sessionOf(appointmentId)).depositCents).toBe(15_000);
    expect((await refundsOf(appointmentId))[0]).toMatchObject({
      status: 'NAO_REALIZADO',
      reason: 'Conta do pagador encerrada',
      paymentId: null,
    });
    const notices = await refundNotices(a.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.type).toBe('refund_failed');
    expect(notices[0]!.relatedId).toBe(appointmentId);
    expect(notices[0]!.message).toMatch(
      /^O banco não concluiu a devolução de R\$ 150,00 do sinal de Bruna Lima \(sessão de \d{2}\/\d{2}\/\d{4} às 10:00\)\. Motivo informado pelo banco: Conta do pagador encerrada\. O sinal voltou para a sessão: devolva por fora, pelo app do banco, ou tente 'Devolver sinal' de novo\.$/,
    );
    // The bell (and push, when on): delivered as a notice, not dropped as a stale reminder (the
    // session is cancelled). Told at the round's time, 20 minutes on.
    const later = () => new Date(Date.now() + 30 * 60_000);
    await deliverDueNotifications(server.db, { clock: later, vapid: server.ctx.vapid, log: () => {} });
    expect((await refundNotices(a.id))[0]!.status).toBe('sent');

    // Trying again is a new refund at the bank (the one not completed is final under its id).
    const again = await a.agent.post(`/api/appointments/${appointmentId}/deposit/refund`, {});
    expect(again.status).toBe(200);
    expect(again.body.depositCents).toBe(0);
    const refunds = await refundsOf(appointmentId);
    expect(refunds).toHaveLength(2);
    const retry = refunds.find((r) => r.status === 'EM_PROCESSAMENTO')!;
    expect(retry.refundId).not.toBe(refund.refundId);
    expect(psp.refunds.get(endToEndId)?.get(retry.refundId)).toMatchObject({
      valor: '150.00',
      status: 'EM_PROCESSAMENTO',
    });
    const [estorno] = (await paymentsOf(appointmentId)).filter((p) => p.kind === 'estorno');
    expect(retry.paymentId).toBe(estorno!.id);
  });

  it('takes the outcome from the bank’s notification, read back from the bank: a notification alone changes nothing', async () => {
    const { a, appointmentId, endToEndId, refund } = await refundedThroughBank();
    // Claimed settled before the bank settled it (forged, or early): the bank still says in process.
    const forged = {
      pix: [
        {
          endToEndId,
          txid: (await chargesOf(appointmentId))[0]!.txid,
          valor: '150.00',
          horario: new Date().toISOString(),
          devolucoes: [
            {
              id: refund.refundId,
              rtrId: `D99999999${'1'.repeat(23)}`,
              valor: '150.00',
              horario: { solicitacao: new Date().toISOString() },
              status: 'NAO_REALIZADO',
              motivo: 'Inventado',
            },
          ],
        },
      ],
    };
    expect(await deliver(a.key, forged)).toBe(200);
    expect((await refundsOf(appointmentId))[0]!.status).toBe('EM_PROCESSAMENTO');
    expect((await paymentsOf(appointmentId)).filter((p) => p.kind === 'estorno')).toHaveLength(1);

    // The bank's own notification once it did not complete it: followed without waiting for the job.
    const { notification } = psp.settleRefund(
      endToEndId,
      refund.refundId,
      'NAO_REALIZADO',
      'Recusada pelo PSP do pagador',
    );
    expect(await deliver(a.key, notification)).toBe(200);
    expect(await deliver(a.key, notification)).toBe(200); // delivered twice
    expect((await refundsOf(appointmentId))[0]).toMatchObject({
      status: 'NAO_REALIZADO',
      reason: 'Recusada pelo PSP do pagador',
    });
    expect((await paymentsOf(appointmentId)).filter((p) => p.kind === 'estorno')).toEqual([]);
    expect((await sessionOf(appointmentId)).depositCents).toBe(15_000);
    await round(10);
    expect(await refundNotices(a.id)).toHaveLength(1);
  });
});

describe("a client cancelling in time from their own link (issue 28's policy)", () => {
  it('gets the deposit back through the bank, booked as an estorno — nothing left for the artist to do', async () => {
    const a = await artist(true);
    const policy = { refundUntilHours: 24, rescheduleUntilHours: 24, maxReschedules: 1 };
    const page = (await a.agent.get('/api/booking/settings')).body;
    expect((await a.agent.put('/api/booking/settings', { ...page, policy })).status).toBe(200);
    const day = addDays(today(), 3);
    const sent = await sendBookingRequest(
      server.app,
      a.slug,
      {
        name: 'Carla Reis',
        phone: '(11) 96543-2100',
        idea: 'Uma lua',
        placement: 'Tornozelo',
        size: '4 cm',
        length: 120,
        slots: [{ day, time: '11:00' }],
        consent: true,
        policyVersion: 1,
      },
      { ip: '10.87.0.9' },
    );
    expect(sent.status).toBe(201);
    const id = (await a.agent.get('/api/booking/requests?box=novos')).body.items[0].id as string;
    const accepted = await a.agent.post(`/api/booking/requests/${id}/accept`, {
      date: day,
      time: '11:00',
      durationMinutes: 120,
      title: 'Lua',
      valueCents: 40_000,
      depositCents: 10_000,
      holdHours: 24,
    });
    const appointmentId = accepted.body.appointmentId as string;
    const charge = await madeAtBank(appointmentId);
    const { endToEndId, notification } = psp.pay(charge.txid, '100.00');
    expect(await deliver(a.key, notification)).toBe(200);

    const cancel = await server.app.inject({
      method: 'POST',
      url: `/api/public/booking/${a.slug}/requests/${sent.body.token}/cancel`,
      remoteAddress: '10.87.0.10',
      headers: { origin: TEST_ORIGIN },
    });
    expect(cancel.statusCode).toBe(204);
    const [refund] = await refundsOf(appointmentId);
    expect(refund).toMatchObject({ endToEndId, amountCents: 10_000, status: 'EM_PROCESSAMENTO' });
    expect(psp.refunds.get(endToEndId)?.get(refund!.refundId)).toMatchObject({ status: 'EM_PROCESSAMENTO' });
    expect((await paymentsOf(appointmentId)).filter((p) => p.kind === 'estorno')).toMatchObject([
      { amountCents: -10_000, method: 'pix' },
    ]);
    expect((await sessionOf(appointmentId)).depositCents).toBe(0);
    // Its task was written with the cancel (a crash before the bank answered would leave it to do)
    // and is done once the bank took the refund.
    const tasks = await server.db.select().from(taskRows).where(eq(taskRows.appointmentId, appointmentId));
    expect(tasks).toMatchObject([{ title: 'Devolver sinal de R$ 100,00 para Carla Reis', status: 'feito' }]);
    const [notice] = await server.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, a.id), eq(notifications.type, 'client_change')));
    expect(notice?.message).toMatch(/O sinal de R\$ 100,00 está sendo devolvido pelo seu banco\.$/);
  });
});
