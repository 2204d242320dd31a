import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Appointment } from '../../src/shared/schemas/appointment';
import type { Report } from '../../src/shared/schemas/report';
import { signedInUser } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';

let now = new Date('2026-11-30T23:30:00-03:00');
let server: TestServer;
type User = Awaited<ReturnType<typeof signedInUser>>;
let user: User;
let other: User;
const q = (text: string, params: unknown[] = []) => server.ctx.database.pool.query(text, params);

beforeAll(async () => {
  server = await startTestServer({ clock: () => now });
  user = await signedInUser(server.app, server.db);
  other = await signedInUser(server.app, server.db);
});
afterAll(() => server?.close());

const base = { clientName: 'Ana Souza', title: 'Rosa no antebraço', date: '2026-12-05', time: '14:30' };
async function create(u: User = user, body: object = {}) {
  const res = await u.agent.post<Appointment>('/api/appointments', { ...base, ...body });
  expect(res.status).toBe(201);
  return res.body;
}
const get = async (id: string, u: User = user) =>
  (await u.agent.get<Appointment>(`/api/appointments/${id}`)).body;
const paymentsOf = async (id: string) =>
  (
    await q(
      'SELECT amount_cents, method, date::text AS date, date_epoch, client_name FROM payments WHERE appointment_id = $1',
      [id],
    )
  ).rows;

/** Makes the next write to `table` fail inside the database, for atomicity tests. */
async function failingWrites(table: string, event: 'INSERT' | 'DELETE', run: () => Promise<void>) {
  await q(
    `CREATE FUNCTION fail_now() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'forced'; END $$ LANGUAGE plpgsql`,
  );
  await q(`CREATE TRIGGER fail_now BEFORE ${event} ON ${table} FOR EACH ROW EXECUTE FUNCTION fail_now()`);
  try {
    await run();
  } finally {
    await q(`DROP TRIGGER fail_now ON ${table}`);
    await q('DROP FUNCTION fail_now()');
  }
}

describe('creating and editing appointments', () => {
  it('starts agendado, not checked, not finished; keeps the -03:00 time and the value in cents', async () => {
    const a = await create(user, { agreedValueCents: 35_010 });
    expect(a).toMatchObject({
      status: 'agendado',
      isChecked: false,
      isTattooFinished: false,
      startTime: '2026-12-05T14:30:00-03:00',
      agreedValueCents: 35_010,
      finalValueCents: null,
      notes: null,
    });
    const stored = await q('SELECT start_time FROM appointments WHERE id = $1', [a.id]);
    expect(new Date(stored.rows[0].start_time).toISOString()).toBe('2026-12-05T17:30:00.000Z');
    expect((await create(user, { agreedValueCents: undefined })).agreedValueCents).toBe(0);
  });

  it("answers 'Cliente, título, data e horário são obrigatórios' for each missing piece, storing nothing", async () => {
    const count = async () =>
      (await q('SELECT count(*)::int AS n FROM appointments WHERE user_id = $1', [user.id])).rows[0].n;
    const before = await count();
    for (const broken of [
      { clientName: '  ' },
      { clientName: undefined },
      { title: ' ' },
      { date: '' },
      { date: '2026-02-30' },
      { time: '' },
      { time: '25:00' },
    ]) {
      const res = await user.agent.post('/api/appointments', { ...base, ...broken });
      expect(res.status, JSON.stringify(broken)).toBe(400);
      expect(res.body.message).toBe('Cliente, título, data e horário são obrigatórios');
    }
    const negative = await user.agent.post('/api/appointments', { ...base, agreedValueCents: -100 });
    expect(negative.status).toBe(400);
    // Cents on the wire: a fraction of a centavo is not an amount.
    const fraction = await user.agent.post('/api/appointments', { ...base, agreedValueCents: 35_010.5 });
    expect([fraction.status, fraction.body.fields]).toEqual([400, { agreedValueCents: 'Valor inválido' }]);
    expect(await count()).toBe(before);
  });

  it('reuses a client typed with other accents/case, registers a new name, and accepts a client id', async () => {
    const fresh = await signedInUser(server.app, server.db);
    const first = await create(fresh, { clientName: 'Zé Tatuado' });
    const again = await create(fresh, { clientName: 'ze tatuado' });
    expect(again.clientId).toBe(first.clientId);
    expect(again.clientName).toBe('Zé Tatuado');
    const clients = (await fresh.agent.get('/api/clients')).body;
    expect(clients.items.map((c: { name: string }) => c.name)).toEqual(['Zé Tatuado']);
    const byId = await create(fresh, { clientId: first.clientId, clientName: undefined });
    expect(byId.clientName).toBe('Zé Tatuado');
    const foreign = await create(other, { clientName: 'Cliente do Outro' });
    const stolen = await fresh.agent.post('/api/appointments', { ...base, clientId: foreign.clientId });
    expect(stolen.status).toBe(404);
    expect(stolen.body.message).toBe('Cliente não encontrado');
  });

  it('edits client, title, time, value and notes but never the status', async () => {
    const a = await create();
    const res = await user.agent.put<Appointment>(`/api/appointments/${a.id}`, {
      clientName: 'Bruna',
      title: 'Mandala',
      date: '2026-12-06',
      time: '09:00',
      agreedValueCents: 80_000,
      notes: 'Trazer referência',
      status: 'concluido',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      clientName: 'Bruna',
      title: 'Mandala',
      startTime: '2026-12-06T09:00:00-03:00',
      agreedValueCents: 80_000,
      notes: 'Trazer referência',
      status: 'agendado',
    });
  });

  it("toggles 'Chegou'", async () => {
    const a = await create();
    expect(
      (await user.agent.post(`/api/appointments/${a.id}/check-in`, { isChecked: true })).body.isChecked,
    ).toBe(true);
    expect(
      (await user.agent.post(`/api/appointments/${a.id}/check-in`, { isChecked: false })).body.isChecked,
    ).toBe(false);
  });
});

describe('listing by São Paulo days', () => {
  it(`puts 23:30 and 00:30 on the right day whatever the process TZ (${process.env.TZ})`, async () => {
    const fresh = await signedInUser(server.app, server.db);
    await create(fresh, { title: 'late', date: '2026-11-30', time: '23:30' });
    await create(fresh, { title: 'early', date: '2026-12-01', time: '00:30' });
    await create(fresh, { title: 'noon', date: '2026-12-01', time: '12:00' });
    const titles = async (from: string, to: string) =>
      (await fresh.agent.get<Appointment[]>(`/api/appointments?from=${from}&to=${to}`)).body.map(
        (a) => a.title,
      );
    expect(await titles('2026-11-30', '2026-11-30')).toEqual(['late']);
    expect(await titles('2026-12-01', '2026-12-01')).toEqual(['early', 'noon']);
    expect(await titles('2026-11-29', '2026-12-05')).toEqual(['late', 'early', 'noon']);
    const theirs = (await other.agent.get<Appointment[]>('/api/appointments?from=2026-11-29&to=2026-12-05'))
      .body;
    expect(theirs.map((a) => a.title)).not.toContain('late');
  });

  it('rejects a reversed, malformed or too long range', async () => {
    for (const query of [
      'from=2026-12-05&to=2026-12-01',
      'from=x&to=2026-12-01',
      'from=2026-01-01&to=2026-12-31',
      '',
    ]) {
      expect((await user.agent.get(`/api/appointments?${query}`)).status).toBe(400);
    }
  });
});

describe('session length and double booking', () => {
  it('keeps a length (2 h by default, 15 min to 12 h) and refuses others with Duração inválida', async () => {
    const fresh = await signedInUser(server.app, server.db);
    expect((await create(fresh)).durationMinutes).toBe(120);
    expect((await create(fresh, { date: '2026-12-06', durationMinutes: 90 })).durationMinutes).toBe(90);
    for (const durationMinutes of [0, 10, 721, 60.5, '2h']) {
      const res = await fresh.agent.post('/api/appointments', {
        ...base,
        date: '2026-12-07',
        durationMinutes,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Duração inválida');
    }
  });

  it('warns on a session that overlaps another (not a cancelled one); saves once confirmed', async () => {
    const fresh = await signedInUser(server.app, server.db);
    const slot = { date: '2026-12-10', warnOnOverlap: true };
    await create(fresh, { ...slot, time: '14:00', clientName: 'Ana Souza' });
    const clash = await fresh.agent.post('/api/appointments', {
      ...base,
      ...slot,
      time: '15:00',
      clientName: 'Bruno Lima',
    });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({
      message: 'Já existe um agendamento neste horário.',
      fields: { time: 'Ana Souza, 14:00–16:00' },
    });
    // Back to back is not a clash; the artist can still double-book on purpose.
    await create(fresh, { ...slot, time: '16:00', durationMinutes: 60 });
    await create(fresh, { date: '2026-12-10', time: '15:00', clientName: 'Bruno Lima' });
    const rows = await q('SELECT count(*)::int AS n FROM appointments WHERE user_id = $1', [fresh.id]);
    expect(rows.rows[0].n).toBe(3);

    // A cancelled session frees its slot; another user's never counts.
    const c = await create(fresh, { date: '2026-12-11', time: '10:00' });
    await fresh.agent.post(`/api/appointments/${c.id}/cancel`);
    await create(fresh, { date: '2026-12-11', time: '10:30', warnOnOverlap: true });
    await create(other, { date: '2026-12-10', time: '14:30', warnOnOverlap: true });
  });

  it('asks on an edit only when the time or length moves into another session', async () => {
    const fresh = await signedInUser(server.app, server.db);
    const morning = await create(fresh, { date: '2026-12-12', time: '09:00' });
    const noon = await create(fresh, { date: '2026-12-12', time: '12:00' });
    const edit = (body: object) =>
      fresh.agent.put(`/api/appointments/${noon.id}`, {
        ...base,
        date: '2026-12-12',
        time: '12:00',
        warnOnOverlap: true,
        ...body,
      });
    expect((await edit({ notes: 'trazer referência' })).status).toBe(200);
    const longer = await edit({ time: '10:00' });
    expect(longer.status).toBe(409);
    expect(longer.body.fields).toEqual({ time: 'Ana Souza, 09:00–11:00' });
    expect((await get(noon.id, fresh)).startTime).toBe('2026-12-12T12:00:00-03:00');
    expect((await edit({ durationMinutes: 180 })).status).toBe(200);
    expect((await get(noon.id, fresh)).durationMinutes).toBe(180);
    expect((await get(morning.id, fresh)).durationMinutes).toBe(120);
  });
});

describe('finalizing', () => {
  it('sets finished, concluido, final and agreed value, and books the payment today in São Paulo', async () => {
    now = new Date('2026-11-30T23:30:00-03:00'); // already 1 December in UTC
    const a = await create(user, { agreedValueCents: 30_000 });
    const res = await user.agent.post<Appointment>(`/api/appointments/${a.id}/finalize`, {
      amountCents: 35_000,
      method: 'cartao-credito',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      isTattooFinished: true,
      status: 'concluido',
      finalValueCents: 35_000,
      agreedValueCents: 35_000,
    });
    expect(await paymentsOf(a.id)).toEqual([
      {
        amount_cents: 35_000,
        method: 'cartao-credito',
        date: '2026-11-30',
        date_epoch: Date.parse('2026-11-30T00:00:00-03:00'),
        client_name: 'Ana Souza',
      },
    ]);
  });

  it('dates the payment on the day of a past session, or the day the artist gives; never in the future', async () => {
    now = new Date('2026-11-22T10:00:00-03:00');
    const october = await create(user, { date: '2026-10-28', time: '15:00' });
    await user.agent.post(`/api/appointments/${october.id}/finalize`, { amountCents: 85_000 });
    expect(await paymentsOf(october.id)).toMatchObject([
      { date: '2026-10-28', date_epoch: Date.parse('2026-10-28T00:00:00-03:00') },
    ]);
    // October income is October's, not the month it was typed in.
    const report = await user.agent.get<Report>('/api/reports');
    expect(report.body.series.find((m) => m.month === '2026-10')?.revenueCents).toBe(85_000);

    const paidLater = await create(user, { date: '2026-11-03', time: '10:00' });
    await user.agent.post(`/api/appointments/${paidLater.id}/finalize`, {
      amountCents: 10_000,
      date: '2026-11-10',
    });
    expect(await paymentsOf(paidLater.id)).toMatchObject([{ date: '2026-11-10' }]);

    const laterToday = await create(user, { date: '2026-11-22', time: '18:00' });
    const tomorrow = await user.agent.post(`/api/appointments/${laterToday.id}/finalize`, {
      amountCents: 10_000,
      date: '2026-11-23',
    });
    expect(tomorrow.status).toBe(400);
    expect(tomorrow.body).toMatchObject({
      message: 'A data do pagamento não pode ser no futuro',
      fields: { date: 'A data do pagamento não pode ser no futuro' },
    });
    expect((await get(laterToday.id)).isTattooFinished).toBe(false);
    const bad = await user.agent.post(`/api/appointments/${laterToday.id}/finalize`, {
      amountCents: 100,
      date: '2026-02-31',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Data do pagamento inválida');
    await user.agent.post(`/api/appointments/${laterToday.id}/finalize`, { amountCents: 10_000 });
    expect(await paymentsOf(laterToday.id)).toMatchObject([{ date: '2026-11-22' }]);
    now = new Date('2026-11-30T23:30:00-03:00');
  });

  it('defaults the method to pix and refuses zero, negative or missing amounts', async () => {
    const a = await create();
    for (const body of [
      { amountCents: 0 },
      { amountCents: -500 },
      {},
      { amountCents: 'abc' },
      // A fraction of a centavo, or reais under the old name, is no amount.
      { amountCents: 10.5 },
      { amount: 100 },
    ]) {
      const res = await user.agent.post(`/api/appointments/${a.id}/finalize`, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Valor do pagamento deve ser maior que zero');
    }
    expect(
      (await user.agent.post(`/api/appointments/${a.id}/finalize`, { amountCents: 1000, method: 'cheque' }))
        .status,
    ).toBe(400);
    expect((await get(a.id)).isTattooFinished).toBe(false);
    await user.agent.post(`/api/appointments/${a.id}/finalize`, { amountCents: 10 });
    expect(await paymentsOf(a.id)).toMatchObject([{ amount_cents: 10, method: 'pix' }]);
  });

  it('refuses to finalize twice or a cancelled appointment', async () => {
    const a = await create();
    await user.agent.post(`/api/appointments/${a.id}/finalize`, { amountCents: 10_000 });
    const twice = await user.agent.post(`/api/appointments/${a.id}/finalize`, { amountCents: 10_000 });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Este agendamento já foi finalizado');
    expect(await paymentsOf(a.id)).toHaveLength(1);

    const b = await create();
    await user.agent.post(`/api/appointments/${b.id}/cancel`);
    expect(
      (await user.agent.post(`/api/appointments/${b.id}/finalize`, { amountCents: 10_000 })).status,
    ).toBe(409);
  });

  it('two simultaneous taps on Finalizar make one payment', async () => {
    const a = await create();
    const results = await Promise.all(
      [1, 2, 3].map(() => user.agent.post(`/api/appointments/${a.id}/finalize`, { amountCents: 10_000 })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await paymentsOf(a.id)).toHaveLength(1);
  });

  it('is atomic: when the payment insert fails, the appointment is left untouched', async () => {
    const a = await create(user, { agreedValueCents: 12_000 });
    await failingWrites('payments', 'INSERT', async () => {
      const res = await user.agent.post(`/api/appointments/${a.id}/finalize`, { amountCents: 35_000 });
      expect(res.status).toBe(500);
      expect(res.body.message).toBe('Erro ao finalizar agendamento');
    });
    expect(await get(a.id)).toMatchObject({
      status: 'agendado',
      isTattooFinished: false,
      agreedValueCents: 12_000,
      finalValueCents: null,
    });
    expect(await paymentsOf(a.id)).toEqual([]);
  });
});

describe('cancelling the finalization', () => {
  it('goes back to agendado, not finished, and deletes every payment of the appointment', async () => {
    const a = await create();
    await user.agent.post(`/api/appointments/${a.id}/finalize`, { amountCents: 35_000 });
    await q(
      `INSERT INTO payments (user_id, appointment_id, client_name, amount_cents, date, date_epoch)
       VALUES ($1, $2, 'Ana Souza', 5000, '2026-11-30', $3)`,
      [user.id, a.id, Date.parse('2026-11-30T00:00:00-03:00')],
    );
    const res = await user.agent.post<Appointment>(`/api/appointments/${a.id}/cancel-finalization`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'agendado', isTattooFinished: false, finalValueCents: null });
    expect(await paymentsOf(a.id)).toEqual([]);
    const again = await user.agent.post(`/api/appointments/${a.id}/cancel-finalization`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Este agendamento não está finalizado');
  });

  it('is atomic: when deleting the payments fails, it stays finished with its payment', async () => {
    const a = await create();
    await user.agent.post(`/api/appointments/${a.id}/finalize`, { amountCents: 35_000 });
    await failingWrites('payments', 'DELETE', async () => {
      const res = await user.agent.post(`/api/appointments/${a.id}/cancel-finalization`);
      expect(res.status).toBe(500);
      expect(res.body.message).toBe('Erro ao cancelar finalização');
    });
    expect(await get(a.id)).toMatchObject({
      status: 'concluido',
      isTattooFinished: true,
      finalValueCents: 35_000,
    });
    expect(await paymentsOf(a.id)).toHaveLength(1);
  });
});

describe('cancelling and reopening', () => {
  it('cancels an open appointment (no longer Chegou) and reopens it; finished work cannot be cancelled', async () => {
    const a = await create();
    await user.agent.post(`/api/appointments/${a.id}/check-in`, { isChecked: true });
    expect((await user.agent.post(`/api/appointments/${a.id}/cancel`)).body).toMatchObject({
      status: 'cancelado',
      isChecked: false,
    });
    expect((await user.agent.post(`/api/appointments/${a.id}/reopen`)).body.status).toBe('agendado');
    expect((await user.agent.post(`/api/appointments/${a.id}/reopen`)).status).toBe(409);

    const done = await create();
    await user.agent.post(`/api/appointments/${done.id}/finalize`, { amountCents: 10_000 });
    expect((await user.agent.post(`/api/appointments/${done.id}/cancel`)).status).toBe(409);
    expect((await get(done.id)).status).toBe('concluido');
  });
});

describe('deleting', () => {
  it('deletes the appointment and its payments', async () => {
    const a = await create();
    await user.agent.post(`/api/appointments/${a.id}/finalize`, { amountCents: 35_000 });
    expect((await user.agent.del(`/api/appointments/${a.id}`)).status).toBe(204);
    expect((await user.agent.get(`/api/appointments/${a.id}`)).status).toBe(404);
    expect(await paymentsOf(a.id)).toEqual([]);
  });

  it('is atomic: when the payments cannot be deleted, the appointment stays too', async () => {
    const a = await create();
    await user.agent.post(`/api/appointments/${a.id}/finalize`, { amountCents: 35_000 });
    await failingWrites('payments', 'DELETE', async () => {
      const res = await user.agent.del(`/api/appointments/${a.id}`);
      expect(res.status).toBe(500);
      expect(res.body.message).toBe('Erro ao excluir agendamento e pagamentos relacionados');
    });
    expect((await get(a.id)).isTattooFinished).toBe(true);
    expect(await paymentsOf(a.id)).toHaveLength(1);
  });
});

describe("another user's appointment", () => {
  it('is 404 for every operation and nothing changes', async () => {
    const a = await create(user, { agreedValueCents: 10_000 });
    const id = a.id;
    const attempts = [
      other.agent.get(`/api/appointments/${id}`),
      other.agent.put(`/api/appointments/${id}`, base),
      other.agent.post(`/api/appointments/${id}/check-in`, { isChecked: true }),
      other.agent.post(`/api/appointments/${id}/finalize`, { amountCents: 1000 }),
      other.agent.post(`/api/appointments/${id}/cancel-finalization`),
      other.agent.post(`/api/appointments/${id}/cancel`),
      other.agent.post(`/api/appointments/${id}/reopen`),
      other.agent.del(`/api/appointments/${id}`),
      other.agent.get('/api/appointments/123'),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Agendamento não encontrado');
    }
    expect(await get(id)).toEqual(a);
    expect(await paymentsOf(id)).toEqual([]);
  });

  it('needs a session', async () => {
    const { Agent } = await import('../helpers/agent');
    const res = await new Agent(server.app).post('/api/appointments', base);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('User not authenticated');
  });
});
