import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalog } from '../../src/shared/errors';
import type { PaymentList } from '../../src/shared/schemas/payment';
import type { Report } from '../../src/shared/schemas/report';
import type { Settlement, SettlementOverview } from '../../src/shared/schemas/settlement';
import type { Agent } from '../helpers/agent';
import { bookedSession, finishedSession, signedInUser, studioArtist } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';

// Repasse (issue 26, decision 0017): each payment records who received it; for a week, a fortnight
// or a month the owner sees what the studio owes each artist and what each artist owes the studio,
// nets them and marks the settlement paid, which closes the period's payments, books the owner's
// 'Repasse' expense and shows the artist the settlement received.

// Wednesday 25 November 2026, 15:00 in São Paulo: the week is 23–29 November.
const now = new Date('2026-11-25T15:00:00-03:00');
let server: TestServer;
type User = { agent: Agent; id: string; name: string };
let owner: User;
let ana: User; // 60 %
let bruno: User; // 50 %
let frontDesk: User;
let otherOwner: User;
const q = (text: string, params: unknown[] = []) => server.ctx.database.pool.query(text, params);

beforeAll(async () => {
  server = await startTestServer({ clock: () => now });
  owner = await signedInUser(server.app, server.db, { plan: 'estudio', studioName: 'Estúdio Repasse' });
  ana = await studioArtist(server.app, owner, { name: 'Ana Traço', percentage: 60 });
  bruno = await studioArtist(server.app, owner, { name: 'Bruno Sombra', percentage: 50 });
  frontDesk = await studioArtist(server.app, owner, { name: 'Rita Recepção', role: 'recepcao' });
  otherOwner = await signedInUser(server.app, server.db, { plan: 'estudio', studioName: 'Outro Estúdio' });
});
afterAll(() => server?.close());

/** A session on `day` finalized with `amountCents` received by `receivedBy`; answers its ids. */
async function finished(u: User, day: string, amountCents: number, receivedBy?: 'estudio' | 'tatuador') {
  const appointmentId = await finishedSession(u.agent, day, amountCents, receivedBy);
  const list = (await u.agent.get<PaymentList>('/api/payments')).body;
  const payment = list.items.find((p) => p.appointmentId === appointmentId)!;
  return { appointmentId, paymentId: payment.id, payment };
}

const overview = async (u: User, period: string, day: string) =>
  u.agent.get<SettlementOverview>(`/api/studio/settlements?period=${period}&day=${day}`);

const markPaid = (u: User, body: Record<string, unknown>) =>
  u.agent.post<Settlement>('/api/studio/settlements', {
    period: 'semana',
    startDate: '2026-11-23',
    method: 'pix',
    paidOn: '2026-11-25',
    ...body,
  });

describe('repasse', () => {
  let first: Awaited<ReturnType<typeof finished>>;
  let settlement: Settlement;

  it('records who received each payment; the week nets to the centavo over mixed receivers', async () => {
    // Ana (60 %): R$ 800,00 in the studio's maquininha — the studio owes her R$ 480,00.
    first = await finished(ana, '2026-11-23', 80_000, 'estudio');
    expect(first.payment).toMatchObject({ receivedBy: 'estudio', inStudio: true });
    // R$ 333,33 paid to her by Pix — her part is R$ 200,00 (199,998 rounded), she owes R$ 133,33.
    const second = await finished(ana, '2026-11-24', 33_333, 'tatuador');
    expect(second.payment.receivedBy).toBe('tatuador');
    // A R$ 100,00 deposit she received for a session ahead: she owes the studio R$ 40,00.
    const ahead = await bookedSession(ana.agent, '2026-12-01', 'Fechamento');
    const dep = await ana.agent.post(`/api/appointments/${ahead}/deposit`, {
      amountCents: 10_000,
      receivedBy: 'tatuador',
    });
    expect(dep.status, JSON.stringify(dep.body)).toBe(200);
    // Last week's payment (20/11) is not this week's; Bruno, default receiver: the studio.
    await finished(ana, '2026-11-20', 50_000, 'estudio');
    const b = await finished(bruno, '2026-11-24', 12_345);
    expect(b.payment.receivedBy).toBe('estudio');

    const res = await overview(owner, 'semana', '2026-11-25');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      period: 'semana',
      start: '2026-11-23',
      end: '2026-11-29',
      canSettle: true,
    });
    const line = res.body.lines.find((l) => l.artistId === ana.id)!;
    expect(line).toMatchObject({
      name: 'Ana Traço',
      paymentsCount: 3,
      studioReceivedCents: 80_000,
      artistReceivedCents: 43_333,
      studioOwesCents: 48_000,
      artistOwesCents: 13_333 + 4_000,
      netCents: 48_000 - 17_333,
      settlement: null,
    });
    // Bruno 50 %: R$ 123,45 → his part R$ 61,73 (61,725 rounded half away from zero).
    expect(res.body.lines.find((l) => l.artistId === bruno.id)).toMatchObject({
      studioOwesCents: 6_173,
      artistOwesCents: 0,
      netCents: 6_173,
    });
    // The owner's own work and the front desk are never settled.
    expect(res.body.lines.map((l) => l.artistId).sort()).toEqual([ana.id, bruno.id].sort());

    // The month holds last week's payment too.
    const month = (await overview(owner, 'mes', '2026-11-25')).body.lines.find((l) => l.artistId === ana.id)!;
    expect(month.netCents).toBe(30_667 + 30_000);
    // The fortnight 16–30 November holds both weeks.
    const fortnight = await overview(owner, 'quinzena', '2026-11-25');
    expect(fortnight.body).toMatchObject({ start: '2026-11-16', end: '2026-11-30' });
  });

  it('the CSV statement lists the week, who received each payment, and the net', async () => {
    const res = await owner.agent.get(
      `/api/studio/settlements/statement.csv?period=semana&day=2026-11-25&artistId=${ana.id}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const text = res.raw.toString('utf8');
    expect(text).toContain('Recebido por');
    expect(text).toContain(
      '23/11/2026;Cliente Sessão 80000;Sessão 80000;Pagamento;PIX;Estúdio;800,00;480,00;320,00',
    );
    expect(text).toContain('Tatuador');
    expect(text).toContain('Saldo: estúdio paga ao tatuador;;;;;;;;306,67');
    expect(text).not.toContain('20/11/2026');
    // Ana may read her own statement; Bruno may not read hers.
    expect(
      (
        await ana.agent.get(
          `/api/studio/settlements/statement.csv?period=semana&day=2026-11-25&artistId=${ana.id}`,
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await bruno.agent.get(
          `/api/studio/settlements/statement.csv?period=semana&day=2026-11-25&artistId=${ana.id}`,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await frontDesk.agent.get(
          `/api/studio/settlements/statement.csv?period=semana&day=2026-11-25&artistId=${ana.id}`,
        )
      ).status,
    ).toBe(403);
  });

  it('only the owner marks a settlement paid; nobody else sees or marks another artist’s', async () => {
    // Bruno sees only his own line; marking is refused to him and to the front desk.
    const mine = await overview(bruno, 'semana', '2026-11-25');
    expect(mine.status).toBe(200);
    expect(mine.body.canSettle).toBe(false);
    expect(mine.body.lines.map((l) => l.artistId)).toEqual([bruno.id]);
    expect(mine.raw.toString()).not.toContain('Ana Traço');
    expect((await markPaid(bruno, { artistId: ana.id })).status).toBe(403);
    expect((await markPaid(bruno, { artistId: bruno.id })).status).toBe(403);
    expect((await overview(frontDesk, 'semana', '2026-11-25')).status).toBe(403);
    expect((await markPaid(frontDesk, { artistId: ana.id })).status).toBe(403);
    // Another studio's owner: Ana is nobody there.
    const other = await overview(otherOwner, 'semana', '2026-11-25');
    expect(other.status).toBe(200);
    expect(other.body.lines).toEqual([]);
    expect((await markPaid(otherOwner, { artistId: ana.id })).status).toBe(404);
    // A solo artist has no studio.
    const solo = await signedInUser(server.app, server.db, { plan: 'basico' });
    expect((await overview(solo, 'semana', '2026-11-25')).status).toBe(403);
    expect((await q('SELECT count(*)::int AS n FROM settlements')).rows[0].n).toBe(0);
  });

  it('marking paid twice at once (double tap) makes one settlement and one Repasse expense', async () => {
    const answers = await Promise.all([
      markPaid(owner, { artistId: ana.id, netCents: 30_667 }),
      markPaid(owner, { artistId: ana.id, netCents: 30_667 }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body).toMatchObject({ message: errorCatalog.SETTLEMENT_ALREADY_PAID.message });
    settlement = answers.find((a) => a.status === 201)!.body;
    expect(settlement).toMatchObject({
      artistId: ana.id,
      startDate: '2026-11-23',
      endDate: '2026-11-29',
      studioOwesCents: 48_000,
      artistOwesCents: 17_333,
      netCents: 30_667,
      paymentsCount: 3,
      method: 'pix',
      paidOn: '2026-11-25',
    });
    const rows = await q('SELECT count(*)::int AS n FROM settlements WHERE artist_id = $1', [ana.id]);
    expect(rows.rows[0].n).toBe(1);

    // The studio's side: one expense 'Repasse' of R$ 306,67 on the day paid, by Pix.
    const expenses = (await owner.agent.get<{ items: any[] }>('/api/expenses')).body.items;
    const repasse = expenses.filter((e) => e.category === 'repasse');
    expect(repasse).toHaveLength(1);
    expect(repasse[0]).toMatchObject({
      amountCents: 30_667,
      date: '2026-11-25',
      paymentMethod: 'pix',
      description: 'Repasse — Ana Traço (Semana de 23/11 a 29/11/2026)',
    });
    // …which passes on the artist's part, never the studio's cost: the studio's profit is unchanged.
    const report = (await owner.agent.get<Report>('/api/reports?scope=studio')).body;
    expect(report.expensesMonthCents).toBe(0);
    expect(report.totals.expensesCents).toBe(0);

    // The owner's week shows it paid; the period cannot be paid again.
    const line = (await overview(owner, 'semana', '2026-11-25')).body.lines.find(
      (l) => l.artistId === ana.id,
    )!;
    expect(line.settlement?.id).toBe(settlement.id);
    expect((await markPaid(owner, { artistId: ana.id })).status).toBe(409);
    // The month overlapping it is not settled again either.
    const month = (await overview(owner, 'mes', '2026-11-25')).body.lines.find((l) => l.artistId === ana.id)!;
    expect(month.overlapping?.id).toBe(settlement.id);
    expect((await markPaid(owner, { artistId: ana.id, period: 'mes', startDate: '2026-11-01' })).status).toBe(
      409,
    );
  });

  it("the settlement's 'Repasse' is changed only with it; nobody types a 'Repasse' by hand", async () => {
    const expenses = (await owner.agent.get<{ items: any[] }>('/api/expenses')).body.items;
    const repasse = expenses.find((e) => e.category === 'repasse')!;
    const body = {
      description: 'Editado',
      amountCents: 1,
      category: 'aluguel',
      paymentMethod: 'pix',
      date: '2026-11-25',
    };
    const edit = await owner.agent.put(`/api/expenses/${repasse.id}`, body);
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe(errorCatalog.EXPENSE_IS_SETTLEMENT.message);
    expect((await owner.agent.del(`/api/expenses/${repasse.id}`)).status).toBe(409);
    const typed = await owner.agent.post('/api/expenses', { ...body, category: 'repasse' });
    expect(typed.status).toBe(400);
    expect(typed.body.fields?.category).toBe(
      'O repasse é lançado ao marcar o acerto com o tatuador, em Relatórios',
    );
    const after = (await owner.agent.get<{ items: any[] }>('/api/expenses')).body.items;
    expect(after.filter((e) => e.category === 'repasse')).toEqual([repasse]);
  });

  it('the artist sees the settlement received', async () => {
    const res = await overview(ana, 'semana', '2026-11-25');
    expect(res.status).toBe(200);
    expect(res.body.lines).toHaveLength(1);
    expect(res.body.lines[0]).toMatchObject({ artistId: ana.id, netCents: 30_667 });
    expect(res.body.lines[0]!.settlement?.paidOn).toBe('2026-11-25');
    expect(res.body.recent.map((s) => s.id)).toEqual([settlement.id]);
    // Bruno does not.
    expect((await overview(bruno, 'semana', '2026-11-25')).body.recent).toEqual([]);
  });

  it('a paid settlement is closed: its payments cannot be edited, moved, deleted or unfinalized', async () => {
    const closed = errorCatalog.SETTLEMENT_CLOSED.message;
    const edit = await ana.agent.put(`/api/payments/${first.paymentId}`, {
      appointmentId: first.appointmentId,
      amountCents: 70_000,
      method: 'pix',
      date: '2026-11-23',
    });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe(closed);
    const receiver = await ana.agent.put(`/api/payments/${first.paymentId}`, {
      appointmentId: first.appointmentId,
      amountCents: 80_000,
      method: 'pix',
      date: '2026-11-23',
      receivedBy: 'tatuador',
    });
    expect(receiver.status).toBe(409);
    const moved = await ana.agent.put(`/api/payments/${first.paymentId}`, {
      appointmentId: first.appointmentId,
      amountCents: 80_000,
      method: 'pix',
      date: '2026-11-16',
    });
    expect(moved.status).toBe(409);
    expect((await ana.agent.del(`/api/payments/${first.paymentId}`)).status).toBe(409);
    const undo = await ana.agent.post(`/api/appointments/${first.appointmentId}/cancel-finalization`);
    expect(undo.status).toBe(409);
    expect(undo.body.message).toBe(closed);
    // The owner, keeping her agenda, is refused the same.
    expect(
      (await owner.agent.post(`/api/appointments/${first.appointmentId}/cancel-finalization`)).status,
    ).toBe(409);
    expect((await ana.agent.del(`/api/appointments/${first.appointmentId}`)).status).toBe(409);
    // A new payment dated inside the closed week is refused too.
    const extra = await ana.agent.post('/api/payments', {
      appointmentId: first.appointmentId,
      amountCents: 1_000,
      method: 'pix',
      date: '2026-11-24',
    });
    expect(extra.status).toBe(409);
    const still = await q('SELECT amount_cents, received_by FROM payments WHERE id = $1', [first.paymentId]);
    expect(still.rows[0]).toMatchObject({ amount_cents: 80_000, received_by: 'estudio' });
    // Only the method (not settled on) may still change.
    const method = await ana.agent.put(`/api/payments/${first.paymentId}`, {
      appointmentId: first.appointmentId,
      amountCents: 80_000,
      method: 'cartao-credito',
      date: '2026-11-23',
    });
    expect(method.status).toBe(200);
    // Last week is still open: its payment can be edited.
    const lastWeek = (await ana.agent.get<PaymentList>('/api/payments')).body.items.find(
      (p) => p.date === '2026-11-20',
    )!;
    const open = await ana.agent.put(`/api/payments/${lastWeek.id}`, {
      appointmentId: lastWeek.appointmentId,
      amountCents: 50_001,
      method: 'pix',
      date: '2026-11-20',
    });
    expect(open.status).toBe(200);
  });

  it('the owner undoes a settlement: the period reopens and its Repasse expense goes', async () => {
    expect((await ana.agent.del(`/api/studio/settlements/${settlement.id}`)).status).toBe(404);
    expect((await otherOwner.agent.del(`/api/studio/settlements/${settlement.id}`)).status).toBe(404);
    expect((await owner.agent.del(`/api/studio/settlements/${settlement.id}`)).status).toBe(204);
    const expenses = (await owner.agent.get<{ items: any[] }>('/api/expenses')).body.items;
    expect(expenses.filter((e) => e.category === 'repasse')).toHaveLength(0);
    const edit = await ana.agent.put(`/api/payments/${first.paymentId}`, {
      appointmentId: first.appointmentId,
      amountCents: 80_000,
      method: 'pix',
      date: '2026-11-23',
      receivedBy: 'tatuador',
    });
    expect(edit.status).toBe(200);
    // Now she received everything: she owes the studio, and paying books no expense.
    const line = (await overview(owner, 'semana', '2026-11-25')).body.lines.find(
      (l) => l.artistId === ana.id,
    )!;
    expect(line.netCents).toBe(-(32_000 + 13_333 + 4_000));
    const paid = await markPaid(owner, { artistId: ana.id, method: 'dinheiro', netCents: line.netCents });
    expect(paid.status).toBe(201);
    expect(paid.body.expenseId).toBeNull();
    const after = (await owner.agent.get<{ items: any[] }>('/api/expenses')).body.items;
    expect(after.filter((e) => e.category === 'repasse')).toHaveLength(0);
  });

  it('refuses a stale net, a period that does not start where it says, a day ahead and an empty period', async () => {
    const stale = await markPaid(owner, { artistId: bruno.id, netCents: 1 });
    expect(stale.status).toBe(409);
    expect((stale.body as unknown as { message: string }).message).toBe(
      errorCatalog.SETTLEMENT_CHANGED.message,
    );
    expect((await markPaid(owner, { artistId: bruno.id, startDate: '2026-11-24' })).status).toBe(400);
    expect((await markPaid(owner, { artistId: bruno.id, paidOn: '2026-11-26' })).status).toBe(400);
    const empty = await markPaid(owner, { artistId: bruno.id, startDate: '2026-11-02' });
    expect(empty.status).toBe(409);
    expect((empty.body as unknown as { message: string }).message).toBe(
      errorCatalog.SETTLEMENT_EMPTY.message,
    );
  });

  it("a solo artist's payments have no studio and ask nothing about who received them", async () => {
    const solo = await signedInUser(server.app, server.db, { plan: 'basico' });
    const p = await finished(solo, '2026-11-24', 20_000);
    expect(p.payment.inStudio).toBe(false);
  });
});
