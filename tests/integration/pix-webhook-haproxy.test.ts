import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appointments, notifications, payments, pixCharges } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { bankFixtures } from '../pix-psp/bank-fixtures';
import { type PspDouble, startPspDouble } from '../pix-psp/psp-double';
import { makeTestCa, type TestCa } from '../pix-psp/test-ca';

// Issue 28, 'Done means': two app instances behind HAProxy receiving the same webhook, recorded
// once. The PSP double POSTs its notifications over real HTTP to a real HAProxy (round robin, as in
// tests/cluster) in front of two servers on one database; the bank retries what was not answered
// 2xx. Each instance reads the charge back from the bank and races the other to record the Pix.
const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';

let ca: TestCa;
let psp: PspDouble;
const instances: TestServer[] = [];
/** Webhook calls each instance received (its own HTTP server's count, not the proxy's word). */
const hits = [0, 0];
let proxy: { origin: string; stop: () => void };

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

async function startHaproxy(appPorts: number[]): Promise<{ origin: string; stop: () => void }> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'tinta-pix-proxy-'));
  const configPath = join(dir, 'haproxy.cfg');
  writeFileSync(
    configPath,
    `
defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  retries 2
  option redispatch 1
  option forwardfor
frontend web
  bind 127.0.0.1:${port}
  default_backend apps
backend apps
  balance roundrobin
${appPorts.map((p, i) => `  server app${i} 127.0.0.1:${p}`).join('\n')}
`,
  );
  const child: ChildProcess = spawn(HAPROXY, ['-f', configPath, '-db'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (c: Buffer) => {
    errors += c.toString();
  });
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`${origin}/api/health`).catch(() => null);
    if (up?.status === 200) return { origin, stop };
    if (child.exitCode !== null) break;
    await new Promise((ok) => setTimeout(ok, 50));
  }
  stop();
  throw new Error(`haproxy did not start: ${errors}`);
}

beforeAll(async () => {
  ca = makeTestCa();
  psp = await startPspDouble(ca);
  const pixApiPolicy = { publicAddressesOnly: false, ca: ca.ca };
  const first = await startTestServer({ pixApiPolicy });
  instances.push(first, await startTestServer({ pixApiPolicy, databaseUrl: first.databaseUrl }));
  const ports: number[] = [];
  for (const [i, instance] of instances.entries()) {
    await instance.app.listen({ port: 0, host: '127.0.0.1' });
    instance.app.server.on('request', (req) => {
      if (req.url?.startsWith('/api/pix/webhook/')) hits[i]!++;
    });
    ports.push((instance.app.server.address() as { port: number }).port);
  }
  proxy = await startHaproxy(ports);
});
afterAll(async () => {
  proxy?.stop();
  // The second shares the first's database: closed first, the first then drops it.
  for (const instance of instances.toReversed()) await instance.close();
  await psp?.close();
});
afterEach(() => expect(psp.violations.splice(0)).toEqual([]));

const { artist, acceptedRequest, madeAtBank } = bankFixtures(
  () => instances[0]!,
  () => psp,
  () => ca,
);
const db = () => instances[0]!.db;
const depositsOf = (appointmentId: string) =>
  db().select().from(payments).where(eq(payments.appointmentId, appointmentId));
const sessionOf = async (appointmentId: string) =>
  (await db().select().from(appointments).where(eq(appointments.id, appointmentId)))[0]!;
const chargeOf = async (txid: string) =>
  (await db().select().from(pixCharges).where(eq(pixCharges.txid, txid)))[0]!;
const noticesOf = async (userId: string) =>
  (await db().select().from(notifications).where(eq(notifications.userId, userId))).filter(
    (n) => n.type === 'deposit_received',
  );
/** The hold is confirmed: its whole deposit is in, the charge paid, the session kept. */
async function expectConfirmed(appointmentId: string, txid: string) {
  expect(await sessionOf(appointmentId)).toMatchObject({
    depositDueCents: 15_000,
    depositCents: 15_000,
    status: 'agendado',
  });
  expect(await chargeOf(txid)).toMatchObject({ status: 'paid', receivedCents: 15_000 });
}
const tokens = () => psp.calls.filter((c) => c === 'POST /oauth/token').length;
const hitsSince = (before: number[]) => hits.map((n, i) => n - before[i]!);

describe('two app instances behind HAProxy, one bank', () => {
  it('the same notification delivered to both instances at once, and again, is one deposit and a confirmed hold', async () => {
    const a = await artist(true);
    const { appointmentId } = await acceptedRequest(a);
    const charge = await madeAtBank(appointmentId);
    const { endToEndId, notification } = psp.pay(charge.txid, '150.00');
    const before = [...hits];
    const tokensBefore = tokens();

    // The bank sends it six times at once (it timed out waiting, it has several senders…):
    // round robin hands three to each instance.
    const deliveries = await Promise.all(
      Array.from({ length: 6 }, () => psp.deliver(a.key, notification, { connectTo: proxy.origin })),
    );
    expect(deliveries).toEqual(Array.from({ length: 6 }, () => [200]));
    expect(hitsSince(before)).toEqual([3, 3]);
    // And once more, later, to each: nothing new.
    for (let i = 0; i < 2; i++)
      expect(await psp.deliver(a.key, notification, { connectTo: proxy.origin })).toEqual([200]);

    // The burst cost each instance one token (and one TLS session), kept between notifications.
    expect(tokens() - tokensBefore).toBeLessThanOrEqual(2);

    const deposits = await depositsOf(appointmentId);
    expect(deposits).toHaveLength(1);
    expect(deposits[0]).toMatchObject({ amountCents: 15_000, kind: 'sinal', pixEndToEndId: endToEndId });
    await expectConfirmed(appointmentId, charge.txid);
    expect(await noticesOf(a.id)).toHaveLength(1);
  });

  it('what the bank could not get answered is retried through either instance until it is recorded, once', async () => {
    const a = await artist(true);
    const { appointmentId } = await acceptedRequest(a);
    const charge = await madeAtBank(appointmentId);
    // Two Pix for the one charge (the client paid in two goes); their notifications cross.
    const first = psp.pay(charge.txid, '100.00');
    const rest = psp.pay(charge.txid, '50.00');
    const before = [...hits];
    const reads = () => psp.calls.filter((c) => c === `GET /v2/cob/${charge.txid}`).length;
    const readsBefore = reads();

    // The bank's own API is down: neither instance can read the charge back, so neither believes
    // the notification — each answers non-2xx and the bank tries again later.
    psp.outage = true;
    const sending = [rest, first, rest, first].map((pix) =>
      psp.deliver(a.key, pix.notification, { connectTo: proxy.origin, attempts: 10, retryMs: 150 }),
    );
    await expect.poll(reads, { timeout: 10_000 }).toBeGreaterThanOrEqual(readsBefore + 8);
    expect(await depositsOf(appointmentId)).toEqual([]);
    psp.outage = false;
    const attempts = await Promise.all(sending);

    for (const statuses of attempts) {
      expect(statuses.length).toBeGreaterThan(1);
      expect(statuses.slice(0, -1).every((s) => s === 503)).toBe(true);
      expect(statuses.at(-1)).toBe(200);
    }
    expect(hitsSince(before).every((n) => n >= 4)).toBe(true);
    const deposits = await depositsOf(appointmentId);
    expect(deposits.map((d) => [d.pixEndToEndId, d.amountCents]).sort()).toEqual(
      [
        [first.endToEndId, 10_000],
        [rest.endToEndId, 5_000],
      ].sort(),
    );
    await expectConfirmed(appointmentId, charge.txid);
    expect(await noticesOf(a.id)).toHaveLength(2);
  });
});
