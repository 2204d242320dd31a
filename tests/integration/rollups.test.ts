import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../src/server/db/client';
import type { Actor } from '../../src/server/domain/actor';
import { cancelFinalization } from '../../src/server/domain/appointments/cancel-finalization';
import { createAppointment } from '../../src/server/domain/appointments/create-appointment';
import { deleteAppointment } from '../../src/server/domain/appointments/delete-appointment';
import { finalizeAppointment } from '../../src/server/domain/appointments/finalize-appointment';
import { recordDeposit } from '../../src/server/domain/appointments/record-deposit';
import { refundDeposit } from '../../src/server/domain/appointments/refund-deposit';
import { setAppointmentCancelled } from '../../src/server/domain/appointments/set-appointment-cancelled';
import { updateAppointment } from '../../src/server/domain/appointments/update-appointment';
import { createClient } from '../../src/server/domain/clients/create-client';
import { deleteClient } from '../../src/server/domain/clients/delete-client';
import { updateClient } from '../../src/server/domain/clients/update-client';
import { createExpense } from '../../src/server/domain/expenses/create-expense';
import { deleteExpense } from '../../src/server/domain/expenses/delete-expense';
import { updateExpense } from '../../src/server/domain/expenses/update-expense';
import { deleteOtherIncome } from '../../src/server/domain/other-incomes/delete-other-income';
import { saveOtherIncome } from '../../src/server/domain/other-incomes/save-other-income';
import { createPayment } from '../../src/server/domain/payments/create-payment';
import { deletePayment } from '../../src/server/domain/payments/delete-payment';
import { updatePayment } from '../../src/server/domain/payments/update-payment';
import type { Effects } from '../../src/server/domain/reminders/effects';
import { expenseCategories } from '../../src/shared/enums';
import { addDays, today } from '../../src/shared/time';
import { signedInUser } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';

/**
 * The rollups (migration 0011) against the truth: random sequences of every write a user can make —
 * through the domain functions, with time passing over São Paulo month ends — and after each
 * sequence every rollup row compared with the same figure computed from scratch. Each sequence runs
 * in a transaction rolled back at the end, so all start from the same neighbourhood.
 */

let server: TestServer;
let me: Actor;
let neighbour: Actor;

beforeAll(async () => {
  server = await startTestServer();
  me = { userId: (await signedInUser(server.app, server.db)).id };
  neighbour = { userId: (await signedInUser(server.app, server.db)).id };
});
afterAll(() => server?.close());

type Op =
  | { kind: 'client'; name: number }
  | { kind: 'renameClient'; pick: number; name: number }
  | { kind: 'deleteClient'; pick: number }
  | { kind: 'appointment'; client: number; byName: boolean; day: number; hour: number; valueCents: number }
  | { kind: 'moveAppointment'; pick: number; client: number; day: number; hour: number }
  | { kind: 'deleteAppointment'; pick: number }
  | { kind: 'finalize'; pick: number; amountCents: number; paidDaysAgo: number }
  | { kind: 'cancelFinalization'; pick: number }
  | { kind: 'cancel'; pick: number; cancelled: boolean }
  | { kind: 'payment'; pick: number; amountCents: number; daysAgo: number }
  | { kind: 'editPayment'; pick: number; moveTo: number; amountCents: number; daysAgo: number }
  | { kind: 'deletePayment'; pick: number }
  | { kind: 'deposit'; pick: number; amountCents: number; daysAgo: number }
  | { kind: 'refundDeposit'; pick: number; daysAgo: number }
  | { kind: 'expense'; amountCents: number; category: number; daysAgo: number }
  | { kind: 'editExpense'; pick: number; amountCents: number; category: number; daysAgo: number }
  | { kind: 'deleteExpense'; pick: number }
  | { kind: 'otherIncome'; amountCents: number; daysAgo: number }
  | { kind: 'editOtherIncome'; pick: number; amountCents: number; daysAgo: number }
  | { kind: 'deleteOtherIncome'; pick: number }
  | { kind: 'time'; hours: number };

const pick = fc.nat(50);
const cents = fc.integer({ min: 1, max: 500_000 });
const w = <T>(weight: number, arbitrary: fc.Arbitrary<T>) => ({ weight, arbitrary });
// Weighted so that sequences reach every state: sessions get made, finished, paid and undone.
const opArb: fc.Arbitrary<Op> = fc.oneof(
  w(2, fc.record({ kind: fc.constant('client' as const), name: fc.nat(5) })),
  w(1, fc.record({ kind: fc.constant('renameClient' as const), pick, name: fc.nat(5) })),
  w(1, fc.record({ kind: fc.constant('deleteClient' as const), pick })),
  w(
    4,
    fc.record({
      kind: fc.constant('appointment' as const),
      client: pick,
      byName: fc.boolean(),
      day: fc.integer({ min: -40, max: 40 }),
      hour: fc.integer({ min: 0, max: 23 }),
      valueCents: cents,
    }),
  ),
  w(
    2,
    fc.record({
      kind: fc.constant('moveAppointment' as const),
      pick,
      client: pick,
      day: fc.integer({ min: -40, max: 40 }),
      hour: fc.integer({ min: 0, max: 23 }),
    }),
  ),
  w(1, fc.record({ kind: fc.constant('deleteAppointment' as const), pick })),
  w(
    4,
    fc.record({ kind: fc.constant('finalize' as const), pick, amountCents: cents, paidDaysAgo: fc.nat(40) }),
  ),
  w(2, fc.record({ kind: fc.constant('cancelFinalization' as const), pick })),
  w(2, fc.record({ kind: fc.constant('cancel' as const), pick, cancelled: fc.boolean() })),
  w(3, fc.record({ kind: fc.constant('payment' as const), pick, amountCents: cents, daysAgo: fc.nat(40) })),
  w(
    2,
    fc.record({
      kind: fc.constant('editPayment' as const),
      pick,
      moveTo: pick,
      amountCents: cents,
      daysAgo: fc.nat(40),
    }),
  ),
  w(1, fc.record({ kind: fc.constant('deletePayment' as const), pick })),
  w(3, fc.record({ kind: fc.constant('deposit' as const), pick, amountCents: cents, daysAgo: fc.nat(40) })),
  w(3, fc.record({ kind: fc.constant('refundDeposit' as const), pick, daysAgo: fc.nat(10) })),
  w(
    2,
    fc.record({
      kind: fc.constant('expense' as const),
      amountCents: cents,
      category: fc.nat(17),
      daysAgo: fc.nat(70),
    }),
  ),
  w(
    1,
    fc.record({
      kind: fc.constant('editExpense' as const),
      pick,
      amountCents: cents,
      category: fc.nat(17),
      daysAgo: fc.nat(70),
    }),
  ),
  w(1, fc.record({ kind: fc.constant('deleteExpense' as const), pick })),
  w(2, fc.record({ kind: fc.constant('otherIncome' as const), amountCents: cents, daysAgo: fc.nat(70) })),
  w(
    1,
    fc.record({
      kind: fc.constant('editOtherIncome' as const),
      pick,
      amountCents: cents,
      daysAgo: fc.nat(70),
    }),
  ),
  w(1, fc.record({ kind: fc.constant('deleteOtherIncome' as const), pick })),
  w(2, fc.record({ kind: fc.constant('time' as const), hours: fc.integer({ min: 1, max: 24 * 20 }) })),
);

const allKinds: Op['kind'][] = [
  'client',
  'renameClient',
  'deleteClient',
  'appointment',
  'moveAppointment',
  'deleteAppointment',
  'finalize',
  'cancelFinalization',
  'cancel',
  'payment',
  'editPayment',
  'deletePayment',
  'deposit',
  'refundDeposit',
  'expense',
  'editExpense',
  'deleteExpense',
  'otherIncome',
  'editOtherIncome',
  'deleteOtherIncome',
  'time',
];

const names = ['Ana Souza', 'José', 'jose', 'Bia Lima', 'ÁNA SOUZA', 'Caio'];

const ids = (
  tx: Tx,
  table: 'clients' | 'appointments' | 'payments' | 'expenses' | 'other_incomes',
  where = sql``,
) =>
  tx
    .execute<{ id: string }>(
      sql`SELECT id FROM ${sql.identifier(table)} WHERE user_id = ${me.userId} ${where} ORDER BY created_at, id`,
    )
    .then((r) => r.rows.map((x) => x.id));
const choose = <T>(list: T[], n: number) => (list.length ? list[n % list.length] : undefined);

async function apply(tx: Tx, op: Op, effects: Effects & { now: { t: number } }): Promise<boolean> {
  const day = (offset: number) => addDays(today(effects.clock), offset);
  switch (op.kind) {
    case 'client':
      await createClient(tx, me, { name: names[op.name]! }, effects.clock);
      return true;
    case 'renameClient': {
      const id = choose(await ids(tx, 'clients'), op.pick);
      if (!id) return false;
      await updateClient(tx, me, id, { name: names[op.name]! }, effects.clock);
      return true;
    }
    case 'deleteClient': {
      const id = choose(await ids(tx, 'clients'), op.pick);
      if (!id) return false;
      await deleteClient(tx, me, id);
      return true;
    }
    case 'appointment': {
      const clientId = op.byName ? undefined : choose(await ids(tx, 'clients'), op.client);
      await createAppointment(
        tx,
        me,
        {
          ...(clientId ? { clientId } : { clientName: names[op.client % names.length]! }),
          title: 'Sessão',
          date: day(op.day),
          time: `${String(op.hour).padStart(2, '0')}:00`,
          agreedValueCents: op.valueCents,
        },
        effects,
      );
      return true;
    }
    case 'moveAppointment': {
      const id = choose(await ids(tx, 'appointments'), op.pick);
      const clientId = choose(await ids(tx, 'clients'), op.client);
      if (!id) return false;
      await updateAppointment(
        tx,
        me,
        id,
        {
          ...(clientId ? { clientId } : { clientName: names[op.client % names.length]! }),
          title: 'Sessão movida',
          date: day(op.day),
          time: `${String(op.hour).padStart(2, '0')}:30`,
          agreedValueCents: 10_000,
        },
        effects,
      );
      return true;
    }
    case 'deleteAppointment': {
      // One holding a deposit is refused (cancelled instead); a refused write is still tried below.
      const id = choose(await ids(tx, 'appointments'), op.pick);
      if (!id) return false;
      await deleteAppointment(tx, me, id, effects);
      return true;
    }
    case 'finalize': {
      const id = choose(
        await ids(tx, 'appointments', sql`AND NOT is_tattoo_finished AND status <> 'cancelado'`),
        op.pick,
      );
      if (!id) return false;
      await finalizeAppointment(
        tx,
        me,
        id,
        { amountCents: op.amountCents, method: 'pix', date: day(-op.paidDaysAgo) },
        effects,
      );
      return true;
    }
    case 'cancelFinalization': {
      const id = choose(await ids(tx, 'appointments', sql`AND is_tattoo_finished`), op.pick);
      if (!id) return false;
      await cancelFinalization(tx, me, id, effects);
      return true;
    }
    case 'cancel': {
      const state = op.cancelled
        ? sql`AND NOT is_tattoo_finished AND status <> 'cancelado'`
        : sql`AND status = 'cancelado'`;
      const id = choose(await ids(tx, 'appointments', state), op.pick);
      if (!id) return false;
      await setAppointmentCancelled(tx, me, id, op.cancelled, effects);
      return true;
    }
    case 'payment': {
      const id = choose(await ids(tx, 'appointments', sql`AND is_tattoo_finished`), op.pick);
      if (!id) return false;
      await createPayment(tx, me, {
        appointmentId: id,
        amountCents: op.amountCents,
        method: 'dinheiro',
        date: day(-op.daysAgo),
      });
      return true;
    }
    case 'editPayment': {
      // Deposits and refunds are not edited (DEPOSIT_NOT_EDITABLE): ordinary payments only.
      const id = choose(await ids(tx, 'payments', sql`AND kind = 'pagamento'`), op.pick);
      const to = choose(await ids(tx, 'appointments', sql`AND is_tattoo_finished`), op.moveTo);
      if (!id || !to) return false;
      await updatePayment(tx, me, id, {
        appointmentId: to,
        amountCents: op.amountCents,
        method: 'pix',
        date: day(-op.daysAgo),
      });
      return true;
    }
    case 'deletePayment': {
      const id = choose(await ids(tx, 'payments'), op.pick);
      if (!id) return false;
      await deletePayment(tx, me, id);
      return true;
    }
    case 'deposit': {
      const id = choose(
        await ids(tx, 'appointments', sql`AND NOT is_tattoo_finished AND status = 'agendado'`),
        op.pick,
      );
      if (!id) return false;
      await recordDeposit(
        tx,
        me,
        id,
        { amountCents: op.amountCents, method: 'pix', date: day(-op.daysAgo) },
        effects,
      );
      return true;
    }
    case 'refundDeposit': {
      // The client gave up: the session is cancelled (when it still stands) and the deposit goes back.
      const id = choose(
        await ids(tx, 'appointments', sql`AND status <> 'concluido' AND deposit_cents > 0`),
        op.pick,
      );
      if (!id) return false;
      const [row] = (
        await tx.execute<{ status: string }>(sql`SELECT status FROM appointments WHERE id = ${id}`)
      ).rows;
      if (row!.status === 'agendado') await setAppointmentCancelled(tx, me, id, true, effects);
      await refundDeposit(tx, me, id, { date: day(-op.daysAgo) }, effects);
      return true;
    }
    case 'expense':
      await createExpense(tx, me, {
        description: 'Material',
        amountCents: op.amountCents,
        category: expenseCategories[op.category % expenseCategories.length]!,
        paymentMethod: 'pix',
        date: day(-op.daysAgo),
      });
      return true;
    case 'editExpense': {
      const id = choose(await ids(tx, 'expenses'), op.pick);
      if (!id) return false;
      await updateExpense(tx, me, id, {
        description: 'Material editado',
        amountCents: op.amountCents,
        category: expenseCategories[op.category % expenseCategories.length]!,
        paymentMethod: 'pix',
        date: day(-op.daysAgo),
      });
      return true;
    }
    case 'deleteExpense': {
      const id = choose(await ids(tx, 'expenses'), op.pick);
      if (!id) return false;
      await deleteExpense(tx, me, id);
      return true;
    }
    case 'otherIncome':
      await saveOtherIncome(
        tx,
        me,
        { description: 'Pomada', amountCents: op.amountCents, date: day(-op.daysAgo) },
        effects.clock,
      );
      return true;
    case 'editOtherIncome': {
      const id = choose(await ids(tx, 'other_incomes'), op.pick);
      if (!id) return false;
      const input = { description: 'Flash', amountCents: op.amountCents, date: day(-op.daysAgo) };
      await saveOtherIncome(tx, me, input, effects.clock, id);
      return true;
    }
    case 'deleteOtherIncome': {
      const id = choose(await ids(tx, 'other_incomes'), op.pick);
      if (!id) return false;
      await deleteOtherIncome(tx, me, id);
      return true;
    }
    case 'time':
      effects.now.t += op.hours * 3_600_000;
      return true;
  }
}

/** Every rollup row of the user that differs from the figure computed from the stored rows. */
async function differences(tx: Tx, userId: string): Promise<unknown[]> {
  const finished = sql`a.is_tattoo_finished AND a.status = 'concluido'`;
  const queries = [
    sql`(SELECT clients, active_clients, appointments, finished_appointments, clients_served, revenue_cents,
          finished_revenue_cents, expenses_cents FROM user_rollups WHERE user_id = ${userId})
        EXCEPT
        (SELECT
          (SELECT count(*) FROM clients WHERE user_id = ${userId})::int,
          (SELECT count(DISTINCT client_id) FROM appointments WHERE user_id = ${userId} AND status <> 'cancelado')::int,
          (SELECT count(*) FROM appointments WHERE user_id = ${userId})::int,
          (SELECT count(*) FROM appointments a WHERE user_id = ${userId} AND ${finished})::int,
          (SELECT count(DISTINCT client_id) + count(DISTINCT tinta_fold(client_name)) FILTER (WHERE client_id IS NULL)
             FROM appointments a WHERE user_id = ${userId} AND ${finished})::int,
          (SELECT coalesce(sum(amount_cents), 0) FROM payments WHERE user_id = ${userId})::bigint,
          (SELECT coalesce(sum(p.amount_cents), 0) FROM payments p JOIN appointments a ON a.id = p.appointment_id
             WHERE p.user_id = ${userId} AND (${finished} OR p.kind <> 'pagamento'))::bigint,
          (SELECT coalesce(sum(amount_cents), 0) FROM expenses WHERE user_id = ${userId})::bigint)`,
    sql`(SELECT day::text, cents FROM revenue_days WHERE user_id = ${userId} AND cents <> 0
         EXCEPT SELECT date::text, sum(amount_cents)::bigint FROM payments WHERE user_id = ${userId} GROUP BY 1)
        UNION ALL
        (SELECT date::text, sum(amount_cents)::bigint FROM payments WHERE user_id = ${userId} GROUP BY 1
         EXCEPT SELECT day::text, cents FROM revenue_days WHERE user_id = ${userId})`,
    sql`(SELECT month, cents FROM revenue_months WHERE user_id = ${userId} AND cents <> 0
         EXCEPT SELECT to_char(date, 'YYYY-MM'), sum(amount_cents)::bigint FROM payments WHERE user_id = ${userId} GROUP BY 1)
        UNION ALL
        (SELECT to_char(date, 'YYYY-MM'), sum(amount_cents)::bigint FROM payments WHERE user_id = ${userId} GROUP BY 1
         EXCEPT SELECT month, cents FROM revenue_months WHERE user_id = ${userId})`,
    sql`(SELECT month, category::text, cents FROM expense_months WHERE user_id = ${userId} AND cents <> 0
         EXCEPT SELECT to_char(date, 'YYYY-MM'), category::text, sum(amount_cents)::bigint FROM expenses WHERE user_id = ${userId} GROUP BY 1, 2)
        UNION ALL
        (SELECT to_char(date, 'YYYY-MM'), category::text, sum(amount_cents)::bigint FROM expenses WHERE user_id = ${userId} GROUP BY 1, 2
         EXCEPT SELECT month, category::text, cents FROM expense_months WHERE user_id = ${userId})`,
    sql`(SELECT month, cents FROM other_income_months WHERE user_id = ${userId} AND cents <> 0
         EXCEPT SELECT to_char(date, 'YYYY-MM'), sum(amount_cents)::bigint FROM other_incomes WHERE user_id = ${userId} GROUP BY 1)
        UNION ALL
        (SELECT to_char(date, 'YYYY-MM'), sum(amount_cents)::bigint FROM other_incomes WHERE user_id = ${userId} GROUP BY 1
         EXCEPT SELECT month, cents FROM other_income_months WHERE user_id = ${userId})`,
    sql`(SELECT category::text, cents FROM expense_categories WHERE user_id = ${userId} AND cents <> 0
         EXCEPT SELECT category::text, sum(amount_cents)::bigint FROM expenses WHERE user_id = ${userId} GROUP BY 1)
        UNION ALL
        (SELECT category::text, sum(amount_cents)::bigint FROM expenses WHERE user_id = ${userId} GROUP BY 1
         EXCEPT SELECT category::text, cents FROM expense_categories WHERE user_id = ${userId})`,
    sql`(SELECT c.id, r.appointments, r.live_appointments, r.spent_cents
           FROM clients c LEFT JOIN client_rollups r ON r.client_id = c.id WHERE c.user_id = ${userId}
         EXCEPT
         SELECT c.id,
           (SELECT count(*) FROM appointments a WHERE a.client_id = c.id)::int,
           (SELECT count(*) FROM appointments a WHERE a.client_id = c.id AND a.status <> 'cancelado')::int,
           (SELECT coalesce(sum(p.amount_cents), 0) FROM appointments a JOIN payments p ON p.appointment_id = a.id
              WHERE a.client_id = c.id AND (${finished} OR p.kind <> 'pagamento'))::bigint
           FROM clients c WHERE c.user_id = ${userId})
        UNION ALL
        (SELECT r.client_id, 0, 0, 0 FROM client_rollups r WHERE r.user_id = ${userId}
           AND NOT EXISTS (SELECT 1 FROM clients c WHERE c.id = r.client_id))`,
    sql`(SELECT client_key, finished FROM served_clients WHERE user_id = ${userId} AND finished <> 0
         EXCEPT SELECT CASE WHEN client_id IS NOT NULL THEN 'id:' || client_id ELSE 'name:' || tinta_fold(client_name) END,
           count(*)::int FROM appointments a WHERE user_id = ${userId} AND ${finished} GROUP BY 1)
        UNION ALL
        (SELECT CASE WHEN client_id IS NOT NULL THEN 'id:' || client_id ELSE 'name:' || tinta_fold(client_name) END,
           count(*)::int FROM appointments a WHERE user_id = ${userId} AND ${finished} GROUP BY 1
         EXCEPT SELECT client_key, finished FROM served_clients WHERE user_id = ${userId})`,
    // Each appointment's money as its payments say: deposits held, and everything received once finished.
    sql`SELECT a.id, a.deposit_cents, a.final_value_cents FROM appointments a WHERE a.user_id = ${userId}
        AND (a.deposit_cents <> (SELECT coalesce(sum(amount_cents), 0) FROM payments p
               WHERE p.appointment_id = a.id AND p.kind IN ('sinal', 'estorno'))
          OR a.final_value_cents IS DISTINCT FROM CASE WHEN a.is_tattoo_finished THEN
               (SELECT coalesce(sum(amount_cents), 0) FROM payments p WHERE p.appointment_id = a.id)::int END)`,
  ];
  const out: unknown[] = [];
  for (const q of queries) out.push(...(await tx.execute(q)).rows);
  return out;
}

class RolledBack extends Error {}

describe('rollups equal the truth', () => {
  it('after any sequence of writes, over month ends, for the user and untouched for the neighbour', async () => {
    // The neighbour's figures, made once and committed: every sequence must leave them alone.
    await createExpense(server.db, neighbour, {
      description: 'Aluguel',
      amountCents: 120_000,
      category: 'aluguel',
      paymentMethod: 'pix',
      date: '2026-01-05',
    });
    const neighbourBefore = await server.db.execute(
      sql`SELECT * FROM user_rollups WHERE user_id = ${neighbour.userId}`,
    );
    let sequences = 0;
    let writes = 0;
    // Writes the rules accepted, per kind: the sequences must really exercise every one of them.
    const accepted = new Map<Op['kind'], number>();
    await fc.assert(
      fc.asyncProperty(
        fc.array(opArb, { minLength: 1, maxLength: 24, size: 'max' }),
        fc.integer({ min: 0, max: 40 }),
        async (ops, startDay) => {
          const now = { t: Date.parse('2026-01-10T12:00:00-03:00') + startDay * 86_400_000 };
          const effects = { clock: () => new Date(now.t), log: () => undefined, now };
          let diff: unknown[] = [];
          await server.db
            .transaction(async (tx) => {
              for (const op of ops) {
                // Each write on its own savepoint: a refused one (a rule said no) changes nothing.
                const done = await tx
                  .transaction((sp) => apply(sp, op, effects))
                  .catch((err: unknown) => {
                    if (process.env.DEBUG_ROLLUPS) console.log(op.kind, err);
                    return false;
                  });
                if (done) accepted.set(op.kind, (accepted.get(op.kind) ?? 0) + 1);
                writes++;
              }
              diff = await differences(tx, me.userId);
              throw new RolledBack();
            })
            .catch((err) => {
              if (!(err instanceof RolledBack)) throw err;
            });
          sequences++;
          expect(diff).toEqual([]);
        },
      ),
      { numRuns: 1000 },
    );
    expect(sequences).toBeGreaterThanOrEqual(1000);
    expect(writes).toBeGreaterThan(5000);
    if (process.env.DEBUG_ROLLUPS) console.log(Object.fromEntries(accepted));
    expect(Object.fromEntries([...accepted].filter(([, n]) => n < 50))).toEqual({});
    expect(accepted.size).toBe(allKinds.length);
    expect(
      (await server.db.execute(sql`SELECT * FROM user_rollups WHERE user_id = ${neighbour.userId}`)).rows,
    ).toEqual(neighbourBefore.rows);
    expect(await differences(server.db as unknown as Tx, neighbour.userId)).toEqual([]);
  }, 600_000);
});

describe('the migration backfill', () => {
  it('rebuilds every rollup of existing data exactly', async () => {
    const effects = { clock: () => new Date('2026-03-02T12:00:00-03:00'), log: () => undefined };
    const ana = await createClient(server.db, me, { name: 'Ana Backfill' }, effects.clock);
    const a = await createAppointment(
      server.db,
      me,
      { clientId: ana.id, title: 'Rosa', date: '2026-02-27', time: '14:00', agreedValueCents: 30_000 },
      effects,
    );
    await finalizeAppointment(
      server.db,
      me,
      a.id,
      { amountCents: 32_000, method: 'pix', date: '2026-02-28' },
      effects,
    );
    const b = await createAppointment(
      server.db,
      me,
      {
        clientName: 'Sem Cadastro',
        title: 'Flash',
        date: '2026-03-01',
        time: '10:00',
        agreedValueCents: 15_000,
      },
      effects,
    );
    await finalizeAppointment(server.db, me, b.id, { amountCents: 15_000, method: 'dinheiro' }, effects);
    await createExpense(server.db, me, {
      description: 'Tintas',
      amountCents: 8990,
      category: 'tintas',
      paymentMethod: 'pix',
      date: '2026-02-10',
    });
    // A deposit for a session still ahead: revenue and the client's spending (migration 0012).
    const c = await createAppointment(
      server.db,
      me,
      { clientId: ana.id, title: 'Fechamento', date: '2026-03-20', time: '10:00', agreedValueCents: 80_000 },
      effects,
    );
    await recordDeposit(server.db, me, c.id, { amountCents: 20_000, date: '2026-03-02' }, effects);

    const migration = readFileSync(
      new URL('../../src/server/db/migrations/0011_rollups.sql', import.meta.url),
      'utf8',
    );
    const statements = migration.split('--> statement-breakpoint').map((x) => x.trim());
    const backfill = statements.slice(statements.findIndex((x) => x.startsWith('-- Backfill')));
    expect(backfill.length).toBe(7);
    // 0012 counts every payment in a client's spending, deposits included, and recomputes it.
    const deposits = readFileSync(
      new URL('../../src/server/db/migrations/0012_deposits.sql', import.meta.url),
      'utf8',
    )
      .split('--> statement-breakpoint')
      .map((x) => x.trim());
    backfill.push(...deposits.slice(-2));
    await server.db.transaction(async (tx) => {
      for (const table of [
        'user_rollups',
        'revenue_days',
        'revenue_months',
        'expense_months',
        'expense_categories',
        'client_rollups',
        'served_clients',
      ]) {
        await tx.execute(sql`DELETE FROM ${sql.identifier(table)}`);
      }
      for (const statement of backfill) await tx.execute(sql.raw(statement));
    });
    for (const user of [me, neighbour])
      expect(await differences(server.db as unknown as Tx, user.userId)).toEqual([]);
    const [row] = (await server.db.execute(sql`SELECT * FROM user_rollups WHERE user_id = ${me.userId}`))
      .rows;
    expect(row).toMatchObject({
      clients: 2,
      finished_appointments: 2,
      clients_served: 2,
      revenue_cents: 67000,
    });
  });
});

describe('concurrent writes', () => {
  it('lose no update and never deadlock: payments, expenses, Finalizar and a client deleted at once', async () => {
    const user: Actor = { userId: (await signedInUser(server.app, server.db)).id };
    const effects = { clock: () => new Date('2026-05-20T12:00:00-03:00'), log: () => undefined };
    const clients = await Promise.all(
      ['Rui', 'Lia', 'Téo'].map((name) => createClient(server.db, user, { name }, effects.clock)),
    );
    const sessions = [];
    for (let i = 0; i < 12; i++) {
      sessions.push(
        await createAppointment(
          server.db,
          user,
          {
            clientId: clients[i % 3]!.id,
            title: `S${i}`,
            date: '2026-05-1' + (i % 10),
            time: '10:00',
            agreedValueCents: 10_000,
          },
          effects,
        ),
      );
    }
    const finished = sessions.slice(0, 6);
    for (const s of finished)
      await finalizeAppointment(server.db, user, s.id, { amountCents: 10_000, method: 'pix' }, effects);

    const writes = [
      ...Array.from({ length: 20 }, (_, i) =>
        createPayment(server.db, user, {
          appointmentId: finished[i % 6]!.id,
          amountCents: (10 + i) * 100,
          date: '2026-05-19',
        }),
      ),
      ...Array.from({ length: 15 }, (_, i) =>
        createExpense(server.db, user, {
          description: `E${i}`,
          amountCents: 500,
          category: 'luvas',
          paymentMethod: 'pix',
          date: '2026-05-19',
        }),
      ),
      ...sessions
        .slice(6)
        .map((s) =>
          finalizeAppointment(server.db, user, s.id, { amountCents: 20_000, method: 'pix' }, effects),
        ),
      deleteClient(server.db, user, clients[0]!.id),
      deleteClient(server.db, user, clients[1]!.id),
    ];
    const results = await Promise.allSettled(writes);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(await differences(server.db as unknown as Tx, user.userId)).toEqual([]);
    const [row] = (await server.db.execute(sql`SELECT * FROM user_rollups WHERE user_id = ${user.userId}`))
      .rows;
    // 6 × 100 + (10 + … + 29) + 6 × 200
    expect(row).toMatchObject({
      clients: 1,
      revenue_cents: 60_000 + 39_000 + 120_000,
      expenses_cents: 7_500,
    });
  });
});
