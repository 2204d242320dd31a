import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../src/server/db/client';
import { appointments, payments } from '../../src/server/db/schema';
import type { Actor } from '../../src/server/domain/actor';
import { getDashboard } from '../../src/server/domain/dashboard/get-dashboard';
import { getReport } from '../../src/server/domain/reports/get-report';
import { getStudioReport } from '../../src/server/domain/team/get-studio-report';
import { removeMember } from '../../src/server/domain/team/remove-member';
import { setArtistPercentage } from '../../src/server/domain/team/set-artist-percentage';
import { splitRevenue } from '../../src/server/domain/team/split';
import { addDays, dayStartEpoch, monthOf, today } from '../../src/shared/time';
import { signedInUser, studioArtist } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';

/**
 * The studio's money against a model: random sequences of payments (refunds too), edits, deletions,
 * percentage changes and member removals, with time passing. After each sequence, for every
 * payment the stored studio part is the model's (percentage in force on its day when it was last
 * written; the owner's work all the studio's; solo work none) and artist + studio = the payment;
 * the studio's Relatórios, Dashboard and 'Divisão do Estúdio' are the sum over its members to the
 * centavo; every studio rollup row equals the payments summed from scratch. Each sequence runs in a
 * transaction rolled back at the end.
 */

let server: TestServer;
let owner: Actor;
let artists: Actor[];
let organizationId: string;
const START_PERCENTAGES = [60, 33.33, 50];

beforeAll(async () => {
  server = await startTestServer();
  const o = await signedInUser(server.app, server.db, { plan: 'estudio', studioName: 'Estúdio Aleatório' });
  owner = { userId: o.id };
  artists = [];
  for (const [i, percentage] of START_PERCENTAGES.entries()) {
    const a = await studioArtist(server.app, o, { name: `Tatuador ${i}`, percentage });
    artists.push({ userId: a.id });
  }
  const org = await server.ctx.database.pool.query('SELECT organization_id FROM profiles WHERE id = $1', [
    o.id,
  ]);
  organizationId = org.rows[0].organization_id;
});
afterAll(() => server?.close());

type Op =
  | { kind: 'pay'; who: number; cents: number; refund: boolean; daysAgo: number }
  | { kind: 'edit'; pick: number; cents: number; daysAgo: number }
  | { kind: 'delete'; pick: number }
  | { kind: 'percentage'; who: number; basisPoints: number }
  | { kind: 'remove'; who: number }
  | { kind: 'time'; hours: number };

const w = <T>(weight: number, arbitrary: fc.Arbitrary<T>) => ({ weight, arbitrary });
const cents = fc.integer({ min: 1, max: 300_000 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  w(
    8,
    fc.record({
      kind: fc.constant('pay' as const),
      who: fc.nat(3),
      cents,
      refund: fc.boolean(),
      daysAgo: fc.nat(45),
    }),
  ),
  w(3, fc.record({ kind: fc.constant('edit' as const), pick: fc.nat(40), cents, daysAgo: fc.nat(45) })),
  w(2, fc.record({ kind: fc.constant('delete' as const), pick: fc.nat(40) })),
  w(3, fc.record({ kind: fc.constant('percentage' as const), who: fc.nat(2), basisPoints: fc.nat(10_000) })),
  w(1, fc.record({ kind: fc.constant('remove' as const), who: fc.nat(2) })),
  w(3, fc.record({ kind: fc.constant('time' as const), hours: fc.integer({ min: 1, max: 24 * 20 }) })),
);

interface ModelPayment {
  id: string;
  userId: string;
  inStudio: boolean;
  cents: number;
  day: string;
  studioCents: number;
}

class RolledBack extends Error {}

/** The model's rule: the percentage recorded last on or before the day, else the first, else 50. */
function percentageOn(history: { at: number; pct: number }[], day: string): number {
  const before = history.filter((h) => h.at < dayStartEpoch(addDays(day, 1)));
  return (before.at(-1) ?? history[0])?.pct ?? 50;
}

describe("the studio's money adds up", () => {
  it('studio = Σ members and artist + studio = payment, for random payments, percentage changes and removals', async () => {
    let sequences = 0;
    let checkedPayments = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 25, size: 'max' }), async (ops) => {
        const now = { t: Date.parse('2026-03-10T12:00:00-03:00') };
        const clock = () => new Date(now.t);
        const members = [owner, ...artists];
        const history = new Map<string, { at: number; pct: number }[]>(
          artists.map((a, i) => [
            a.userId,
            [{ at: Date.parse('2026-01-01T12:00:00-03:00'), pct: START_PERCENTAGES[i]! }],
          ]),
        );
        const removed = new Set<string>();
        const model: ModelPayment[] = [];
        const studioPart = (userId: string, inStudio: boolean, amount: number, day: string) =>
          !inStudio
            ? 0
            : userId === owner.userId
              ? amount
              : splitRevenue(amount, percentageOn(history.get(userId)!, day)).studioCents;

        let failure: unknown = null;
        await server.db
          .transaction(async (tx) => {
            // The factories' percentages were stamped today: put them at the start of the model's time.
            await tx.execute(sql`
              UPDATE artist_percentages SET created_at = '2026-01-01T12:00:00-03:00'
              WHERE organization_id = ${organizationId}`);
            for (const op of ops) await apply(tx, op);
            failure = await check(tx);
            throw new RolledBack();
          })
          .catch((err) => {
            if (!(err instanceof RolledBack)) throw err;
          });
        sequences++;
        expect(failure).toBeNull();

        async function apply(tx: Tx, op: Op) {
          const day = (daysAgo: number) => addDays(today(clock), -daysAgo);
          switch (op.kind) {
            case 'pay': {
              const who = members[op.who]!;
              const d = day(op.daysAgo);
              const [appt] = await tx
                .insert(appointments)
                .values({
                  userId: who.userId,
                  clientName: 'Cliente',
                  title: 'Sessão',
                  startTime: new Date(dayStartEpoch(d) + 10 * 3600_000),
                  status: op.refund ? 'cancelado' : 'concluido',
                  isTattooFinished: !op.refund,
                })
                .returning();
              const amount = op.refund ? -op.cents : op.cents;
              const [row] = await tx
                .insert(payments)
                .values({
                  userId: who.userId,
                  appointmentId: appt!.id,
                  clientName: 'Cliente',
                  amountCents: amount,
                  kind: op.refund ? 'estorno' : 'pagamento',
                  date: d,
                  dateEpoch: dayStartEpoch(d),
                })
                .returning({ id: payments.id });
              const inStudio = !removed.has(who.userId);
              model.push({
                id: row!.id,
                userId: who.userId,
                inStudio,
                cents: amount,
                day: d,
                studioCents: studioPart(who.userId, inStudio, amount, d),
              });
              return;
            }
            case 'edit': {
              const p = model.length ? model[op.pick % model.length]! : undefined;
              if (!p) return;
              const d = day(op.daysAgo);
              const amount = Math.sign(p.cents) * op.cents;
              await tx.execute(sql`
                UPDATE payments SET amount_cents = ${amount}, date = ${d}, date_epoch = ${dayStartEpoch(d)}
                WHERE id = ${p.id}`);
              Object.assign(p, {
                cents: amount,
                day: d,
                studioCents: studioPart(p.userId, p.inStudio, amount, d),
              });
              return;
            }
            case 'delete': {
              if (!model.length) return;
              const [p] = model.splice(op.pick % model.length, 1);
              await tx.execute(sql`DELETE FROM payments WHERE id = ${p!.id}`);
              return;
            }
            case 'percentage': {
              const artist = artists[op.who]!;
              if (removed.has(artist.userId)) return;
              const memberId = await memberRow(tx, artist.userId);
              const pct = op.basisPoints / 100;
              await setArtistPercentage(tx, owner, memberId, { percentage: pct });
              // Stamped with the model's clock (the database's, now(), is frozen in this transaction),
              // a second after the last change so the history has one order.
              now.t += 1000;
              await tx.execute(sql`
                UPDATE artist_percentages SET created_at = ${clock().toISOString()}
                WHERE user_id = ${artist.userId} AND created_at = now()`);
              history.get(artist.userId)!.push({ at: now.t, pct });
              return;
            }
            case 'remove': {
              const artist = artists[op.who]!;
              if (removed.has(artist.userId)) return;
              await removeMember(tx, owner, await memberRow(tx, artist.userId));
              removed.add(artist.userId);
              return;
            }
            case 'time':
              now.t += op.hours * 3600_000;
              return;
          }
        }

        async function check(tx: Tx): Promise<unknown> {
          const ids = [owner, ...artists].map((a) => a.userId);
          const stored = (
            await tx.execute<{
              id: string;
              amount_cents: number;
              studio_cents: number;
              organization_id: string | null;
            }>(
              sql`SELECT id, amount_cents, studio_cents, organization_id FROM payments
                  WHERE user_id IN (${sql.join(
                    ids.map((id) => sql`${id}`),
                    sql`, `,
                  )})`,
            )
          ).rows;
          const byId = new Map(stored.map((r) => [r.id, r]));
          for (const p of model) {
            const r = byId.get(p.id);
            const artistPart = Number(r?.amount_cents) - Number(r?.studio_cents);
            if (
              !r ||
              Number(r.studio_cents) !== p.studioCents ||
              (r.organization_id === organizationId) !== p.inStudio ||
              artistPart + Number(r.studio_cents) !== p.cents ||
              Math.abs(Number(r.studio_cents)) > Math.abs(p.cents) ||
              Number(r.studio_cents) * p.cents < 0
            )
              return { payment: p, stored: r };
            checkedPayments++;
          }

          // Relatórios 'Estúdio', month by month (all in the model) and all time, = Σ members.
          const inStudio = model.filter((p) => p.inStudio);
          const sum = (list: ModelPayment[], f: (p: ModelPayment) => number) =>
            list.reduce((t, p) => t + f(p), 0);
          const report = await getReport(tx, owner, clock, { scope: 'studio' });
          const totals = {
            revenue: sum(inStudio, (p) => p.cents),
            studio: sum(inStudio, (p) => p.studioCents),
          };
          if (
            report.totals.revenueCents !== totals.revenue ||
            report.split?.studioTotalCents !== totals.studio ||
            report.split?.artistTotalCents !== totals.revenue - totals.studio
          )
            return { report: report.totals, split: report.split, totals };
          const dashboard = await getDashboard(tx, owner, clock, { scope: 'studio' });
          if (dashboard.totalCents !== totals.revenue) return { dashboard: dashboard.totalCents, totals };
          for (const m of report.series) {
            const month = inStudio.filter((p) => monthOf(p.day) === m.month);
            if (m.revenueCents !== sum(month, (p) => p.cents)) return { series: m };
          }

          // 'Divisão do Estúdio' for every month with money: lines (removed members too) = the month.
          for (const month of new Set(inStudio.map((p) => monthOf(p.day)))) {
            const s = await getStudioReport(tx, owner, { month }, clock);
            const list = inStudio.filter((p) => monthOf(p.day) === month);
            for (const userId of new Set(list.map((p) => p.userId))) {
              const mine = list.filter((p) => p.userId === userId);
              const line = s.artists.find((a) => a.userId === userId);
              const studio = sum(mine, (p) => p.studioCents);
              const revenue = sum(mine, (p) => p.cents);
              if (
                !line ||
                line.revenueCents !== revenue ||
                line.studioCents !== studio ||
                line.artistCents !== revenue - studio
              )
                return { month, userId, line, revenue, studio };
              if (line.removed !== (removed.has(userId) ? true : undefined))
                return { month, removedLine: line };
            }
            if (
              s.totals.revenueCents !== sum(list, (p) => p.cents) ||
              s.totals.studioCents !== sum(list, (p) => p.studioCents) ||
              s.totals.artistCents + s.totals.studioCents !== s.totals.revenueCents
            )
              return { month, totals: s.totals };
          }

          // Every studio rollup row = the payments summed from scratch (no row missing or extra).
          const drift = await tx.execute(sql`
            WITH truth AS (
              SELECT organization_id, user_id, to_char(date, 'YYYY-MM') AS month,
                sum(amount_cents)::bigint AS revenue, sum(studio_cents)::bigint AS studio
              FROM payments WHERE organization_id IS NOT NULL GROUP BY 1, 2, 3
            )
            SELECT 'member_month' AS what FROM studio_member_months r
              FULL JOIN truth t USING (organization_id, user_id, month)
              WHERE (coalesce(r.revenue_cents, 0), coalesce(r.studio_cents, 0)) <> (coalesce(t.revenue, 0), coalesce(t.studio, 0))
            UNION ALL
            SELECT 'member_total' FROM studio_member_totals r
              FULL JOIN (SELECT organization_id, user_id, sum(revenue) AS revenue, sum(studio) AS studio
                FROM truth GROUP BY 1, 2) t USING (organization_id, user_id)
              WHERE (coalesce(r.revenue_cents, 0), coalesce(r.studio_cents, 0)) <> (coalesce(t.revenue, 0), coalesce(t.studio, 0))
            UNION ALL
            SELECT 'month' FROM studio_months r
              FULL JOIN (SELECT organization_id, month, sum(revenue) AS revenue, sum(studio) AS studio
                FROM truth GROUP BY 1, 2) t USING (organization_id, month)
              WHERE (coalesce(r.revenue_cents, 0), coalesce(r.studio_cents, 0)) <> (coalesce(t.revenue, 0), coalesce(t.studio, 0))`);
          if (drift.rows.length) return { drift: drift.rows };
          return null;
        }
      }),
      { numRuns: 200 },
    );
    expect(sequences).toBe(200);
    expect(checkedPayments).toBeGreaterThan(600);
  });
});

async function memberRow(tx: Tx, userId: string): Promise<string> {
  const r = await tx.execute<{ id: string }>(
    sql`SELECT id FROM organization_members WHERE user_id = ${userId} AND organization_id = ${organizationId}`,
  );
  return r.rows[0]!.id;
}
