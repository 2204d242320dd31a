import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { PNG } from 'pngjs';
import type { RecordSettings } from '../src/shared/schemas/consent';
import type { Session } from './session';

/** The issue's record: 200 consents, each with two signatures (a minor's and the guardian's). */
const CONSENTS = 200;
/** Five such PDFs asked for at once, by five artists (one PDF per person at a time is the rule). */
const AT_ONCE = 5;
const HEALTH_P99_BUDGET_MS = 100;
const RSS_BUDGET_MB = 50;
const SETTLE_MS = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rssMb = () => process.memoryUsage().rss / 1024 / 1024;
const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!;

/**
 * The largest signature the server accepts (4 MP, ≤ 4 096 px a side), drawn so it stays large once
 * bounded: 3 450 × 1 150 shrinks to exactly 900 × 300, and a dense scribble of thick strokes
 * compresses worst. RGBA on a transparent card, as a pad without a background would send it.
 */
function largestSignature(seed: number): string {
  const width = 3_450;
  const height = 1_150;
  const png = new PNG({ width, height });
  for (let stroke = 0; stroke < 6; stroke++) {
    const period = width / (12 + stroke * 5 + seed);
    for (let x = 60; x < width - 60; x++) {
      const y0 = Math.round(height / 2 + (height / 2.6) * Math.sin((x + stroke * 211 + seed * 97) / period));
      for (let dy = 0; dy < 12; dy++) {
        const i = ((y0 + dy) * width + x) * 4;
        png.data[i] = png.data[i + 1] = png.data[i + 2] = 17;
        png.data[i + 3] = 255;
      }
    }
  }
  return `data:image/png;base64,${PNG.sync.write(png, { filterType: 2 }).toString('base64')}`;
}

/**
 * Each artist's client gets a consent signed through the API with two largest signatures, then
 * copied in SQL up to CONSENTS (signing 1 000 through the API would only make the bench slow;
 * the stored rows are the same). Answers each session's PDF path.
 */
async function seedRecords(url: string, sessions: Session[]): Promise<string[]> {
  const signatures = [largestSignature(1), largestSignature(2)];
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const paths: string[] = [];
    for (const [n, session] of sessions.entries()) {
      const client = await session.json<{ id: string }>('POST', '/api/clients', {
        name: `Cliente de Uma Vida ${n + 1}`,
      });
      const { text } = await session.json<RecordSettings>('GET', '/api/record-settings');
      const signed = await session.json<{ id: string }>('POST', `/api/clients/${client.id}/consents`, {
        textId: text.id,
        signerName: `Cliente de Uma Vida ${n + 1}`,
        signerDocument: '987.654.321-00',
        signerBirthDate: '2012-05-01',
        signature: signatures[0],
        guardianName: 'Responsável Legal',
        guardianDocument: 'RG 7.654.321',
        guardianSignature: signatures[1],
      });
      await db.query(
        `INSERT INTO consents (user_id, client_id, text_id, text_hash, signer_name, signer_document,
           signer_birth_date, minor, signature_png, guardian_name, guardian_document,
           guardian_signature_png, signed_at)
         SELECT user_id, client_id, text_id, text_hash, signer_name, signer_document, signer_birth_date,
           minor, signature_png, guardian_name, guardian_document, guardian_signature_png,
           signed_at - make_interval(days => n)
         FROM consents, generate_series(1, $2::int) AS n WHERE id = $1`,
        [signed.id, CONSENTS - 1],
      );
      paths.push(`/api/clients/${client.id}/record.pdf`);
    }
    const sizes = await db.query<{ kb: number }>(
      `SELECT round(avg(octet_length(signature_png)) / 1024.0, 1)::float AS kb FROM consents`,
    );
    console.log(
      `pdf: ${sessions.length} records of ${CONSENTS} consents; stored signature ${sizes.rows[0]!.kb} KB`,
    );
    return paths;
  } finally {
    await db.end();
  }
}

/**
 * The browsers' side — five downloads read as they arrive (bytes counted, never kept) and
 * /api/health asked again and again, one request at a time as a load balancer's probe would — in a
 * thread of its own, so its own work (and garbage) never pauses the server's event loop it
 * measures. Plain JavaScript: a worker started from a string needs no TypeScript loader.
 */
const CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
const { baseUrl, downloads } = workerData;
(async () => {
  let rendering = true;
  const health = [];
  const poll = (async () => {
    while (rendering) {
      const started = performance.now();
      const res = await fetch(new URL('/api/health', baseUrl));
      await res.text();
      health.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const started = performance.now();
  const pdfs = await Promise.all(
    downloads.map(async ({ path, cookie }) => {
      const began = performance.now();
      const res = await fetch(new URL(path, baseUrl), { headers: { cookie } });
      let bytes = 0;
      let last = new Uint8Array();
      for await (const chunk of res.body) {
        bytes += chunk.length;
        last = chunk;
      }
      const complete = Buffer.from(last).toString('latin1').includes('%%EOF');
      return { status: res.status, bytes, ms: performance.now() - began, complete };
    }),
  );
  const wall = performance.now() - started;
  rendering = false;
  await poll;
  parentPort.postMessage({ pdfs, health, wall });
})();
`;

interface ClientResult {
  pdfs: { status: number; bytes: number; ms: number; complete: boolean }[];
  health: number[];
  wall: number;
}

function runClients(baseUrl: string, downloads: { path: string; cookie: string }[]): Promise<ClientResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(CLIENT, { eval: true, workerData: { baseUrl, downloads } });
    worker.once('message', (result: ClientResult) => {
      void worker.terminate().then(() => resolve(result));
    });
    worker.once('error', reject);
  });
}

/**
 * Five 200-consent PDFs at once while /api/health is asked again and again (one request at a time,
 * as a load balancer's probe would): health's p99 must stay ≤ 100 ms, and the process's resident
 * memory must come back within 50 MB of what it was idle, a minute after.
 */
export async function measurePdf(url: string, baseUrl: string, sessions: Session[]) {
  if (sessions.length !== AT_ONCE) throw new Error(`the pdf bench needs ${AT_ONCE} users`);
  const paths = await seedRecords(url, sessions);
  await sleep(5_000);
  const idle = rssMb();

  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb());
  }, 50);
  const { pdfs, health, wall } = await runClients(
    baseUrl,
    sessions.map((session, i) => ({ path: paths[i]!, cookie: session.cookieHeader() })),
  );
  clearInterval(sampler);

  const bad = pdfs.filter((p) => p.status !== 200 || !p.complete);
  if (bad.length) throw new Error(`pdf: ${bad.length} download(s) failed: ${JSON.stringify(bad)}`);
  let after = rssMb();
  for (let waited = 0; waited < SETTLE_MS; waited += 1_000) {
    await sleep(1_000);
    after = rssMb();
    peak = Math.max(peak, after);
  }

  const p99 = percentile(health, 99);
  const grew = after - idle;
  const lines = [
    `${AT_ONCE} PDFs of ${CONSENTS} consents (${2 * CONSENTS} signatures each) at once: all in ${(wall / 1000).toFixed(1)} s; ` +
      `each ${pdfs.map((p) => `${(p.ms / 1000).toFixed(1)} s / ${(p.bytes / 1024 / 1024).toFixed(1)} MB`).join(', ')}`,
    `GET /api/health meanwhile: ${health.length} answers, median ${percentile(health, 50).toFixed(1)} ms, ` +
      `p99 ${p99.toFixed(1)} ms, max ${Math.max(...health).toFixed(1)} ms (budget p99 ≤ ${HEALTH_P99_BUDGET_MS} ms) ` +
      `${p99 <= HEALTH_P99_BUDGET_MS ? 'PASS' : 'FAIL'}`,
    `RSS: idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, ${SETTLE_MS / 1000} s after ${after.toFixed(0)} MB ` +
      `(+${grew.toFixed(0)} MB; budget ≤ ${RSS_BUDGET_MB} MB) ${grew <= RSS_BUDGET_MB ? 'PASS' : 'FAIL'}`,
  ];
  return {
    text: lines.join('\n'),
    failed: Number(p99 > HEALTH_P99_BUDGET_MS) + Number(grew > RSS_BUDGET_MB),
  };
}
