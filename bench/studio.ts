import pg from 'pg';
import { addDays, monthOf } from '../src/shared/time';
import { type Endpoint, measureAll, type Timing } from './measure';
import { scaled } from './scale';
import type { SeedPlan, Volumes } from './seed';
import { Session, signedInUser } from './session';

/**
 * Issue 26, "Performance": a studio of 20 artists — the owner, who tattoos too, and 19 invited
 * artists — each with the scale run's heavy history (bench/scale.ts) at 1× and at 25×, read by
 * the owner: the studio agenda (day, week), the consolidated dashboard and reports. The studio's
 * figures come from the 0030 rollups, so 25× must cost what 1× does.
 */
export const STUDIO_SIZES = [1, 25] as const;
export const STUDIO_ARTISTS = 20;
/** Each round measures every size once, the sizes taking turns; the best median of the rounds counts. */
export const STUDIO_ROUNDS = 3;

const PASSWORD = 'Bench-estudio-2026';

export interface BenchStudio {
  size: number;
  owner: Session;
  ownerId: string;
  organizationId: string;
  /** Every member who tattoos, the owner first. */
  memberIds: string[];
}

/**
 * The studio as a person makes it, through the API: the owner signs up (Básico), opens the studio,
 * and invites 19 artists at 40–76 %, who sign up from the invitation's link (the token is in the
 * owner's answer, as on the 'Equipe' screen).
 */
export async function benchStudio(baseUrl: string, origin: string, size: number): Promise<BenchStudio> {
  const { session: owner, userId: ownerId } = await signedInUser(baseUrl, origin, `Dona ${size}x`);
  const me = await owner.json<{ organization: { id: string } | null }>('POST', '/api/me/studio', {
    studioName: `Estúdio ${size}x`,
  });
  if (!me.organization) throw new Error('opening the studio answered no organization');
  const memberIds = [ownerId];
  for (let n = 1; n < STUDIO_ARTISTS; n++) {
    const email = `artista.${n}.${ownerId.slice(0, 8).toLowerCase()}@tinta.test`;
    const invite = await owner.json<{ token: string }>('POST', '/api/team/invitations', {
      email,
      initialPercentage: 40 + ((n * 7) % 37),
      role: 'artist',
    });
    const artist = new Session(baseUrl, origin);
    await artist.json('POST', `/api/invitations/${invite.token}/sign-up`, {
      name: `Artista ${n} (${size}x)`,
      password: PASSWORD,
    });
    memberIds.push((await artist.json<{ id: string }>('GET', '/api/me')).id);
  }
  return { size, owner, ownerId, organizationId: me.organization.id, memberIds };
}

/**
 * `BENCH_STUDIO_DENSITY` (default 1): each member's volumes times this, over the same years — 0.25
 * is ≈ 4.5 sessions a day per artist instead of the heavy user's 18, and seeds in a quarter of the
 * time. The history (how many years) never changes.
 */
export const STUDIO_DENSITY = Number(process.env.BENCH_STUDIO_DENSITY ?? 1);
if (!(STUDIO_DENSITY > 0 && STUDIO_DENSITY <= 1)) throw new Error('BENCH_STUDIO_DENSITY must be in (0, 1]');

function thinned(v: Volumes): Volumes {
  const part = (n = 0) => Math.round(n * STUDIO_DENSITY);
  return {
    ...v,
    clients: part(v.clients),
    appointments: part(v.appointments),
    payments: part(v.payments),
    expenses: part(v.expenses),
  };
}

/**
 * The same history per member as the scale run's user of that size. Studio expenses (rent, inks)
 * are the owner's (decision 0016), so only the owner has expenses; an artist's own expenses are
 * never part of a studio figure.
 */
export function studioPlans(studio: BenchStudio): SeedPlan[] {
  return studio.memberIds.map((userId, i) => ({
    userId,
    volumes: thinned({ ...scaled(studio.size), expenses: i === 0 ? scaled(studio.size).expenses : 0 }),
  }));
}

/**
 * Before the payments are seeded (the split trigger reads this): every member since the start of
 * the seeded history at their invitation's percentage, and every other artist with a raise one
 * year ago — so the percentage in force on a payment's day matters.
 */
export async function backdateMemberships(url: string, studios: BenchStudio[], now: Date): Promise<void> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    await db.query('BEGIN');
    for (const studio of studios) {
      const since = `${730 * studio.size + 400} days`;
      await db.query(
        `UPDATE organization_members SET joined_at = $2::timestamptz - $3::interval WHERE organization_id = $1`,
        [studio.organizationId, now.toISOString(), since],
      );
      await db.query(
        `UPDATE artist_percentages SET created_at = $2::timestamptz - $3::interval WHERE organization_id = $1`,
        [studio.organizationId, now.toISOString(), since],
      );
      await db.query(
        `INSERT INTO artist_percentages (organization_id, user_id, percentage, changed_by, created_at)
         SELECT organization_id, user_id, least(percentage + 5, 100), $2, $3::timestamptz - INTERVAL '365 days'
         FROM artist_percentages
         WHERE organization_id = $1 AND user_id = ANY($4::text[])`,
        [
          studio.organizationId,
          studio.ownerId,
          now.toISOString(),
          studio.memberIds.filter((_, i) => i % 2 === 1),
        ],
      );
    }
    await db.query('COMMIT');
  } catch (err) {
    await db.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    await db.end();
  }
}

/**
 * The studio's money after seeding, checked against the payments themselves. The seed rebuilds
 * the rollups with the migrations' backfills; here a few more payments per member then go through
 * every trigger (split, 0011 and 0030 rollups, live), so the trigger deltas are checked on top.
 * Answers the problems found (none: []).
 */
export async function checkStudioMoney(url: string, studios: BenchStudio[], now: Date): Promise<string[]> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const problems: string[] = [];
  const count = async (what: string, text: string, values: unknown[]) => {
    const n = Number((await db.query(`SELECT count(*) AS n FROM (${text}) x`, values)).rows[0].n);
    if (n !== 0) problems.push(`${what}: ${n} row(s)`);
  };
  try {
    // Through the triggers: one more payment per member on their latest finished session.
    await db.query(
      `INSERT INTO payments (user_id, appointment_id, client_name, amount_cents, method, date, date_epoch)
       SELECT DISTINCT ON (a.user_id) a.user_id, a.id, a.client_name, 12345, 'pix', tinta_sp_day($2::timestamptz),
         (extract(epoch FROM tinta_sp_instant(tinta_sp_day($2::timestamptz), TIME '00:00')) * 1000)::bigint
       FROM appointments a
       WHERE a.user_id = ANY($1::text[]) AND a.status = 'concluido' AND a.start_time < $2::timestamptz
       ORDER BY a.user_id, a.start_time DESC`,
      [studios.flatMap((s) => s.memberIds), now.toISOString()],
    );
    for (const s of studios) {
      const org = [s.organizationId];
      // Every member's payment is the studio's (all were members for the whole history).
      await count(
        `${s.size}× payments without their studio`,
        `SELECT 1 FROM payments WHERE user_id = ANY($2::text[]) AND organization_id IS DISTINCT FROM $1`,
        [s.organizationId, s.memberIds],
      );
      // The part, recomputed here from the percentages (not with tinta_studio_part): the owner's
      // work is wholly the studio's; an artist keeps round(amount × pct) at the pct of the day.
      await count(
        `${s.size}× payments whose studio part is wrong`,
        `SELECT 1 FROM payments x
         LEFT JOIN LATERAL (
           SELECT percentage FROM artist_percentages ap
           WHERE ap.organization_id = $1 AND ap.user_id = x.user_id
             AND ap.created_at < tinta_sp_instant(x.date + 1, TIME '00:00')
           ORDER BY ap.created_at DESC LIMIT 1) pct ON true
         WHERE x.organization_id = $1 AND x.user_id <> $2
           AND x.studio_cents IS DISTINCT FROM x.amount_cents - round(x.amount_cents * pct.percentage / 100)
         UNION ALL
         SELECT 1 FROM payments WHERE organization_id = $1 AND user_id = $2 AND studio_cents <> amount_cents`,
        [s.organizationId, s.ownerId],
      );
      await count(
        `${s.size}× studio_member_totals ≠ the payments`,
        `(SELECT user_id, sum(amount_cents) AS revenue, sum(studio_cents) AS studio FROM payments
          WHERE organization_id = $1 GROUP BY user_id
          EXCEPT SELECT user_id, revenue_cents, studio_cents FROM studio_member_totals WHERE organization_id = $1)
         UNION ALL
         (SELECT user_id, revenue_cents, studio_cents FROM studio_member_totals WHERE organization_id = $1
          EXCEPT SELECT user_id, sum(amount_cents), sum(studio_cents) FROM payments
          WHERE organization_id = $1 GROUP BY user_id)`,
        org,
      );
      await count(
        `${s.size}× studio_member_months ≠ the payments`,
        `(SELECT to_char(date, 'YYYY-MM'), user_id, sum(amount_cents), sum(studio_cents) FROM payments
          WHERE organization_id = $1 GROUP BY 1, 2
          EXCEPT SELECT month, user_id, revenue_cents, studio_cents FROM studio_member_months WHERE organization_id = $1)
         UNION ALL
         (SELECT month, user_id, revenue_cents, studio_cents FROM studio_member_months WHERE organization_id = $1
          EXCEPT SELECT to_char(date, 'YYYY-MM'), user_id, sum(amount_cents), sum(studio_cents) FROM payments
          WHERE organization_id = $1 GROUP BY 1, 2)`,
        org,
      );
      await count(
        `${s.size}× studio_months ≠ the payments`,
        `(SELECT to_char(date, 'YYYY-MM'), sum(amount_cents), sum(studio_cents) FROM payments
          WHERE organization_id = $1 GROUP BY 1
          EXCEPT SELECT month, revenue_cents, studio_cents FROM studio_months WHERE organization_id = $1)
         UNION ALL
         (SELECT month, revenue_cents, studio_cents FROM studio_months WHERE organization_id = $1
          EXCEPT SELECT to_char(date, 'YYYY-MM'), sum(amount_cents), sum(studio_cents) FROM payments
          WHERE organization_id = $1 GROUP BY 1)`,
        org,
      );
      // Studio total = Σ members' own totals (the 0011 rollups, kept apart from 0030's).
      await count(
        `${s.size}× a member's studio total ≠ their own revenue`,
        `SELECT 1 FROM studio_member_totals t JOIN user_rollups u ON u.user_id = t.user_id
         WHERE t.organization_id = $1 AND t.revenue_cents <> u.revenue_cents`,
        org,
      );
    }
  } finally {
    await db.end();
  }
  return problems;
}

const expect = (ok: boolean, what: string) => {
  if (!ok) throw new Error(`unexpected answer: ${what}`);
};

/** Monday of `day`'s week. */
function weekStart(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** What the owner's screens ask for; each answer is checked to be the whole studio's. */
export function studioEndpoints(today: string): Endpoint[] {
  const monday = weekStart(today);
  const artistsIn = (b: any[]) => new Set(b.map((a) => a.artistId)).size;
  return [
    { label: 'GET /api/me', path: '/api/me', rows: () => 1 },
    {
      label: 'GET /api/studio/artists',
      path: '/api/studio/artists',
      rows: (b) => b.length,
      check: (b) => expect(b.length === STUDIO_ARTISTS, `${b.length} agenda artists`),
    },
    {
      label: 'GET /api/appointments (day)',
      path: `/api/appointments?from=${today}&to=${today}`,
      rows: (b) => b.length,
      check: (b) => expect(artistsIn(b) === STUDIO_ARTISTS, `the day shows ${artistsIn(b)} artists`),
    },
    {
      label: 'GET /api/appointments (week)',
      path: `/api/appointments?from=${monday}&to=${addDays(monday, 6)}`,
      rows: (b) => b.length,
      check: (b) => expect(artistsIn(b) === STUDIO_ARTISTS, `the week shows ${artistsIn(b)} artists`),
    },
    {
      label: 'GET /api/dashboard?scope=studio',
      path: '/api/dashboard?scope=studio',
      rows: (b) => b.todayAppointments.length + b.upcomingAppointments.length,
      check: (b) => expect(b.view === 'studio' && b.totalCents > 0, 'the dashboard is not the studio’s'),
    },
    {
      label: 'GET /api/reports?scope=studio',
      path: '/api/reports?scope=studio',
      rows: (b) => b.series.length + b.topCategories.length,
      check: (b) =>
        expect(b.view === 'studio' && b.split.studioTotalCents > 0, 'the report is not the studio’s'),
    },
    {
      label: 'GET /api/studio/report?month=',
      path: `/api/studio/report?month=${monthOf(today)}`,
      rows: (b) => b.artists.length,
      check: (b) => expect(b.artists.length === STUDIO_ARTISTS, `${b.artists.length} artists in the split`),
    },
  ];
}

/**
 * 'Estúdio' figures agree with 'Divisão do Estúdio' to the centavo (the "money that adds
 * up"), read over HTTP as the owner's screens do.
 */
export async function checkStudioAnswers(studio: BenchStudio, today: string): Promise<void> {
  const month = monthOf(today);
  const report = await studio.owner.json('GET', '/api/reports?scope=studio');
  const split = await studio.owner.json('GET', `/api/studio/report?month=${month}`);
  const dashboard = await studio.owner.json('GET', '/api/dashboard?scope=studio');
  expect(
    report.revenueMonthCents === split.totals.revenueCents &&
      report.split.studioMonthCents === split.totals.studioCents &&
      dashboard.receivedMonthCents === split.totals.revenueCents &&
      dashboard.totalCents === report.totals.revenueCents,
    `${studio.size}× studio figures disagree: report ${report.revenueMonthCents}/${report.split.studioMonthCents}, ` +
      `split ${split.totals.revenueCents}/${split.totals.studioCents}, dashboard ${dashboard.receivedMonthCents}/${dashboard.totalCents}`,
  );
}

/** The best (lowest-median) of several rounds, per endpoint: the round least disturbed by load. */
function best(rounds: Timing[][]): Timing[] {
  return rounds[0]!.map((_, i) => rounds.map((r) => r[i]!).reduce((a, b) => (b.median < a.median ? b : a)));
}

/** Round after round, each size in turn (so load elsewhere falls on both alike). */
export async function measureStudios(
  studios: BenchStudio[],
  today: string,
  log: (m: string) => void,
): Promise<Map<number, Timing[]>> {
  const rounds = new Map<number, Timing[][]>(studios.map((s) => [s.size, []]));
  for (let round = 1; round <= STUDIO_ROUNDS; round++) {
    for (const studio of studios) {
      const timings = await measureAll(studio.owner, studioEndpoints(today));
      rounds.get(studio.size)!.push(timings);
      log(
        `  round ${round}, ${studio.size}×: ` +
          timings
            .map((t) => `${t.endpoint.label.replace('GET /api/', '')} ${t.median.toFixed(1)}`)
            .join(', '),
      );
    }
  }
  return new Map([...rounds].map(([size, r]) => [size, best(r)]));
}

/** Budgets (issue 26): every studio read ≤ 10 ms median at 25×, and 25×/1× ≤ 1.5. */
const MEDIAN_BUDGET_MS = 10;
const RATIO_BUDGET = 1.5;
const BUDGETED = [
  'GET /api/studio/artists',
  'GET /api/appointments (day)',
  'GET /api/appointments (week)',
  'GET /api/dashboard?scope=studio',
  'GET /api/reports?scope=studio',
  'GET /api/studio/report?month=',
];

export function studioReport(bySize: Map<number, Timing[]>): { text: string; failed: number } {
  const at = (size: number, label: string) => bySize.get(size)!.find((t) => t.endpoint.label === label)!;
  const labels = bySize.get(1)!.map((t) => t.endpoint.label);
  const header = [
    'endpoint',
    ...STUDIO_SIZES.map((s) => `${s}× median / p95 ms`),
    ...STUDIO_SIZES.map((s) => `${s}× rows`),
    '25×/1×',
  ];
  const rows = labels.map((label) => [
    label,
    ...STUDIO_SIZES.map((s) => `${at(s, label).median.toFixed(1)} / ${at(s, label).p95.toFixed(1)}`),
    ...STUDIO_SIZES.map((s) => String(at(s, label).rows)),
    `${(at(25, label).median / at(1, label).median).toFixed(2)}×`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  const verdicts: string[] = [];
  let failed = 0;
  const judge = (ok: boolean, text: string) => {
    if (!ok) failed++;
    verdicts.push(`${ok ? 'PASS' : 'FAIL'}  ${text}`);
  };
  for (const label of BUDGETED) {
    const median = at(25, label).median;
    const ratio = median / at(1, label).median;
    judge(
      median <= MEDIAN_BUDGET_MS,
      `${label} at 25×: median ${median.toFixed(1)} ms (budget ≤ ${MEDIAN_BUDGET_MS} ms)`,
    );
    judge(ratio <= RATIO_BUDGET, `${label}: 25×/1× = ${ratio.toFixed(2)} (budget ≤ ${RATIO_BUDGET})`);
  }
  return {
    text: [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line), '', ...verdicts].join(
      '\n',
    ),
    failed,
  };
}
