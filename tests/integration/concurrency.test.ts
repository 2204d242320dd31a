import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anamnesisQuestions } from '../../src/shared/schemas/anamnesis';
import { Agent } from '../helpers/agent';
import { signedInUser } from '../helpers/factories';
import { signaturePng } from '../helpers/signature';
import { startTestServer, type TestServer } from '../helpers/test-server';

/**
 * Issue 12 item 2: every pair of conflicting money operations, started together through HTTP
 * (the requests interleave on the server's connection pool), 50 rounds each; then the invariants in
 * SQL. The change_events rows the live-update triggers write serve as the database's own record of
 * what each request really did (an update answered 200 must have updated a row).
 */
const ROUNDS = 50;
const PARALLEL_ROUNDS = 5;
const now = new Date('2026-11-20T12:00:00-03:00');
let server: TestServer;
type User = Awaited<ReturnType<typeof signedInUser>>;
let user: User;
const q = async <T = any>(text: string, params: unknown[] = []) =>
  (await server.ctx.database.pool.query(text, params)).rows as T[];

beforeAll(async () => {
  server = await startTestServer({ clock: () => now });
  user = await signedInUser(server.app, server.db);
});
afterAll(() => server?.close());

interface Outcome {
  pair: string;
  op: string;
  status: number;
  appointmentId: string;
  paymentId?: string;
}
const outcomes: Outcome[] = [];
let seq = 0;

/** An agendado appointment two days ahead (so it has reminders to keep in step). */
async function agendado(): Promise<string> {
  const res = await user.agent.post('/api/appointments', {
    clientName: `Cliente ${++seq}`,
    title: 'Sessão',
    date: '2026-11-22',
    time: `${String(10 + (seq % 10)).padStart(2, '0')}:00`,
    agreedValueCents: 30_000,
  });
  expect(res.status).toBe(201);
  return res.body.id;
}
async function finished(): Promise<{ appointmentId: string; paymentId: string }> {
  const appointmentId = await agendado();
  const res = await user.agent.post(`/api/appointments/${appointmentId}/finalize`, { amountCents: 30_000 });
  expect(res.status).toBe(200);
  const [p] = await q<{ id: string }>('SELECT id FROM payments WHERE appointment_id = $1', [appointmentId]);
  return { appointmentId, paymentId: p!.id };
}
const payment = (appointmentId: string, amountCents = 5000) => ({
  appointmentId,
  amountCents,
  method: 'dinheiro',
  date: '2026-11-20',
});

type Op = { name: string; allowed: number[]; run: () => Promise<{ status: number; body: any }> };

/** Runs the pair's two operations at the same moment, ROUNDS times, PARALLEL_ROUNDS at a time. */
async function hammer<S extends { appointmentId: string; paymentId?: string }>(
  pair: string,
  setup: () => Promise<S>,
  ops: (s: S) => [Op, Op],
  check: (s: S, results: { status: number; body: any }[]) => Promise<void>,
) {
  for (let start = 0; start < ROUNDS; start += PARALLEL_ROUNDS) {
    await Promise.all(
      Array.from({ length: Math.min(PARALLEL_ROUNDS, ROUNDS - start) }, async () => {
        const s = await setup();
        const pairOps = ops(s);
        const results = await Promise.all(pairOps.map((op) => op.run()));
        results.forEach((r, i) => {
          const op = pairOps[i]!;
          outcomes.push({
            pair,
            op: op.name,
            status: r.status,
            appointmentId: s.appointmentId,
            paymentId: op.name.endsWith('create payment') && r.status === 201 ? r.body.id : s.paymentId,
          });
          expect(op.allowed, `${pair}: ${op.name} answered ${r.status} ${JSON.stringify(r.body)}`).toContain(
            r.status,
          );
        });
        await check(s, results);
      }),
    );
  }
}

const paymentsOf = (appointmentId: string) =>
  q<{ id: string; client_name: string }>('SELECT id, client_name FROM payments WHERE appointment_id = $1', [
    appointmentId,
  ]);
const appointment = async (id: string) =>
  (
    await q<{
      status: string;
      is_tattoo_finished: boolean;
      final_value_cents: number | null;
      client_name: string;
    }>('SELECT status, is_tattoo_finished, final_value_cents, client_name FROM appointments WHERE id = $1', [
      id,
    ])
  )[0];
/** What the database itself recorded for a row (the change triggers), in order. */
const eventsOf = async (table: string, rowId: string) =>
  (
    await q<{ op: string }>(
      'SELECT op FROM change_events WHERE table_name = $1 AND row_id = $2 ORDER BY id',
      [table, rowId],
    )
  ).map((e) => e.op);

const createPayment = (appointmentId: string, allowed: number[]): Op => ({
  name: 'create payment',
  allowed,
  run: () => user.agent.post('/api/payments', payment(appointmentId)),
});
const updatePayment = (paymentId: string, appointmentId: string, allowed: number[]): Op => ({
  name: 'update payment',
  allowed,
  run: () => user.agent.put(`/api/payments/${paymentId}`, payment(appointmentId, 7700)),
});
const onAppointment =
  (name: string, method: 'post' | 'del', path: string, allowed: number[], body?: object) =>
  (id: string): Op => ({
    name,
    allowed,
    run: () =>
      method === 'del'
        ? user.agent.del(`/api/appointments/${id}`)
        : user.agent.post(`/api/appointments/${id}${path}`, body ?? {}),
  });
const cancelFinalization = onAppointment('cancel finalization', 'post', '/cancel-finalization', [200, 409]);
const deleteAppointment = onAppointment('delete appointment', 'del', '', [204]);
const finalize = onAppointment('finalize', 'post', '/finalize', [200, 404, 409], { amountCents: 30_000 });
const setCancelled = onAppointment('cancel appointment', 'post', '/cancel', [200, 409]);

describe('conflicting money operations, 50 rounds each', () => {
  it('create payment vs cancel finalization: the payment is refused or deleted with the others', async () => {
    await hammer(
      'create payment × cancel finalization',
      finished,
      (s) => [createPayment(s.appointmentId, [201, 409]), cancelFinalization(s.appointmentId)],
      async (s, [created, cancelled]) => {
        expect(cancelled!.status).toBe(200);
        expect(await paymentsOf(s.appointmentId)).toEqual([]);
        // A 201 means it was really inserted before the cancel deleted it.
        if (created!.status === 201)
          expect(await eventsOf('payments', created!.body.id)).toEqual(['insert', 'delete']);
      },
    );
  });

  it('update payment vs cancel finalization: 200 only for a payment that was there to update', async () => {
    await hammer(
      'update payment × cancel finalization',
      finished,
      (s) => [updatePayment(s.paymentId, s.appointmentId, [200, 404]), cancelFinalization(s.appointmentId)],
      async (s, [updated, cancelled]) => {
        expect(cancelled!.status).toBe(200);
        expect(await paymentsOf(s.appointmentId)).toEqual([]);
        expect(await eventsOf('payments', s.paymentId)).toEqual(
          updated!.status === 200 ? ['insert', 'update', 'delete'] : ['insert', 'delete'],
        );
      },
    );
  });

  it('delete payment vs update payment: never a 200 for a deleted payment', async () => {
    await hammer(
      'delete payment × update payment',
      finished,
      (s) => [
        { name: 'delete payment', allowed: [204], run: () => user.agent.del(`/api/payments/${s.paymentId}`) },
        updatePayment(s.paymentId, s.appointmentId, [200, 404]),
      ],
      async (s, [, updated]) => {
        expect(await paymentsOf(s.appointmentId)).toEqual([]);
        expect((await appointment(s.appointmentId))!.is_tattoo_finished).toBe(true);
        expect(await eventsOf('payments', s.paymentId)).toEqual(
          updated!.status === 200 ? ['insert', 'update', 'delete'] : ['insert', 'delete'],
        );
      },
    );
  });

  it('create payment vs delete appointment: a 4xx, never a 500', async () => {
    await hammer(
      'create payment × delete appointment',
      finished,
      (s) => [createPayment(s.appointmentId, [201, 404]), deleteAppointment(s.appointmentId)],
      async (s, [created]) => {
        expect(await appointment(s.appointmentId)).toBeUndefined();
        expect(await paymentsOf(s.appointmentId)).toEqual([]);
        if (created!.status === 201)
          expect(await eventsOf('payments', created!.body.id)).toEqual(['insert', 'delete']);
      },
    );
  });

  it('create payment vs moving the finished appointment to another client: the name follows', async () => {
    await hammer(
      'create payment × edit appointment',
      finished,
      (s) => [
        createPayment(s.appointmentId, [201]),
        {
          name: 'edit appointment',
          allowed: [200],
          run: () =>
            user.agent.put(`/api/appointments/${s.appointmentId}`, {
              clientName: `Outra ${s.appointmentId.slice(0, 8)}`,
              title: 'Sessão',
              date: '2026-11-22',
              time: '10:00',
            }),
        },
      ],
      async (s) => {
        const rows = await paymentsOf(s.appointmentId);
        expect(rows).toHaveLength(2);
        const name = (await appointment(s.appointmentId))!.client_name;
        expect(rows.map((p) => p.client_name)).toEqual([name, name]);
      },
    );
  });

  it('finalize vs finalize (double tap): one finalization, one payment', async () => {
    await hammer(
      'finalize × finalize',
      async () => ({ appointmentId: await agendado() }),
      (s) => [finalize(s.appointmentId), finalize(s.appointmentId)],
      async (s, results) => {
        expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
        expect(await paymentsOf(s.appointmentId)).toHaveLength(1);
        expect(await appointment(s.appointmentId)).toMatchObject({
          status: 'concluido',
          is_tattoo_finished: true,
          final_value_cents: 30_000,
        });
      },
    );
  });

  it('finalize vs marking it cancelado: exactly one wins', async () => {
    await hammer(
      'finalize × cancel appointment',
      async () => ({ appointmentId: await agendado() }),
      (s) => [finalize(s.appointmentId), setCancelled(s.appointmentId)],
      async (s, [finalized, cancelled]) => {
        expect([finalized!.status, cancelled!.status].filter((c) => c === 200)).toHaveLength(1);
        const row = (await appointment(s.appointmentId))!;
        const paid = await paymentsOf(s.appointmentId);
        if (finalized!.status === 200) {
          expect(row).toMatchObject({ status: 'concluido', is_tattoo_finished: true });
          expect(paid).toHaveLength(1);
        } else {
          expect(row).toMatchObject({ status: 'cancelado', is_tattoo_finished: false });
          expect(paid).toEqual([]);
        }
      },
    );
  });

  it('finalize vs delete appointment: the deletion takes the payment with it', async () => {
    await hammer(
      'finalize × delete appointment',
      async () => ({ appointmentId: await agendado() }),
      (s) => [finalize(s.appointmentId), deleteAppointment(s.appointmentId)],
      async (s) => {
        expect(await appointment(s.appointmentId)).toBeUndefined();
        expect(await paymentsOf(s.appointmentId)).toEqual([]);
      },
    );
  });

  it('cancel finalization vs cancel finalization: one succeeds, every payment goes', async () => {
    await hammer(
      'cancel finalization × cancel finalization',
      async () => {
        const s = await finished();
        expect((await user.agent.post('/api/payments', payment(s.appointmentId))).status).toBe(201);
        return s;
      },
      (s) => [cancelFinalization(s.appointmentId), cancelFinalization(s.appointmentId)],
      async (s, results) => {
        expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
        expect(await paymentsOf(s.appointmentId)).toEqual([]);
        expect(await appointment(s.appointmentId)).toMatchObject({
          status: 'agendado',
          is_tattoo_finished: false,
          final_value_cents: null,
        });
      },
    );
  });

  it('leaves no invariant broken and answered no 5xx', async () => {
    expect(outcomes.filter((o) => o.status >= 500)).toEqual([]);
    expect(
      await q(`SELECT p.id FROM payments p JOIN appointments a ON a.id = p.appointment_id
               WHERE a.status <> 'concluido' OR NOT a.is_tattoo_finished`),
    ).toEqual([]);
    expect(
      await q(
        `SELECT p.id FROM payments p LEFT JOIN appointments a ON a.id = p.appointment_id WHERE a.id IS NULL`,
      ),
    ).toEqual([]);
    expect(
      await q(`SELECT id FROM appointments WHERE is_tattoo_finished AND final_value_cents IS NULL`),
    ).toEqual([]);
    expect(
      await q(`SELECT p.id FROM payments p JOIN appointments a ON a.id = p.appointment_id
               WHERE p.client_name <> a.client_name`),
    ).toEqual([]);
    // Every payment answered 201 was really stored, and is either still there or was deleted
    // afterwards by the operation it raced (cancel finalization / delete appointment).
    for (const o of outcomes.filter((x) => x.op === 'create payment' && x.status === 201)) {
      const events = await eventsOf('payments', o.paymentId!);
      expect(events[0]).toBe('insert');
      const exists = (await q('SELECT 1 FROM payments WHERE id = $1', [o.paymentId])).length > 0;
      if (!exists) expect(events.at(-1)).toBe('delete');
    }
    // Reminders stayed in step: nothing pending for work that is gone, finished or not agendado.
    expect(
      await q(`SELECT n.id FROM notifications n LEFT JOIN appointments a ON a.id = n.related_id
               WHERE n.status = 'pending' AND n.related_type = 'appointment'
                 AND (a.id IS NULL OR a.status <> 'agendado' OR a.is_tattoo_finished)`),
    ).toEqual([]);
    expect(outcomes.length).toBe(9 * ROUNDS * 2);
  });
});

/**
 * Issue 24 items 8–10: the races an attacker found, a few rounds each (several rounds at a time),
 * then the state in SQL. Erasure racing another writer must answer no 5xx and leave nothing
 * half-written; two writes that book the same time must leave one session and one 409.
 */
describe('one lock order: erasure, deposits and booking races', () => {
  const RACE_ROUNDS = 10;
  const AT_ONCE = 5;
  let rita: User;
  let slot = 0;
  /** A free two-hour slot of its own for each round (Mondays and Tuesdays of December). */
  const nextSlot = () => {
    const n = slot++;
    return {
      date: `2026-12-${String(1 + Math.floor(n / 6)).padStart(2, '0')}`,
      time: `${8 + (n % 6) * 2}:00`.padStart(5, '0'),
    };
  };
  const requestFor = async (name: string, phone: string, at: { date: string; time: string }) => {
    const [row] = await q<{ id: string }>(
      `INSERT INTO booking_requests (id, user_id, token_hash, client_name, phone, idea, placement, size,
         length_minutes, preferred_starts, consent_at)
       VALUES (gen_random_uuid(), $1, $2, $3, $4, 'Uma andorinha', 'Braço', '10 cm', 120, ARRAY[($5 || 'T' || $6 || ':00-03:00')::timestamptz], now())
       RETURNING id`,
      [rita.id, `hash-${randomUUID()}`, name, phone, at.date, at.time],
    );
    return row!.id;
  };
  const accept = (requestId: string, at: { date: string; time: string }, depositCents = 0) =>
    rita.agent.post(`/api/booking/requests/${requestId}/accept`, {
      ...at,
      durationMinutes: 120,
      title: 'Andorinha',
      valueCents: 30_000,
      depositCents,
      holdHours: 24,
    });
  let phoneSeq = 0;
  const nextPhone = () => `(11) 9${String(7000_0000 + ++phoneSeq)}`;
  const newClient = async (name: string, phone = nextPhone()) => {
    const res = await rita.agent.post<{ id: string }>('/api/clients', {
      name,
      phone,
      document: '123.456.789-00',
      birthDate: '1990-01-01',
    });
    expect(res.status).toBe(201);
    return { id: res.body.id, name, phone };
  };
  const erase = (clientId: string) => rita.agent.post(`/api/clients/${clientId}/erase`);
  /** Runs `round` RACE_ROUNDS times, AT_ONCE rounds together. */
  const rounds = async (round: (n: number) => Promise<void>) => {
    for (let start = 0; start < RACE_ROUNDS; start += AT_ONCE)
      await Promise.all(Array.from({ length: AT_ONCE }, (_, i) => round(start + i)));
  };
  const no5xx = (...results: { status: number; body: unknown }[]) =>
    expect(results.filter((r) => r.status >= 500).map((r) => JSON.stringify(r.body))).toEqual([]);

  beforeAll(async () => {
    rita = await signedInUser(server.app, server.db, { name: 'Rita Agulha' });
    const workday = [{ start: '08:00', end: '20:00' }];
    const saved = await rita.agent.put('/api/booking/settings', {
      enabled: true,
      slug: 'rita-agulha',
      bio: '',
      weekly: [workday, workday, workday, workday, workday, workday, workday],
      sessionLengths: [120],
      minNoticeHours: 0,
      horizonDays: 60,
      daysOff: [],
      pixKeyType: 'email',
      pixKey: 'rita@exemplo.com.br',
      pixName: 'Rita Agulha',
      pixCity: 'São Paulo',
      holdHours: 24,
    });
    expect(saved.status).toBe(200);
  });

  it("two 'Marcar sinal recebido' at once on a R$ 150 hold: one deposit of R$ 150, both see it paid", async () => {
    await rounds(async () => {
      const at = nextSlot();
      const accepted = await accept(await requestFor('Sinal Duplo', nextPhone(), at), at, 15_000);
      expect(accepted.status).toBe(200);
      const id = accepted.body.appointmentId;
      const marks = await Promise.all(
        [1, 2].map(() => rita.agent.post(`/api/appointments/${id}/deposit/received`)),
      );
      expect(marks.map((m) => m.status)).toEqual([200, 200]);
      for (const m of marks) expect(m.body).toMatchObject({ depositCents: 15_000, depositDueCents: 15_000 });
      const rows = await q<{ amount_cents: number }>(
        `SELECT amount_cents FROM payments WHERE appointment_id = $1 AND kind = 'sinal'`,
        [id],
      );
      expect(rows).toEqual([{ amount_cents: 15_000 }]);
      expect(
        await q('SELECT deposit_cents, deposit_due_cents FROM appointments WHERE id = $1', [id]),
      ).toEqual([{ deposit_cents: 15_000, deposit_due_cents: 15_000 }]);
      // Marked again later: the same answer, still one row.
      const again = await rita.agent.post(`/api/appointments/${id}/deposit/received`);
      expect(again).toMatchObject({ status: 200, body: { depositCents: 15_000 } });
      expect(await q(`SELECT id FROM payments WHERE appointment_id = $1`, [id])).toHaveLength(1);
    });
  });

  it("the artist's own appointment vs accepting a request for the same hour: one session, one 409", async () => {
    await rounds(async () => {
      const at = nextSlot();
      const requestId = await requestFor('Pedido Concorrente', nextPhone(), at);
      const [created, accepted] = await Promise.all([
        rita.agent.post('/api/appointments', {
          clientName: 'Cliente da Casa',
          title: 'Fechamento',
          ...at,
          durationMinutes: 120,
          warnOnOverlap: true,
        }),
        accept(requestId, at),
      ]);
      no5xx(created, accepted);
      expect([created.status, accepted.status].filter((s) => s < 300)).toHaveLength(1);
      if (created.status === 409)
        expect(created.body.message).toBe('Já existe um agendamento neste horário.');
      else
        expect(accepted.body.message).toBe(
          'Este horário já está reservado para outra sessão. Escolha outro.',
        );
      const sessions = await q(
        `SELECT id FROM appointments WHERE user_id = $1 AND status <> 'cancelado'
           AND start_time = ($2 || 'T' || $3 || ':00-03:00')::timestamptz`,
        [rita.id, at.date, at.time],
      );
      expect(sessions).toHaveLength(1);
    });
  });

  it('erasure vs consent signing: no 5xx, and no consent of the erased client survives', async () => {
    // The studio's text exists once someone signed it (version 1): sign once so every round signs it.
    const first = await newClient('Primeira Assinante');
    const signing = (clientId: string, name: string, textId: string | null, n = 0) =>
      rita.agent.post(`/api/clients/${clientId}/consents`, {
        textId,
        signerName: name,
        signerDocument: '123.456.789-00',
        signerBirthDate: '1990-01-01',
        signature: signaturePng(n),
      });
    expect((await signing(first.id, first.name, null)).status).toBe(201);
    const { text } = (await rita.agent.get('/api/record-settings')).body;
    await rounds(async (n) => {
      const client = await newClient(`Assinante Apagada ${n}`);
      const [erased, signed] = await Promise.all([
        erase(client.id),
        signing(client.id, client.name, text.id, n),
      ]);
      no5xx(erased, signed);
      expect(erased.status).toBe(200);
      expect([201, 404]).toContain(signed.status);
      if (signed.status === 404) expect(signed.body.message).toBe('Cliente não encontrado');
      expect(await q('SELECT id FROM consents WHERE signer_name = $1', [client.name])).toEqual([]);
      expect(await q('SELECT id FROM clients WHERE id = $1', [client.id])).toEqual([]);
    });
  });

  it('erasure vs accepting their booking request: no 5xx, and nothing of the client is left', async () => {
    await rounds(async (n) => {
      const client = await newClient(`Pedinte Apagada ${n}`);
      const at = nextSlot();
      const requestId = await requestFor(client.name, client.phone, at);
      const [erased, accepted] = await Promise.all([erase(client.id), accept(requestId, at, 10_000)]);
      no5xx(erased, accepted);
      expect(erased.status).toBe(200);
      expect([200, 404]).toContain(accepted.status);
      if (accepted.status === 404) expect(accepted.body.message).toBe('Pedido não encontrado');
      expect(await q('SELECT id FROM booking_requests WHERE id = $1', [requestId])).toEqual([]);
      expect(
        await q('SELECT id FROM clients WHERE user_id = $1 AND name = $2', [rita.id, client.name]),
      ).toEqual([]);
      expect(await q('SELECT id FROM appointments WHERE client_name = $1', [client.name])).toEqual([]);
      // An accept that won is anonymised with the rest; one that lost booked nothing.
      const booked = await q('SELECT client_name FROM appointments WHERE id = $1', [
        accepted.body?.appointmentId ?? randomUUID(),
      ]);
      expect(booked).toEqual(accepted.status === 200 ? [{ client_name: 'Cliente excluído (LGPD)' }] : []);
    });
  });

  it('erasure vs the anamnese link (created, or answered by the client): no 5xx, no health data left', async () => {
    const answers = (medicine: string) => ({
      answers: Object.fromEntries(
        anamnesisQuestions.map((question) => [
          question.key,
          question.key === 'medicines' ? { yes: true, detail: medicine } : { yes: false },
        ]),
      ),
      notes: '',
      healthConsent: true,
    });
    await rounds(async (n) => {
      const client = await newClient(`Anamnese Apagada ${n}`);
      const link = await rita.agent.post<{ path: string }>(`/api/clients/${client.id}/anamnesis-link`);
      expect(link.status).toBe(201);
      const token = link.body.path.split('/').pop();
      const medicine = `Remédio ${randomUUID()}`;
      const [erased, answered, another] = await Promise.all([
        erase(client.id),
        new Agent(server.app, `10.24.9.${n}`).post(`/api/public/anamnese/${token}`, answers(medicine)),
        rita.agent.post(`/api/clients/${client.id}/anamnesis-link`),
      ]);
      no5xx(erased, answered, another);
      expect(erased.status).toBe(200);
      expect([204, 404]).toContain(answered.status);
      expect([201, 404]).toContain(another.status);
      expect(await q(`SELECT id FROM anamneses WHERE answers::text LIKE $1`, [`%${medicine}%`])).toEqual([]);
      expect(await q('SELECT id FROM anamnesis_links WHERE client_id = $1', [client.id])).toEqual([]);
    });
  });
});
