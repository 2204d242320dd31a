import type { Session } from './session';

export interface Endpoint {
  /** What the table shows, e.g. `GET /api/clients?q=conceicao`. */
  label: string;
  path: string;
  /** Median budget in ms (warm); endpoints without one are measured and reported only. */
  budgetMs?: number;
  /** How many rows the answer carries, for the table (and a sanity check that data came back). */
  rows(body: any): number;
  /** Throws when the answer is not what the seeded data implies (wrong user, missing rows). */
  check?(body: any): void;
}

export interface Timing {
  endpoint: Endpoint;
  median: number;
  p95: number;
  max: number;
  rows: number;
}

export const WARMUP = 10;
export const RUNS = 50;

/** Nearest-rank percentile of sorted samples. */
function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
}

/**
 * One request at a time over real HTTP, timed from sending to the last byte of the body, so it
 * includes auth, validation, SQL, serialisation and the loopback — what the app waits for.
 * Endpoints take turns (round robin) rather than running back to back, so a burst of load from
 * something else on the machine lands on all of them alike instead of on whichever ran then.
 */
export async function measureAll(session: Session, endpoints: Endpoint[]): Promise<Timing[]> {
  const samples = endpoints.map(() => [] as number[]);
  const bodies: unknown[] = [];
  const once = async (i: number) => {
    const endpoint = endpoints[i]!;
    const started = performance.now();
    const res = await session.request('GET', endpoint.path);
    const text = await res.text();
    const elapsed = performance.now() - started;
    if (res.status !== 200) throw new Error(`${endpoint.label} answered ${res.status}: ${text}`);
    bodies[i] = JSON.parse(text);
    return elapsed;
  };
  for (let round = 0; round < WARMUP; round++) for (const i of endpoints.keys()) await once(i);
  for (const [i, endpoint] of endpoints.entries()) endpoint.check?.(bodies[i]);
  for (let round = 0; round < RUNS; round++)
    for (const i of endpoints.keys()) samples[i]!.push(await once(i));

  return endpoints.map((endpoint, i) => {
    const sorted = samples[i]!.sort((a, b) => a - b);
    return {
      endpoint,
      median: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      max: sorted.at(-1)!,
      rows: endpoint.rows(bodies[i]),
    };
  });
}

const ms = (n: number) => n.toFixed(1);

/** The figures as a plain-text table plus one PASS/FAIL line per budget; `failed` counts misses. */
export function report(title: string, timings: Timing[]): { text: string; failed: number } {
  const header = ['endpoint', 'median ms', 'p95 ms', 'max ms', 'rows', 'budget'];
  const lines = timings.map((t) => [
    t.endpoint.label,
    ms(t.median),
    ms(t.p95),
    ms(t.max),
    String(t.rows),
    t.endpoint.budgetMs === undefined ? '' : `< ${t.endpoint.budgetMs}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const row = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  const verdicts = timings
    .filter((t) => t.endpoint.budgetMs !== undefined)
    .map((t) => ({ t, ok: t.median < t.endpoint.budgetMs! }));
  const text = [
    title,
    row(header),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...lines.map(row),
    '',
    ...verdicts.map(
      ({ t, ok }) =>
        `${ok ? 'PASS' : 'FAIL'}  ${t.endpoint.label}: median ${ms(t.median)} ms (budget < ${t.endpoint.budgetMs} ms)`,
    ),
  ].join('\n');
  return { text, failed: verdicts.filter((v) => !v.ok).length };
}
