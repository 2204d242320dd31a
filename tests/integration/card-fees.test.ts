import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalog, messages } from '../../src/shared/errors';
import type { CardFeeRates } from '../../src/shared/schemas/card-fees';
import type { ExpenseList } from '../../src/shared/schemas/expense';
import type { PaymentList } from '../../src/shared/schemas/payment';
import type { Agent } from '../helpers/agent';
import { bookedSession, finishedSession, signedInUser, studioArtist } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';

// Issue 29 item 9, decision 0024: the maquininha's rate per card method and installments is set
// once; a card payment stores its fee and books it as an expense ('Taxas de cartão') in the same
// transaction, gone with the payment. Money the studio received pays the studio owner's rates, on
// the owner's books.

const now = new Date('2026-11-25T15:00:00-03:00');
let server: TestServer;
type User = { agent: Agent; id: string; name: string };
let user: User;

beforeAll(async () => {
  server = await startTestServer({ clock: () => now });
  user = await signedInUser(server.app, server.db);
});
afterAll(() => server?.close());

const rates = (list: Array<[method: string, installments: number, rateBp: number | null]>) => ({
  rates: list.map(([method, installments, rateBp]) => ({ method, installments, rateBp })),
});
const feeExpenses = async (u: User) =>
  (await u.agent.get<ExpenseList>('/api/expenses?limit=100')).body.items.filter(
    (e) => e.category === 'taxas',
  );
const paymentsOf = async (u: User, appointmentId: string) =>
  (await u.agent.get<PaymentList>('/api/payments?limit=100')).body.items.filter(
    (p) => p.appointmentId === appointmentId,
  );

describe('Taxas da maquininha', () => {
  it('answers every slot (none set: null), saves a table and reads it back in basis points', async () => {
    const empty = await user.agent.get<CardFeeRates>('/api/card-fees');
    expect(empty.status).toBe(200);
    expect(empty.body.rates).toHaveLength(13);
    expect(empty.body.rates[0]).toEqual({ method: 'cartao-debito', installments: 1, rateBp: null });
    expect(empty.body.rates[3]).toEqual({ method: 'cartao-credito', installments: 3, rateBp: null });

    const saved = await user.agent.put<CardFeeRates>(
      '/api/card-fees',
      rates([
        ['cartao-debito', 1, 199],
        ['cartao-credito', 1, 349],
        ['cartao-credito', 3, 899],
      ]),
    );
    expect(saved.status).toBe(200);
    const back = (await user.agent.get<CardFeeRates>('/api/card-fees')).body.rates;
    expect(back.filter((r) => r.rateBp !== null)).toEqual([
      { method: 'cartao-debito', installments: 1, rateBp: 199 },
      { method: 'cartao-credito', installments: 1, rateBp: 349 },
      { method: 'cartao-credito', installments: 3, rateBp: 899 },
    ]);
  });

  it('refuses a rate out of 0–100 % or débito in installments, in pt-BR next to the field, saving nothing', async () => {
    const tooHigh = await user.agent.put('/api/card-fees', rates([['cartao-credito', 2, 10_001]]));
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.body.fields).toEqual({ 'rates.0.rateBp': messages.invalidCardFeeRate });
    const fraction = await user.agent.put('/api/card-fees', rates([['cartao-credito', 2, 3.5]]));
    expect(fraction.status).toBe(400);
    expect(fraction.body.fields).toEqual({ 'rates.0.rateBp': messages.invalidCardFeeRate });
    const debitIn2 = await user.agent.put('/api/card-fees', rates([['cartao-debito', 2, 100]]));
    expect(debitIn2.status).toBe(400);
    expect(debitIn2.body.fields).toEqual({ 'rates.0.installments': messages.installmentsCreditOnly });
    const pix = await user.agent.put('/api/card-fees', rates([['pix', 1, 100]]));
    expect(pix.status).toBe(400);
    const back = (await user.agent.get<CardFeeRates>('/api/card-fees')).body.rates;
    expect(back.find((r) => r.installments === 3 && r.method === 'cartao-credito')?.rateBp).toBe(899);
  });

  it('a split Finalizar: the card line stores its fee and books it as an expense; Pix pays none', async () => {
    const id = await bookedSession(user.agent, '2026-11-24', 'Fechamento');
    const res = await user.agent.post(`/api/appointments/${id}/finalize`, {
      amountCents: 30_000,
      method: 'pix',
      date: '2026-11-24',
      splits: [{ amountCents: 50_000, method: 'cartao-credito', installments: 3 }],
    });
    expect(res.status).toBe(200);
    const rows = await paymentsOf(user, id);
    // Crédito 3x is one payment of the whole amount: 8,99 % of R$ 500,00 = R$ 44,95.
    expect(rows.map((p) => [p.method, p.amountCents, p.installments, p.feeCents]).sort()).toEqual([
      ['cartao-credito', 50_000, 3, 4_495],
      ['pix', 30_000, 1, 0],
    ]);
    const fees = await feeExpenses(user);
    expect(fees).toHaveLength(1);
    expect(fees[0]).toMatchObject({
      description: 'Taxa da maquininha · Crédito 3x · Cliente Fechamento',
      amountCents: 4_495,
      category: 'taxas',
      paymentMethod: 'cartao-credito',
      date: '2026-11-24',
    });

    // Booked by its payment, changed only with it.
    const edit = await user.agent.put(`/api/expenses/${fees[0]!.id}`, {
      description: 'Outra',
      amountCents: 1,
      category: 'taxas',
      paymentMethod: 'pix',
      date: '2026-11-24',
    });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe(errorCatalog.EXPENSE_IS_CARD_FEE.message);
    expect((await user.agent.del(`/api/expenses/${fees[0]!.id}`)).status).toBe(409);

    // 'Cancelar Finalização' removes the payments, and their fee with them.
    expect((await user.agent.post(`/api/appointments/${id}/cancel-finalization`, {})).status).toBe(200);
    expect(await feeExpenses(user)).toEqual([]);
  });

  it('a card payment with no rate set for its installments books no fee', async () => {
    const id = await bookedSession(user.agent, '2026-11-24', 'Sem taxa');
    await user.agent.post(`/api/appointments/${id}/finalize`, {
      amountCents: 20_000,
      method: 'cartao-credito',
      installments: 5,
    });
    expect((await paymentsOf(user, id)).map((p) => p.feeCents)).toEqual([0]);
    expect(await feeExpenses(user)).toEqual([]);
  });

  it('Financeiro: a card payment books its fee, an edit re-rates it, a change to Pix or a delete removes it', async () => {
    const id = await bookedSession(user.agent, '2026-11-20', 'Financeiro');
    await user.agent.post(`/api/appointments/${id}/finalize`, { amountCents: 10_000, method: 'pix' });
    const created = await user.agent.post<{ id: string }>('/api/payments', {
      appointmentId: id,
      amountCents: 20_000,
      method: 'cartao-debito',
      date: '2026-11-21',
    });
    expect(created.status).toBe(201);
    expect((await feeExpenses(user)).map((e) => [e.description, e.amountCents])).toEqual([
      ['Taxa da maquininha · Débito · Cliente Financeiro', 398],
    ]);
    const toCredit = await user.agent.put(`/api/payments/${created.body.id}`, {
      appointmentId: id,
      amountCents: 20_000,
      method: 'cartao-credito',
      installments: 3,
      date: '2026-11-21',
    });
    expect(toCredit.status).toBe(200);
    expect((await feeExpenses(user)).map((e) => [e.description, e.amountCents])).toEqual([
      ['Taxa da maquininha · Crédito 3x · Cliente Financeiro', 1_798],
    ]);
    const toPix = await user.agent.put(`/api/payments/${created.body.id}`, {
      appointmentId: id,
      amountCents: 20_000,
      method: 'pix',
      date: '2026-11-21',
    });
    expect(toPix.status).toBe(200);
    expect(await feeExpenses(user)).toEqual([]);
    await user.agent.put(`/api/payments/${created.body.id}`, {
      appointmentId: id,
      amountCents: 20_000,
      method: 'cartao-debito',
      date: '2026-11-21',
    });
    expect(await feeExpenses(user)).toHaveLength(1);
    expect((await user.agent.del(`/api/payments/${created.body.id}`)).status).toBe(204);
    expect(await feeExpenses(user)).toEqual([]);
  });

  it("in a studio: money the studio received pays the owner's rate on the owner's books; the artist's own, theirs", async () => {
    const owner = await signedInUser(server.app, server.db, { plan: 'estudio', studioName: 'Estúdio Taxas' });
    const artist = await studioArtist(server.app, owner, { percentage: 60, name: 'Ana Traço' });
    await owner.agent.put('/api/card-fees', rates([['cartao-credito', 2, 500]]));
    await artist.agent.put('/api/card-fees', rates([['cartao-credito', 2, 300]]));
    const id = await bookedSession(artist.agent, '2026-11-24', 'Estúdio');
    const res = await artist.agent.post(`/api/appointments/${id}/finalize`, {
      amountCents: 10_000,
      method: 'cartao-credito',
      installments: 2,
      receivedBy: 'estudio',
      splits: [{ amountCents: 20_000, method: 'cartao-credito', installments: 2, receivedBy: 'tatuador' }],
    });
    expect(res.status).toBe(200);
    expect((await feeExpenses(owner)).map((e) => [e.description, e.amountCents])).toEqual([
      ['Taxa da maquininha · Crédito 2x · Cliente Estúdio', 500],
    ]);
    expect((await feeExpenses(artist)).map((e) => [e.description, e.amountCents])).toEqual([
      ['Taxa da maquininha · Crédito 2x · Cliente Estúdio', 600],
    ]);
    // The owner cannot edit it by hand either; the artist's Cancelar Finalização removes both.
    const ownersFee = (await feeExpenses(owner))[0]!;
    expect((await owner.agent.del(`/api/expenses/${ownersFee.id}`)).status).toBe(409);
    // Another account asking about it finds nothing.
    expect((await artist.agent.del(`/api/expenses/${ownersFee.id}`)).status).toBe(404);
    expect((await artist.agent.post(`/api/appointments/${id}/cancel-finalization`, {})).status).toBe(200);
    expect(await feeExpenses(owner)).toEqual([]);
    expect(await feeExpenses(artist)).toEqual([]);
  });

  it("erasing a client (LGPD) takes their name out of the fee's expense, on the owner's books too", async () => {
    const owner = await signedInUser(server.app, server.db, { plan: 'estudio', studioName: 'Estúdio Apaga' });
    const artist = await studioArtist(server.app, owner, { name: 'Bia Traço' });
    await owner.agent.put('/api/card-fees', rates([['cartao-debito', 1, 200]]));
    const id = await bookedSession(artist.agent, '2026-11-24', 'Rosa Apagada');
    const done = await artist.agent.post(`/api/appointments/${id}/finalize`, {
      amountCents: 50_000,
      method: 'cartao-debito',
      receivedBy: 'estudio',
    });
    expect(done.status).toBe(200);
    expect((await feeExpenses(owner)).map((e) => e.description)).toEqual([
      'Taxa da maquininha · Débito · Cliente Rosa Apagada',
    ]);
    const { clientId } = (await artist.agent.get(`/api/appointments/${id}`)).body;
    expect((await artist.agent.post(`/api/clients/${clientId}/erase`)).status).toBe(200);
    expect((await feeExpenses(owner)).map((e) => [e.description, e.amountCents])).toEqual([
      ['Taxa da maquininha · Débito · Cliente excluído (LGPD)', 1_000],
    ]);
  });

  it('a studio artist’s money written at once — card and Pix Finalizar, Cancelar Finalização, payments, the owner’s own — never deadlocks', async () => {
    const owner = await signedInUser(server.app, server.db, {
      plan: 'estudio',
      studioName: 'Estúdio Corrida',
    });
    const artist = await studioArtist(server.app, owner, { name: 'Caio Linha' });
    await owner.agent.put('/api/card-fees', rates([['cartao-credito', 3, 450]]));
    const open = [];
    for (let i = 0; i < 8; i++) open.push(await bookedSession(artist.agent, '2026-11-24', `Aberta ${i}`));
    const done = [];
    for (let i = 0; i < 4; i++) done.push(await finishedSession(artist.agent, '2026-11-23', 10_000 + i));
    const ownersOpen = [];
    for (let i = 0; i < 3; i++) ownersOpen.push(await bookedSession(owner.agent, '2026-11-24', `Dona ${i}`));
    const card = { amountCents: 30_000, method: 'cartao-credito', installments: 3, receivedBy: 'estudio' };
    const answers = await Promise.all([
      ...open.map((id, i) =>
        artist.agent.post(
          `/api/appointments/${id}/finalize`,
          i % 2 ? card : { amountCents: 20_000, method: 'pix' },
        ),
      ),
      ...done.map((id) => artist.agent.post(`/api/appointments/${id}/cancel-finalization`, {})),
      ...ownersOpen.map((id) => owner.agent.post(`/api/appointments/${id}/finalize`, card)),
    ]);
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
    // Four card sessions of the artist's, three of the owner's: seven fees of R$ 13,50 on the owner.
    expect((await feeExpenses(owner)).map((e) => e.amountCents)).toEqual(Array(7).fill(1_350));
  });

  it('two saves of the rates at once both answer, the last one kept', async () => {
    const u = await signedInUser(server.app, server.db);
    const [a, b] = await Promise.all([
      u.agent.put(
        '/api/card-fees',
        rates([
          ['cartao-debito', 1, 150],
          ['cartao-credito', 1, 300],
        ]),
      ),
      u.agent.put('/api/card-fees', rates([['cartao-debito', 1, 160]])),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const saved = (await u.agent.get<CardFeeRates>('/api/card-fees')).body.rates.filter(
      (r) => r.rateBp !== null,
    );
    expect([
      [
        { method: 'cartao-debito', installments: 1, rateBp: 150 },
        { method: 'cartao-credito', installments: 1, rateBp: 300 },
      ],
      [{ method: 'cartao-debito', installments: 1, rateBp: 160 }],
    ]).toContainEqual(saved);
  });

  it("a deposit paid by card books its fee ('Registrar sinal'); deleting the deposit removes it", async () => {
    const id = await bookedSession(user.agent, '2026-11-28', 'Sinal no cartão');
    const deposit = await user.agent.post(`/api/appointments/${id}/deposit`, {
      amountCents: 10_000,
      method: 'cartao-debito',
      date: '2026-11-25',
    });
    expect(deposit.status).toBe(200);
    expect((await feeExpenses(user)).map((e) => [e.description, e.amountCents, e.date])).toEqual([
      ['Taxa da maquininha · Débito · Cliente Sinal no cartão', 199, '2026-11-25'],
    ]);
    const sinal = (await paymentsOf(user, id))[0]!;
    expect(sinal).toMatchObject({ kind: 'sinal', feeCents: 199 });
    expect((await user.agent.del(`/api/payments/${sinal.id}`)).status).toBe(204);
    expect(await feeExpenses(user)).toEqual([]);
  });

  it('a session deleted takes its payments and their fees', async () => {
    const id = await bookedSession(user.agent, '2026-11-24', 'Apagar');
    await user.agent.post(`/api/appointments/${id}/finalize`, {
      amountCents: 10_000,
      method: 'cartao-debito',
    });
    expect(await feeExpenses(user)).toHaveLength(1);
    expect((await user.agent.del(`/api/appointments/${id}`)).status).toBe(204);
    expect(await feeExpenses(user)).toEqual([]);
  });
});
