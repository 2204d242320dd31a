// The crash test's bank (issue 28): an artist with her bank connected (API Pix, the PSP double of
// tests/pix-psp, reached by the killed server through TINTA_TEST_PIX_API_CA) accepts requests with
// a deposit; the client pays each charge at the bank, sometimes in two Pix; the bank delivers the
// notifications — some twice, some out of order, some never (lost) — while the server is SIGKILLed.
// Afterwards the reconciliation runs (as the server's job would, in this process), and in SQL: every
// Pix the bank took is recorded exactly once, on its charge's session; no charge is half-settled
// (what it says it received is what its payments hold, its status follows, each Pix has its notice);
// and a notification answered 200 had its Pix recorded when it was answered.
import { randomBytes } from 'node:crypto';
import { connect } from '../../src/server/db/client';
import { hashRequestToken } from '../../src/server/domain/booking/request-token';
import { reconcilePixCharges } from '../../src/server/domain/pix-api/reconcile-pix-charges';
import { loopbackTestPixApis } from '../../src/server/pix-api/pix-api-client';
import { sealedBox } from '../../src/server/secrets/sealed-box';
import { addDays, systemClock, today } from '../../src/shared/time';
import { signaturePng } from '../helpers/signature';
import type { PspDouble } from '../pix-psp/psp-double';
import type { TestCa } from '../pix-psp/test-ca';
import type { Caller, CrashContext } from './crash-writes';

const ok = (s: number) => s >= 200 && s < 300;
const DEPOSIT_CENTS = 10_000;
const PNG = Buffer.from(signaturePng(4).split(',')[1]!, 'base64');

/** The Pix the bank took: end-to-end id → its charge and amount. */
const paidAtBank = new Map<string, { txid: string; cents: number }>();
/** Charges made at the bank and not paid yet, with the notification each Pix produced. */
const payable: string[] = [];
/** Notifications the bank has to deliver (again), and those it delivered and got a 200 for. */
const outbox: { notification: { pix: unknown[] }; endToEndIds: string[] }[] = [];
const acknowledged = new Set<string>();
/** Accepted requests whose charge was not made at the bank yet (a kill may have cut the accept's attempt). */
const awaitingCharge: string[] = [];
export const pixCounts = { accepted: 0, paid: 0, delivered: 0, cut: 0, lost: 0, recordedByReconciliation: 0 };

export interface PixDesk {
  key: string;
  slug: string;
  userId: string;
  slot: number;
}

/** Before the kills: her booking page with a Pix key, and her bank connected. */
export async function preparePixDesk(
  p: Caller,
  psp: PspDouble,
  ca: TestCa,
  userId: string,
): Promise<PixDesk> {
  const key = `pix.${randomBytes(3).toString('hex')}@tinta.test`;
  const slug = `queda-pix-${randomBytes(3).toString('hex')}`;
  const hours = [{ start: '08:00', end: '22:00' }];
  const page = await p.call('PUT', '/api/booking/settings', {
    enabled: true,
    slug,
    weekly: Array.from({ length: 7 }, () => hours),
    sessionLengths: [60],
    minNoticeHours: 0,
    horizonDays: 60,
    daysOff: [],
    pixKeyType: 'email',
    pixKey: key,
    pixName: 'Artista Pix',
    pixCity: 'São Paulo',
    holdHours: 48,
  });
  if (!ok(page.status)) throw new Error(`pix booking page ${page.status} ${JSON.stringify(page.body)}`);
  const bank = await p.call('PUT', '/api/pix-api', {
    baseUrl: psp.baseUrl,
    clientId: psp.clientId,
    clientSecret: psp.clientSecret,
    certificate: { kind: 'pem', cert: ca.client.cert, key: ca.client.key },
    pixKey: key,
  });
  if (!ok(bank.status)) throw new Error(`connecting the bank ${bank.status} ${JSON.stringify(bank.body)}`);
  return { key, slug, userId, slot: 0 };
}

/** One step: accept a request (its charge made at the bank), a client pays, or the bank delivers. */
export async function pixStep(ctx: CrashContext, p: Caller, psp: PspDouble, desk: PixDesk, origin: string) {
  await chargesMadeMeanwhile(ctx);
  const roll = Math.random();
  if (roll < 0.25 || (payable.length === 0 && outbox.length === 0)) await acceptOne(ctx, p, desk);
  else if (roll < 0.45 && payable.length > 0) payOne(psp);
  else if (outbox.length > 0) await deliverOne(ctx, psp, desk, origin);
}

/** A client asks on her page for the next free hour; she accepts it with a R$ 100,00 deposit. */
async function acceptOne(ctx: CrashContext, p: Caller, desk: PixDesk) {
  const n = desk.slot++;
  // One session an hour, 08:00–21:00, from the day after tomorrow: none overlaps another.
  const day = addDays(today(), 2 + Math.floor(n / 14));
  const time = `${String(8 + (n % 14)).padStart(2, '0')}:00`;
  const form = new FormData();
  form.append(
    'data',
    JSON.stringify({
      name: `Cliente Pix ${n}`,
      phone: `(11) 9${String(60_000_000 + n)}`,
      idea: 'Uma andorinha no pulso',
      placement: 'Pulso',
      size: '5 cm',
      length: 60,
      slots: [{ day, time }],
      consent: true,
    }),
  );
  form.append('images', new Blob([PNG], { type: 'image/png' }), 'ref.png');
  const sent = await ctx.postForm(`/api/public/booking/${desk.slug}/requests`, form);
  if (!ok(sent.status)) return;
  const [request] = (
    await ctx.sql.query<{ id: string }>('SELECT id::text FROM booking_requests WHERE token_hash = $1', [
      hashRequestToken(sent.body.token),
    ])
  ).rows;
  if (!request) {
    ctx.violations.push('a booking request acknowledged 201 is not stored');
    return;
  }
  const r = await ctx.attempt(p, 'POST', `/api/booking/requests/${request!.id}/accept`, {
    date: day,
    time,
    durationMinutes: 60,
    title: 'Andorinha',
    valueCents: 40_000,
    depositCents: DEPOSIT_CENTS,
    holdHours: 48,
  });
  if (ok(r.status)) pixCounts.accepted++;
  // Cut or not, a charge may exist: it is looked for until made (the server's job makes it too).
  if (r.status === 0 || ok(r.status)) awaitingCharge.push(request!.id);
}

/** Charges the accepts (or the server's job) made at the bank since the last step. */
async function chargesMadeMeanwhile(ctx: CrashContext) {
  if (awaitingCharge.length === 0) return;
  const made = (
    await ctx.sql.query<{ request: string; txid: string }>(
      `SELECT r.id::text AS request, c.txid FROM booking_requests r
       JOIN pix_charges c ON c.appointment_id = r.appointment_id
       WHERE r.id = ANY($1::uuid[]) AND c.status = 'active'`,
      [awaitingCharge],
    )
  ).rows;
  for (const { request, txid } of made) {
    awaitingCharge.splice(awaitingCharge.indexOf(request), 1);
    payable.push(txid);
  }
}

/** The client pays a charge at the bank: at once, or in two Pix (the second a little later). */
function payOne(psp: PspDouble) {
  const txid = payable.splice(Math.floor(Math.random() * payable.length), 1)[0]!;
  const parts = Math.random() < 0.25 ? ['60.00', '40.00'] : ['100.00'];
  for (const valor of parts) {
    const { endToEndId, notification } = psp.pay(txid, valor);
    paidAtBank.set(endToEndId, { txid, cents: Math.round(Number(valor) * 100) });
    pixCounts.paid++;
    // Every eighth notification is lost: only the reconciliation will find those Pix.
    if (pixCounts.paid % 8 === 3) pixCounts.lost++;
    else outbox.push({ notification, endToEndIds: [endToEndId] });
  }
}

/**
 * The bank delivers a notification it holds — not necessarily the oldest — and keeps it to deliver
 * again unless answered 200 (and sometimes even then: a bank that timed out waiting repeats it).
 */
async function deliverOne(ctx: CrashContext, psp: PspDouble, desk: PixDesk, origin: string) {
  const i = Math.floor(Math.random() * outbox.length);
  const item = outbox[i]!;
  const [status] = await psp.deliver(desk.key, item.notification, { connectTo: origin });
  pixCounts.delivered++;
  if (status === 0) pixCounts.cut++;
  if (status! >= 500 && status !== 503) ctx.violations.push(`the webhook answered ${status}`);
  if (!ok(status!)) return; // cut by a kill, or the server on its way down: delivered again later
  // Answered 200: the Pix it names is recorded, committed, now.
  const found = await ctx.sql.query<{ e2e: string }>(
    'SELECT pix_end_to_end_id AS e2e FROM payments WHERE pix_end_to_end_id = ANY($1)',
    [item.endToEndIds],
  );
  for (const e2e of item.endToEndIds) {
    acknowledged.add(e2e);
    if (!found.rows.some((r) => r.e2e === e2e))
      ctx.violations.push(`a notification of Pix ${e2e} was answered 200 without it being recorded`);
  }
  if (Math.random() < 0.7) outbox.splice(i, 1);
}

/**
 * After the last restart: the reconciliation (what the server's job runs every two minutes, run
 * here round after round until it finds nothing more), then every Pix checked against the bank.
 */
export async function checkPix(
  ctx: CrashContext,
  databaseUrl: string,
  ca: TestCa,
  secretsKey: string,
  publicUrl: string,
  userId: string,
) {
  const v = (m: string) => ctx.violations.push(m);
  const database = connect(databaseUrl, 2);
  const key = Buffer.from(secretsKey, 'base64');
  const deps = {
    policy: loopbackTestPixApis(ca.ca),
    box: () => sealedBox(key),
    publicUrl,
    clock: systemClock,
    rateLimitScale: 1000,
  };
  try {
    for (let round = 0; round < 30; round++) {
      const { recorded } = await reconcilePixCharges(database.db, deps);
      pixCounts.recordedByReconciliation += recorded;
      const missing = await ctx.sql.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM unnest($1::text[]) AS e(id)
         WHERE NOT EXISTS (SELECT 1 FROM payments p WHERE p.pix_end_to_end_id = e.id)`,
        [[...paidAtBank.keys()]],
      );
      if (recorded === 0 && missing.rows[0]!.n === 0) break;
    }
  } finally {
    await database.close();
  }

  // Every Pix the bank took: one deposit, of its amount, on its charge's session.
  const rows = (
    await ctx.sql.query<{
      e2e: string;
      n: number;
      cents: number;
      kind: string;
      appointment: string | null;
      charge_appointment: string | null;
    }>(
      `SELECT p.pix_end_to_end_id AS e2e, count(*) OVER (PARTITION BY p.pix_end_to_end_id)::int AS n,
         p.amount_cents AS cents, p.kind::text AS kind, p.appointment_id::text AS appointment,
         (SELECT c.appointment_id::text FROM pix_charges c WHERE c.txid = e.txid) AS charge_appointment
       FROM payments p JOIN unnest($1::text[], $2::text[]) AS e(id, txid) ON e.id = p.pix_end_to_end_id
       WHERE p.user_id = $3`,
      [[...paidAtBank.keys()], [...paidAtBank.values()].map((x) => x.txid), userId],
    )
  ).rows;
  const byE2e = new Map(rows.map((r) => [r.e2e, r]));
  for (const [e2e, { cents }] of paidAtBank) {
    const row = byE2e.get(e2e);
    if (!row) v(`Pix ${e2e} paid at the bank is not recorded after the reconciliation`);
    else if (row.n !== 1) v(`Pix ${e2e} recorded ${row.n} times`);
    else if (row.cents !== cents || row.kind !== 'sinal' || row.appointment !== row.charge_appointment)
      v(
        `Pix ${e2e} recorded as ${row.kind} of ${row.cents} on ${row.appointment}, paid ${cents} to ${row.charge_appointment}`,
      );
  }
  for (const r of (
    await ctx.sql.query<{ e2e: string }>(
      'SELECT pix_end_to_end_id AS e2e FROM payments WHERE user_id = $1 AND pix_end_to_end_id IS NOT NULL',
      [userId],
    )
  ).rows)
    if (!paidAtBank.has(r.e2e)) v(`deposit for a Pix ${r.e2e} the bank never took`);

  // No charge half-settled: what it received is what its Pix hold, its status follows, and each
  // recorded Pix has its notice to the artist (written in the same transaction).
  const txidsOf = new Map<string, string[]>();
  for (const [e2e, { txid }] of paidAtBank) txidsOf.set(txid, [...(txidsOf.get(txid) ?? []), e2e]);
  for (const c of (
    await ctx.sql.query<{ txid: string; status: string; received: number; amount: number }>(
      `SELECT txid, status, received_cents AS received, amount_cents AS amount FROM pix_charges WHERE user_id = $1`,
      [userId],
    )
  ).rows) {
    const recorded = (txidsOf.get(c.txid) ?? []).reduce((sum, e2e) => sum + (byE2e.get(e2e)?.cents ?? 0), 0);
    if (c.received !== recorded)
      v(`charge ${c.txid} says it received ${c.received}, its Pix hold ${recorded}`);
    if (c.received >= c.amount !== (c.status === 'paid'))
      v(`charge ${c.txid} is ${c.status} with ${c.received} of ${c.amount} received`);
  }
  const notices = await ctx.sql.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND type = 'deposit_received'`,
    [userId],
  );
  if (notices.rows[0]!.n !== byE2e.size)
    v(`${byE2e.size} Pix recorded but ${notices.rows[0]!.n} notices to the artist`);
  // Every session whose charge was paid in full holds its whole deposit (its hold is confirmed).
  for (const r of (
    await ctx.sql.query<{ id: string; held: number; due: number; status: string }>(
      `SELECT a.id::text, a.deposit_cents AS held, a.deposit_due_cents AS due, a.status::text
       FROM pix_charges c JOIN appointments a ON a.id = c.appointment_id
       WHERE c.user_id = $1 AND c.status = 'paid'`,
      [userId],
    )
  ).rows)
    if (r.held < r.due || r.status !== 'agendado')
      v(`session ${r.id} paid at the bank but holds ${r.held} of ${r.due} (${r.status})`);
  if (!pixWorkloadEnough()) v(`the bank's workload was too thin to say anything: ${pixSummary()}`);
}

/** Enough of the bank's work happened across the kills for its checks to mean something. */
export const pixWorkloadEnough = () => acknowledged.size > 0 && pixCounts.lost > 0 && paidAtBank.size >= 5;

export const pixSummary = () =>
  `${pixCounts.accepted} deposits charged at the bank, ${pixCounts.paid} Pix paid, ${pixCounts.delivered} notifications delivered ` +
  `(${pixCounts.cut} cut by a kill, ${acknowledged.size} Pix acknowledged 200, ${pixCounts.lost} never), ${pixCounts.recordedByReconciliation} recorded by the reconciliation`;
