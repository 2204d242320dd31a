import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import type pg from 'pg';
import { connect, type DbOrTx } from '../src/server/db/client';
import { getDashboard } from '../src/server/domain/dashboard/get-dashboard';
import type { Me } from '../src/shared/schemas/profile';

interface Load {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

/** One SQL statement as the app sent it, and the earlier ones it waited for (their indexes). */
export interface CapturedStatement {
  text: string;
  values: unknown[];
  rowMode?: 'array';
  after: number[];
}

const CONNECTIONS = 20;
const SECONDS = 15;

/** autocannon in its own process (in ours it would steal the server's event loop). */
async function load(label: string, url: string, cookie: string): Promise<Load> {
  const child = spawn(
    'node_modules/.bin/autocannon',
    ['-c', String(CONNECTIONS), '-d', String(SECONDS), '-j', '-H', `cookie=${cookie}`, url],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
  });
  await once(child, 'close');
  const result = JSON.parse(out);
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  };
}

/**
 * The statements `run` sends through a Drizzle handle, recorded from the pool beneath it: each one's
 * text, parameters (as JSON carries them: a Date becomes its ISO instant) and row mode, and which
 * statements had already answered when it was sent — so a replay keeps what ran one after another
 * and what ran side by side (a `Promise.all`). The SQL is the domain code's own, never a copy.
 */
export async function captureStatements(
  databaseUrl: string,
  run: (db: DbOrTx) => Promise<unknown>,
): Promise<CapturedStatement[]> {
  const database = connect(databaseUrl, 4);
  const statements: CapturedStatement[] = [];
  const answered: number[] = [];
  type Query = (config: string | pg.QueryConfig, values?: unknown[]) => Promise<unknown>;
  const pool = database.pool as unknown as { query: Query };
  const query = pool.query.bind(pool);
  pool.query = (config, values) => {
    const spec: pg.QueryConfig = typeof config === 'string' ? { text: config } : config;
    const index = statements.length;
    statements.push({
      text: spec.text,
      values: JSON.parse(JSON.stringify(values ?? spec.values ?? [])),
      ...((spec as { rowMode?: string }).rowMode === 'array' ? { rowMode: 'array' as const } : {}),
      after: [...answered],
    });
    return query(config, values).finally(() => answered.push(index));
  };
  try {
    await run(database.db);
  } finally {
    await database.close();
  }
  return statements;
}

/**
 * 20 connections for 15 s each against /api/me and the dashboard, and against a bare Fastify + pg
 * server (bench/bare-server.mjs, its own process) doing the same work with nothing else: for /me the
 * session and profile look-up; for the dashboard that look-up, then the very statements
 * `getDashboard` sends for this user, captured from a call of it (`captureStatements`), so the
 * yardstick cannot drift from the code it measures. Budgets: /api/me ≥ 0.6× its bare route's
 * req/s; the dashboard ≥ 0.5× its bare route's (issue 27) and ≥ 800 req/s (issue 13).
 */
export async function measureConcurrency(databaseUrl: string, baseUrl: string, cookie: string) {
  const meAnswer = await fetch(`${baseUrl}/api/me`, { headers: { cookie } });
  if (!meAnswer.ok) throw new Error(`GET /api/me answered ${meAnswer.status}`);
  const me = (await meAnswer.json()) as Me;
  // The actor as the session hook makes it (the profile comes with the session), the server's clock.
  const dashboardStatements = await captureStatements(databaseUrl, (db) =>
    getDashboard(db, { userId: me.id, me }, () => new Date()),
  );
  const bare = spawn('node', ['bench/bare-server.mjs'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      BARE_DASHBOARD_STATEMENTS: JSON.stringify(dashboardStatements),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const [bareUrl] = (await once(createInterface({ input: bare.stdout! }), 'line')) as [string];
    const results = [
      await load('GET /api/me', `${baseUrl}/api/me`, cookie),
      await load('bare Fastify + pg /me', `${bareUrl}/me`, cookie),
      await load('GET /api/dashboard', `${baseUrl}/api/dashboard`, cookie),
      await load('bare Fastify + pg /dashboard', `${bareUrl}/dashboard`, cookie),
    ];
    const [me, bareMe, dashboard, bareDashboard] = results as [Load, Load, Load, Load];
    const rows = [
      `the dashboard's ${dashboardStatements.length} statements, captured from getDashboard and replayed by the bare route`,
      ...results.map(
        (r) =>
          `${r.label.padEnd(30)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${String(r.p50).padStart(3)} ms   p99 ${String(r.p99).padStart(3)} ms   ${r.non2xx ? `${r.non2xx} non-2xx!` : ''}`,
      ),
    ];
    let failed = 0;
    const judge = (ok: boolean, text: string) => {
      if (!ok) failed++;
      rows.push(`${ok ? 'PASS' : 'FAIL'}  ${text}`);
    };
    const ratio = me.rps / bareMe.rps;
    judge(ratio >= 0.6 && me.non2xx === 0, `/api/me at ${ratio.toFixed(2)}× the bare route (budget ≥ 0.6×)`);
    const dashboardRatio = dashboard.rps / bareDashboard.rps;
    judge(
      dashboardRatio >= 0.5 && dashboard.non2xx === 0 && bareDashboard.non2xx === 0,
      `dashboard at ${dashboardRatio.toFixed(2)}× the bare route (budget ≥ 0.5×)`,
    );
    judge(
      dashboard.rps >= 800 && dashboard.non2xx === 0,
      `dashboard ${dashboard.rps.toFixed(0)} req/s (budget ≥ 800)`,
    );
    return { text: rows.join('\n'), failed };
  } finally {
    bare.kill();
  }
}
