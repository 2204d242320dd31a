import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

interface Load {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
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
 * 20 connections for 15 s each against /api/me, a bare Fastify + pg route doing the same session
 * look-up (bench/bare-server.mjs, its own process), and the dashboard. Budgets: /api/me ≥ 0.6× the
 * bare route's req/s; dashboard ≥ 800 req/s.
 */
export async function measureConcurrency(databaseUrl: string, baseUrl: string, cookie: string) {
  const bare = spawn('node', ['bench/bare-server.mjs'], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const [bareUrl] = (await once(createInterface({ input: bare.stdout! }), 'line')) as [string];
    const results = [
      await load('GET /api/me', `${baseUrl}/api/me`, cookie),
      await load('bare Fastify + pg /me', `${bareUrl}/me`, cookie),
      await load('GET /api/dashboard', `${baseUrl}/api/dashboard`, cookie),
    ];
    const [me, bareMe, dashboard] = results as [Load, Load, Load];
    const rows = results.map(
      (r) =>
        `${r.label.padEnd(24)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${String(r.p50).padStart(3)} ms   p99 ${String(r.p99).padStart(3)} ms   ${r.non2xx ? `${r.non2xx} non-2xx!` : ''}`,
    );
    let failed = 0;
    const judge = (ok: boolean, text: string) => {
      if (!ok) failed++;
      rows.push(`${ok ? 'PASS' : 'FAIL'}  ${text}`);
    };
    const ratio = me.rps / bareMe.rps;
    judge(ratio >= 0.6 && me.non2xx === 0, `/api/me at ${ratio.toFixed(2)}× the bare route (budget ≥ 0.6×)`);
    judge(
      dashboard.rps >= 800 && dashboard.non2xx === 0,
      `dashboard ${dashboard.rps.toFixed(0)} req/s (budget ≥ 800)`,
    );
    return { text: rows.join('\n'), failed };
  } finally {
    bare.kill();
  }
}
