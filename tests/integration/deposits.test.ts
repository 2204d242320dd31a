import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Appointment } from '../../src/shared/schemas/appointment';
import type { ClientList } from '../../src/shared/schemas/client';
import type { Dashboard } from '../../src/shared/schemas/dashboard';
import type { PaymentList } from '../../src/shared/schemas/payment';
import type { Report } from '../../src/shared/schemas/report';
import { signedInUser } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';

// Late on 25 November in São Paulo: already the 26th in UTC and Tokyo (npm run test:unit runs both).
let now = new Date('2026-11-25T22:30:00-03:00');
let server: TestServer;
type User = Awaited<ReturnType<typeof signedInUser>>;
let user: User;
let other: User;

beforeAll(async () => {
  server = await startTestServer({ clock: () => now });
  user = await signedInUser(server.app, server.db);
  other = await signedInUser(server.app, server.db);
});
afterAll(() => server?.close());

async function booked(u: User, name: string, date = '2026-12-04', agreedValueCents = 50_000) {
  const client = await u.agent.post<{ id: string }>('/api/clients', { name });
  const a = await u.agent.post<Appointment>('/api/appointments', {
    clientId: client.body.id,
    title: 'Fechamento de costas',
    date,
    time: '14:00',
    agreedValueCents,
  });
  expect(a.status).toBe(201);
  return { appointment: a.body, clientId: client.body.id };
}

const appointment = async (u: User, id: string) =>
  (await u.agent.get<Appointment>(`/api/appointments/${id}`)).body;
const payments = async (u: User, q = '') =>
  (await u.agent.get<PaymentList>(`/api/payments${q ? `?q=${encodeURIComponent(q)}` : ''}`)).body;
const spentBy = async (u: User, clientId: string) =>
  (await u.agent.get<ClientList>('/api/clients')).body.items.find((c) => c.id === clientId)!.totalSpentCents;

/** Every figure a screen shows that a deposit moves: Financeiro, dashboard, Clientes, Relatórios. */
async function figures(u: User, clientId: string) {
  const list = await payments(u);
  const dashboard = (await u.agent.get<Dashboard>('/api/dashboard')).body;
  const report = (await u.agent.get<Report>('/api/reports')).body;
  return {
    today: list.summary.todayCents,
    month: list.summary.monthCents,
    total: list.summary.totalCents,
    dashboardMonth: dashboard.receivedMonthCents,
    dashboardTotal: dashboard.totalCents,
    clientSpent: await spentBy(u, clientId),
    reportMonth: report.revenueMonthCents,
    reportTotal: report.totals.revenueCents,
  };
}
const all = (cents: number) => ({
  today: cents,
  month: cents,
  total: cents,
  dashboardMonth: cents,
  dashboardTotal: cents,
  clientSpent: cents,
  reportMonth: cents,
  reportTotal: cents,
});

describe('deposits (sinal)', () => {
  it('count as revenue on the day received, Finalizar asks for the rest, Cancelar Finalização keeps them', async () => {
    const u = await signedInUser(server.app, server.db);
    const { appointment: a, clientId } = await booked(u, 'Luana Prado');

    const deposit = await u.agent.post<Appointment>(`/api/appointments/${a.id}/deposit`, {
      amountCents: 20_000,
      method: 'pix',
    });
    expect(deposit.status).toBe(200);
    expect(deposit.body).toMatchObject({ depositCents: 20_000, finalValueCents: null, status: 'agendado' });
    // Dated the São Paulo today (the 25th), though UTC is already the 26th.
    expect((await payments(u)).items).toMatchObject([
      { kind: 'sinal', amountCents: 20_000, date: '2026-11-25' },
    ]);
    expect(await figures(u, clientId)).toEqual(all(20_000));

    // Finalizar on the session's day: the rest, R$ 300,00.
    now = new Date('2026-12-04T18:00:00-03:00');
    const finalize = await u.agent.post<Appointment>(`/api/appointments/${a.id}/finalize`, {
      amountCents: 30_000,
    });
    expect(finalize.status).toBe(200);
    expect(finalize.body).toMatchObject({
      status: 'concluido',
      isTattooFinished: true,
      depositCents: 20_000,
      finalValueCents: 50_000,
      agreedValueCents: 50_000,
    });
    const december = await figures(u, clientId);
    expect(december).toMatchObject({ today: 30_000, month: 30_000, total: 50_000, clientSpent: 50_000 });
    expect(december.reportTotal).toBe(50_000);
    const report = (await u.agent.get<Report>('/api/reports')).body;
    // November keeps the deposit it received; the average ticket is the whole session.
    expect(report.series.find((m) => m.month === '2026-11')!.revenueCents).toBe(20_000);
    expect(report.indicators).toMatchObject({ finishedAppointments: 1, averageTicketCents: 50_000 });

    const undo = await u.agent.post<Appointment>(`/api/appointments/${a.id}/cancel-finalization`);
    expect(undo.status).toBe(200);
    expect(undo.body).toMatchObject({ status: 'agendado', finalValueCents: null, depositCents: 20_000 });
    expect((await payments(u)).items.map((p) => p.kind)).toEqual(['sinal']);
    expect(await figures(u, clientId)).toMatchObject({ today: 0, total: 20_000, clientSpent: 20_000 });

    // A deposit that covered it all: Finalizar with R$ 0,00 is accepted; without a deposit it is not.
    const again = await u.agent.post<Appointment>(`/api/appointments/${a.id}/finalize`, { amountCents: 0 });
    expect(again.status).toBe(200);
    expect(again.body.finalValueCents).toBe(20_000);
    const bare = await booked(u, 'Sem Sinal', '2026-12-04');
    const zero = await u.agent.post(`/api/appointments/${bare.appointment.id}/finalize`, { amountCents: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.message).toBe('Valor do pagamento deve ser maior que zero');
    expect((await appointment(u, bare.appointment.id)).isTattooFinished).toBe(false);
    now = new Date('2026-11-25T22:30:00-03:00');
  });

  it('stay with a cancelled appointment until given back; the refund is a negative entry on its own day', async () => {
    const u = await signedInUser(server.app, server.db);
    const { appointment: a, clientId } = await booked(u, 'Nara Lins');
    await u.agent.post(`/api/appointments/${a.id}/deposit`, {
      amountCents: 15_000,
      method: 'dinheiro',
      date: '2026-11-20',
    });

    // Not cancelled yet: nothing to give back; a deposit is not deleted with its appointment.
    const early = await u.agent.post(`/api/appointments/${a.id}/deposit/refund`, {});
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Só é possível devolver o sinal de um agendamento cancelado');
    const removal = await u.agent.del(`/api/appointments/${a.id}`);
    expect(removal.status).toBe(409);
    expect(removal.body.message).toBe(
      'Este agendamento tem sinal registrado e não pode ser excluído: cancele-o. Para excluí-lo mesmo assim, exclua antes os lançamentos do sinal no Financeiro.',
    );
    expect((await appointment(u, a.id)).depositCents).toBe(15_000);

    expect((await u.agent.post(`/api/appointments/${a.id}/cancel`)).status).toBe(200);
    expect((await appointment(u, a.id)).depositCents).toBe(15_000);
    expect(await figures(u, clientId)).toMatchObject({ total: 15_000, clientSpent: 15_000, today: 0 });

    now = new Date('2026-12-02T10:00:00-03:00');
    // Given back the way it came (cash), unless the artist says otherwise.
    const refund = await u.agent.post<Appointment>(`/api/appointments/${a.id}/deposit/refund`, {});
    expect(refund.status).toBe(200);
    expect(refund.body.depositCents).toBe(0);
    expect((await payments(u)).items).toMatchObject([
      { kind: 'estorno', amountCents: -15_000, date: '2026-12-02', method: 'dinheiro' },
      { kind: 'sinal', amountCents: 15_000, date: '2026-11-20', method: 'dinheiro' },
    ]);
    const report = (await u.agent.get<Report>('/api/reports')).body;
    expect(report.series.find((m) => m.month === '2026-11')!.revenueCents).toBe(15_000);
    expect(report.series.find((m) => m.month === '2026-12')!.revenueCents).toBe(-15_000);
    expect(await figures(u, clientId)).toMatchObject({ total: 0, clientSpent: 0, today: -15_000 });

    // For the accountant: each entry says what it is, the refund as a negative number.
    const csv = (await u.agent.get('/api/exports/pagamentos.csv?from=2026-11-01&to=2026-12-31'))
      .body as string;
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Data;Cliente;Agendamento;Tipo;Forma de Pagamento;Valor (R$)',
      '20/11/2026;Nara Lins;Fechamento de costas;Sinal;Dinheiro;150,00',
      '02/12/2026;Nara Lins;Fechamento de costas;Sinal devolvido;Dinheiro;-150,00',
      '',
    ]);

    const twice = await u.agent.post(`/api/appointments/${a.id}/deposit/refund`, {});
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Não há sinal recebido para devolver');

    // Entries of a deposit are not edited in Financeiro; the deposit can't go while its refund stays.
    const [refundRow, depositRow] = (await payments(u)).items;
    const edit = await u.agent.put(`/api/payments/${depositRow!.id}`, {
      appointmentId: a.id,
      amountCents: 1000,
      method: 'pix',
      date: '2026-11-20',
    });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe(
      'Sinais e devoluções não são editados aqui: exclua o lançamento e registre de novo.',
    );
    const dropDeposit = await u.agent.del(`/api/payments/${depositRow!.id}`);
    expect(dropDeposit.status).toBe(409);
    expect(dropDeposit.body.message).toBe('Este sinal já foi devolvido. Exclua a devolução primeiro.');
    // Undoing the refund gives the deposit back to the appointment.
    expect((await u.agent.del(`/api/payments/${refundRow!.id}`)).status).toBe(204);
    expect((await appointment(u, a.id)).depositCents).toBe(15_000);
    expect(await figures(u, clientId)).toMatchObject({ total: 15_000, clientSpent: 15_000 });
    now = new Date('2026-11-25T22:30:00-03:00');
  });

  it('are refused on finished, cancelled, unknown or foreign appointments and for bad input, storing nothing', async () => {
    const { appointment: a } = await booked(user, 'Iara Reis', '2026-11-25');
    const { appointment: b } = await booked(other, 'Outra Pessoa');
    const before = (await payments(user)).items.length;

    const bad = [
      { amountCents: 0 },
      { amountCents: -5000 },
      { amountCents: 'duzentos' },
      // Cents on the wire: a fraction of a centavo, or reais under the old name, is no deposit.
      { amountCents: 10_000.5 },
      { amount: 100 },
      {},
      { amountCents: 10_000, method: 'cheque' },
      { amountCents: 10_000, date: '2026-11-31' },
    ];
    for (const body of bad) {
      const res = await user.agent.post(`/api/appointments/${a.id}/deposit`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const future = await user.agent.post(`/api/appointments/${a.id}/deposit`, {
      amountCents: 10_000,
      date: '2026-11-26',
    });
    expect(future.status).toBe(400);
    expect(future.body.message).toBe('A data do pagamento não pode ser no futuro');

    expect((await user.agent.post(`/api/appointments/${b.id}/deposit`, { amountCents: 10_000 })).status).toBe(
      404,
    );
    expect((await appointment(other, b.id)).depositCents).toBe(0);
    expect(
      (await user.agent.post(`/api/appointments/not-a-uuid/deposit`, { amountCents: 10_000 })).status,
    ).toBe(404);

    await user.agent.post(`/api/appointments/${a.id}/finalize`, { amountCents: 40_000 });
    const finished = await user.agent.post(`/api/appointments/${a.id}/deposit`, { amountCents: 10_000 });
    expect(finished.status).toBe(409);
    expect(finished.body.message).toBe(
      'O sinal só pode ser registrado em um agendamento ainda não finalizado nem cancelado',
    );
    const { appointment: c } = await booked(user, 'Cancelada', '2026-12-01');
    await user.agent.post(`/api/appointments/${c.id}/cancel`);
    expect((await user.agent.post(`/api/appointments/${c.id}/deposit`, { amountCents: 10_000 })).status).toBe(
      409,
    );

    // Only the finalization's own payment was stored.
    expect((await payments(user)).items.length).toBe(before + 1);
    expect((await payments(other)).items).toEqual([]);
  });

  it('a Finalizar computed before another device recorded a deposit is refused, not charged twice', async () => {
    const u = await signedInUser(server.app, server.db);
    const { appointment: a } = await booked(u, 'Dois Aparelhos', '2026-11-25');
    // The phone opened Finalizar (no deposit yet: rest R$ 500,00); the laptop records R$ 200,00.
    await u.agent.post(`/api/appointments/${a.id}/deposit`, { amountCents: 20_000 });
    const stale = await u.agent.post(`/api/appointments/${a.id}/finalize`, {
      amountCents: 50_000,
      depositCents: 0,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      'O sinal deste agendamento mudou enquanto você finalizava. Confira o valor restante.',
    );
    expect((await appointment(u, a.id)).isTattooFinished).toBe(false);
    const fresh = await u.agent.post<Appointment>(`/api/appointments/${a.id}/finalize`, {
      amountCents: 30_000,
      depositCents: 20_000,
    });
    expect(fresh.body.finalValueCents).toBe(50_000);
  });

  it('refuses totals beyond what an appointment can hold with a 400, never a 500', async () => {
    const u = await signedInUser(server.app, server.db);
    const { appointment: a } = await booked(u, 'Valor Enorme', '2026-11-25');
    for (let i = 0; i < 2; i++)
      expect(
        (await u.agent.post(`/api/appointments/${a.id}/deposit`, { amountCents: 400_000_000 })).status,
      ).toBe(200);
    const third = await u.agent.post(`/api/appointments/${a.id}/deposit`, { amountCents: 400_000_000 });
    expect(third.status).toBe(400);
    expect(third.body.message).toBe('Valor inválido');
    const finalize = await u.agent.post(`/api/appointments/${a.id}/finalize`, { amountCents: 999_999_999 });
    expect(finalize.status).toBe(400);
    expect(await appointment(u, a.id)).toMatchObject({ depositCents: 800_000_000, isTattooFinished: false });
  });

  it('racing Finalizar: the final value is always every centavo received, deposit included', async () => {
    const u = await signedInUser(server.app, server.db);
    for (let round = 0; round < 5; round++) {
      const { appointment: a } = await booked(u, `Corrida ${round}`, '2026-11-25');
      const [deposit, finalize] = await Promise.all([
        u.agent.post(`/api/appointments/${a.id}/deposit`, { amountCents: 10_000 }),
        u.agent.post(`/api/appointments/${a.id}/finalize`, { amountCents: 25_000 }),
      ]);
      expect(finalize.status).toBe(200);
      const after = await appointment(u, a.id);
      // The deposit landed before Finalizar (then counted in the final value) or was refused after it.
      if (deposit.status === 200)
        expect(after).toMatchObject({ depositCents: 10_000, finalValueCents: 35_000 });
      else expect([deposit.status, after.finalValueCents, after.depositCents]).toEqual([409, 25_000, 0]);
    }
  });
});
