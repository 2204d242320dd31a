import type { Endpoint, Timing } from './measure';
import type { Volumes } from './seed';

/**
 * The issue-13 question: does a screen cost more after ten years? The same artist at 1×, 5× and 25×
 * the history — as busy each week, a customer for 5 or 25 times as long.
 */
export const SCALE_SIZES = [1, 5, 25] as const;
const BASE: Volumes = {
  clients: 5_000,
  appointments: 20_000,
  payments: 20_000,
  tasks: 300,
  expenses: 10_000,
};

export const scaled = (factor: number): Volumes => ({
  clients: BASE.clients * factor,
  appointments: BASE.appointments * factor,
  payments: BASE.payments * factor,
  tasks: BASE.tasks,
  expenses: BASE.expenses! * factor,
  history: factor,
});

const items = (body: any) => body.items.length as number;

export const scaleEndpoints: Endpoint[] = [
  { label: 'GET /api/me', path: '/api/me', rows: () => 1 },
  {
    label: 'GET /api/dashboard',
    path: '/api/dashboard',
    rows: (b) => b.todayAppointments.length + b.upcomingAppointments.length,
  },
  { label: 'GET /api/clients', path: '/api/clients', rows: items },
  { label: 'GET /api/payments', path: '/api/payments', rows: items },
  { label: 'GET /api/reports', path: '/api/reports', rows: (b) => b.series.length },
];

/** Budgets: what may grow from 1× to 25× (the ratio of medians), and absolute medians. */
const RATIO_BUDGET = 1.5;
const RATIO_CHECKED = ['GET /api/dashboard', 'GET /api/clients', 'GET /api/payments', 'GET /api/reports'];
const ABSOLUTE: { label: string; size: number; ms: number }[] = [
  { label: 'GET /api/dashboard', size: 1, ms: 5 },
  { label: 'GET /api/dashboard', size: 25, ms: 10 },
  { label: 'GET /api/reports', size: 25, ms: 10 },
];

/** One row per endpoint: median / p95 at each size and 25×/1×; then PASS/FAIL per budget. */
export function scaleReport(bySize: Map<number, Timing[]>): { text: string; failed: number } {
  const at = (size: number, label: string) => bySize.get(size)!.find((t) => t.endpoint.label === label)!;
  const header = ['endpoint', ...SCALE_SIZES.map((s) => `${s}× median / p95 ms`), '25×/1×'];
  const rows = scaleEndpoints.map(({ label }) => [
    label,
    ...SCALE_SIZES.map((s) => `${at(s, label).median.toFixed(1)} / ${at(s, label).p95.toFixed(1)}`),
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
  for (const label of RATIO_CHECKED) {
    const ratio = at(25, label).median / at(1, label).median;
    judge(ratio <= RATIO_BUDGET, `${label}: 25×/1× = ${ratio.toFixed(2)} (budget ≤ ${RATIO_BUDGET})`);
  }
  for (const { label, size, ms } of ABSOLUTE) {
    const median = at(size, label).median;
    judge(median <= ms, `${label} at ${size}×: median ${median.toFixed(1)} ms (budget ≤ ${ms} ms)`);
  }
  return {
    text: [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line), '', ...verdicts].join(
      '\n',
    ),
    failed,
  };
}
