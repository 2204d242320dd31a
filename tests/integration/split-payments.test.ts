import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/errors';
import type { Appointment } from '../../src/shared/schemas/appointment';
import type { PaymentList } from '../../src/shared/schemas/payment';
import { bookedSession, signedInUser, studioArtist } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';

// Issue 29 item 9: a session paid part Pix, part card. Finalizar keeps SPEC's one amount and method
// as its first line and takes more lines ('Dividir pagamento'); each line is one payment, all in the
// finalization's transaction, and the final value is their sum.

const now = new Date('2026-11-25T15:00:00-03:00');
let server: TestServer;
type User = Awaited<ReturnType<typeof signedInUser>>;
let user: User;

beforeAll(async () => {
  server = await startTestServer({ clock: () => now });
  user = await signedInUser(server.app, server.db, { name: 'Artista Dividido' });
});
afterAll(() => server?.close());

const paymentsOf = async (u: { agent: User['agent'] }, appointmentId: string) =>
  (await u.agent.get<PaymentList>('/api/payments?limit=100')).body.items.filter(
    (p) => p.appointmentId === appointmentId,
  );

describe('split payment at Finalizar', () => {
  it('books one payment per line and sets final and agreed value to their sum', async () => {
    const id = await bookedSession(user.agent, '2026-11-24', 'Fechamento dividido');
    const res = await user.agent.post<Appointment>(`/api/appointments/${id}/finalize`, {
      amountCents: 30_000,
      method: 'pix',
      date: '2026-11-24',
      splits: [
        { amountCents: 45_000, method: 'cartao-credito', installments: 3 },
        { amountCents: 5_000, method: 'dinheiro' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'concluido',
      finalValueCents: 80_000,
      agreedValueCents: 80_000,
    });
    const rows = await paymentsOf(user, id);
    expect(rows.map((p) => [p.amountCents, p.method, p.installments]).sort()).toEqual(
      [
        [30_000, 'pix', 1],
        [45_000, 'cartao-credito', 3],
        [5_000, 'dinheiro', 1],
      ].sort(),
    );
    expect(rows.every((p) => p.date === '2026-11-24' && p.kind === 'pagamento')).toBe(true);
  });

  it('with one line it is SPEC’s Finalizar: one payment of the amount', async () => {
    const id = await bookedSession(user.agent, '2026-11-24', 'Fechamento simples');
    const res = await user.agent.post<Appointment>(`/api/appointments/${id}/finalize`, {
      amountCents: 12_345,
      method: 'cartao-debito',
    });
    expect(res.status).toBe(200);
    expect(res.body.finalValueCents).toBe(12_345);
    expect((await paymentsOf(user, id)).map((p) => [p.amountCents, p.method, p.installments])).toEqual([
      [12_345, 'cartao-debito', 1],
    ]);
  });

  it('a bad line changes nothing: refused with its message, the session stays open with no payment', async () => {
    const id = await bookedSession(user.agent, '2026-11-24', 'Linha ruim');
    const zero = await user.agent.post(`/api/appointments/${id}/finalize`, {
      amountCents: 10_000,
      method: 'pix',
      splits: [{ amountCents: 0, method: 'cartao-credito' }],
    });
    expect(zero.status).toBe(400);
    expect(zero.body.fields).toMatchObject({ 'splits.0.amountCents': messages.paymentAmountPositive });

    const pixIn3 = await user.agent.post(`/api/appointments/${id}/finalize`, {
      amountCents: 10_000,
      method: 'pix',
      splits: [{ amountCents: 5_000, method: 'pix', installments: 3 }],
    });
    expect(pixIn3.status).toBe(400);
    expect(pixIn3.body.fields).toMatchObject({ 'splits.0.installments': messages.installmentsCreditOnly });

    const firstInInstallments = await user.agent.post(`/api/appointments/${id}/finalize`, {
      amountCents: 10_000,
      method: 'dinheiro',
      installments: 2,
    });
    expect(firstInInstallments.status).toBe(400);
    expect(firstInInstallments.body.fields).toMatchObject({ installments: messages.installmentsCreditOnly });

    const blankFirst = await user.agent.post(`/api/appointments/${id}/finalize`, {
      amountCents: 0,
      method: 'pix',
      splits: [{ amountCents: 5_000, method: 'dinheiro' }],
    });
    expect(blankFirst.status).toBe(400);
    expect(blankFirst.body.fields).toMatchObject({ amountCents: messages.paymentAmountPositive });

    const after = (await user.agent.get<Appointment>(`/api/appointments/${id}`)).body;
    expect(after).toMatchObject({ status: 'agendado', isTattooFinished: false, finalValueCents: null });
    expect(await paymentsOf(user, id)).toEqual([]);
  });

  it('lines that together pass the session’s cap are refused as a whole', async () => {
    const id = await bookedSession(user.agent, '2026-11-24', 'Acima do teto');
    // Each line is a valid amount; their sum is more than one session may hold.
    const res = await user.agent.post(`/api/appointments/${id}/finalize`, {
      amountCents: 500_000_000,
      method: 'pix',
      splits: [{ amountCents: 600_000_000, method: 'dinheiro' }],
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({ amountCents: messages.invalidAmount });
    const after = (await user.agent.get<Appointment>(`/api/appointments/${id}`)).body;
    expect(after.status).toBe('agendado');
    expect(await paymentsOf(user, id)).toEqual([]);
  });

  it("'Cancelar Finalização' deletes every payment of the split", async () => {
    const id = await bookedSession(user.agent, '2026-11-24', 'Desfazer dividido');
    await user.agent.post(`/api/appointments/${id}/finalize`, {
      amountCents: 20_000,
      method: 'pix',
      splits: [{ amountCents: 10_000, method: 'cartao-debito' }],
    });
    expect(await paymentsOf(user, id)).toHaveLength(2);
    const undone = await user.agent.post<Appointment>(`/api/appointments/${id}/cancel-finalization`, {});
    expect(undone.status).toBe(200);
    expect(await paymentsOf(user, id)).toEqual([]);
  });

  it('in a studio each line keeps its receiver and its own split', async () => {
    const owner = await signedInUser(server.app, server.db, { plan: 'estudio', studioName: 'Estúdio Split' });
    const artist = await studioArtist(server.app, owner, { percentage: 60 });
    const id = await bookedSession(artist.agent, '2026-11-24', 'Dividido no estúdio');
    const res = await artist.agent.post(`/api/appointments/${id}/finalize`, {
      amountCents: 10_000,
      method: 'cartao-credito',
      installments: 2,
      receivedBy: 'estudio',
      splits: [{ amountCents: 5_000, method: 'pix', receivedBy: 'tatuador' }],
    });
    expect(res.status).toBe(200);
    const rows = (
      await server.ctx.database.pool.query(
        `SELECT amount_cents, received_by, studio_cents, organization_id IS NOT NULL AS in_studio
         FROM payments WHERE appointment_id = $1 ORDER BY amount_cents`,
        [id],
      )
    ).rows;
    expect(rows).toEqual([
      { amount_cents: 5_000, received_by: 'tatuador', studio_cents: 2_000, in_studio: true },
      { amount_cents: 10_000, received_by: 'estudio', studio_cents: 4_000, in_studio: true },
    ]);
  });
});
