import pg from 'pg';
import { addDays } from '../src/shared/time';
import type { Session } from './session';

/** Each write path's triggers that keep the rollups (migration 0011). */
const ROLLUP_TRIGGERS = [
  ['clients', 'tinta_rollups'],
  ['appointments', 'tinta_rollups'],
  ['appointments', 'tinta_rollups_delete'],
  ['payments', 'tinta_rollups'],
] as const;

const RUNS = 60;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timed(run: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const res = await run();
  const text = await res.text();
  const elapsed = performance.now() - started;
  if (!res.ok) throw new Error(`write answered ${res.status}: ${text}`);
  return elapsed;
}

/**
 * The hidden cost of the rollups: create-appointment and Finalizar, timed over HTTP with the rollup
 * triggers off ("before", what main did without them) and on ("after"), alternating rounds so the
 * machine's mood hits both alike. Answers the text and how many budgets (after ≤ 1.5 × before) failed.
 */
export async function measureWrites(url: string, session: Session, today: string) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const setTriggers = (verb: 'ENABLE' | 'DISABLE') =>
    db.query(ROLLUP_TRIGGERS.map(([t, name]) => `ALTER TABLE ${t} ${verb} TRIGGER ${name}`).join('; '));
  const samples = {
    create: { on: [] as number[], off: [] as number[] },
    finalize: { on: [] as number[], off: [] as number[] },
  };
  try {
    for (let round = 0; round < RUNS; round++) {
      for (const mode of ['off', 'on'] as const) {
        await setTriggers(mode === 'on' ? 'ENABLE' : 'DISABLE');
        const body = {
          clientName: `Cliente ${round % 40}`,
          title: 'Bench',
          date: addDays(today, -1 - (round % 300)),
          time: '10:00',
          agreedValueCents: 30_000,
        };
        let id = '';
        samples.create[mode].push(
          await timed(async () => {
            const res = await session.request('POST', '/api/appointments', body);
            const copy = res.clone();
            if (res.ok) id = ((await copy.json()) as { id: string }).id;
            return res;
          }),
        );
        samples.finalize[mode].push(
          await timed(() =>
            session.request('POST', `/api/appointments/${id}/finalize`, {
              amountCents: 30_000,
              method: 'pix',
            }),
          ),
        );
      }
    }
  } finally {
    await setTriggers('ENABLE');
    await db.end();
  }
  let failed = 0;
  const lines = (['create', 'finalize'] as const).map((kind) => {
    const before = median(samples[kind].off);
    const after = median(samples[kind].on);
    const ok = after <= before * 1.5;
    if (!ok) failed++;
    const label = kind === 'create' ? 'POST /api/appointments' : 'POST /api/appointments/:id/finalize';
    return `${ok ? 'PASS' : 'FAIL'}  ${label}: median ${before.toFixed(1)} ms without rollups, ${after.toFixed(1)} ms with (${(after / before).toFixed(2)}×, budget ≤ 1.5×)`;
  });
  return { text: lines.join('\n'), failed };
}
