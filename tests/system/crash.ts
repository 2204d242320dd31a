// Crash test (npm run test:crash, after the build): the built server is SIGKILLed at random moments
// while artists write (clients, appointments, finalize / undo, payments, tasks, studio invitations
// and sign-ups from them, and — crash-writes.ts — every other multi-row write: booking requests and
// their answers, deposits, consents, questionnaires, session records, renames, deletions, LGPD
// erasure, expenses, member removal, 'Não é spam', check-in; crash-accounts.ts: plans chosen, studios
// opened, invitations accepted signed in, consent texts, message templates, calendar feed links;
// crash-pix.ts: deposits charged at an artist's bank and the bank's notifications of their Pix),
// restarted each time, and at the end every acknowledged write and every invariant is checked in
// SQL — money rules and rollups, reminders in step with their appointments and tasks, invitations
// either finished or resumable from their link, the mail of each invitation queued, nothing
// half-written.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../src/server/db/embedded';
import { noticeTypes } from '../../src/shared/enums';
import { addDays, today } from '../../src/shared/time';
import { type PspDouble, startPspDouble } from '../pix-psp/psp-double';
import { makeTestCa } from '../pix-psp/test-ca';
import {
  type AccountContext,
  accountsSummary,
  checkAccounts,
  newcomerStep,
  prepareNewcomers,
  settingsStep,
} from './crash-accounts';
import { checkPix, type PixDesk, pixStep, pixSummary, pixWorkloadEnough, preparePixDesk } from './crash-pix';
import {
  type ArtistDesk,
  checkMoreWrites,
  invitationExtrasStep,
  moreWritesStep,
  moreWritesSummary,
  newDesk,
  prepareDesk,
  removalOf,
  removeMemberStep,
} from './crash-writes';

const KILLS = Number(process.env.CRASH_KILLS ?? 24);
/** Kills made (more than KILLS when the bank's workload needed them). */
let kills = 0;
const WORKERS = 4;
const HOUR = 3600_000;

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => (typeof a === 'object' && a ? ok(a.port) : fail(new Error('no port'))));
    });
  });
}

async function database(): Promise<{ url: string; stop: () => Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) {
    const dir = mkdtempSync(join(tmpdir(), 'tinta-crash-'));
    chmodSync(dir, 0o755);
    const cluster = await startEmbeddedPostgres(dir, (m) => console.error(m));
    await cluster.createDatabase('tinta');
    return { url: cluster.url('tinta'), stop: () => cluster.stop() };
  }
  const name = `tinta_crash_${randomBytes(5).toString('hex')}`;
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  await c.query(`CREATE DATABASE "${name}"`);
  await c.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async stop() {
      const d = new pg.Client({ connectionString: admin });
      await d.connect();
      await d.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await d.end();
    },
  };
}

const db = await database();
const sql = new pg.Pool({ connectionString: db.url, max: 2 });
// An idle connection ended from outside is replaced on the next query, not a crash of the test.
sql.on('error', () => {});
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
// The Pix artist's bank: the PSP double, which the server reaches on loopback trusting this CA only.
const ca = makeTestCa();
const psp: PspDouble = await startPspDouble(ca);
const SECRETS_KEY = randomBytes(32).toString('base64');
let pixDesk: PixDesk | undefined;
let server: ChildProcess | undefined;
let up = false;

async function startServer() {
  // CRASH_SERVER_ENTRY: a copy of the build elsewhere (a shared machine rebuilding dist/ meanwhile).
  server = spawn(process.execPath, [process.env.CRASH_SERVER_ENTRY ?? 'dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      DATABASE_URL: db.url,
      LOG_LEVEL: 'error',
      RATE_LIMIT_SCALE: '1000',
      SMTP_URL: '',
      TINTA_TEST_PIX_API_CA: ca.caFile,
      // The bank's credentials stay readable after every restart (and no key file in ./data).
      SECRETS_KEY,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
    const ok = await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) {
      up = true;
      return;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('server did not start');
}

function killServer(): Promise<void> {
  up = false;
  const s = server!;
  return new Promise((ok) => {
    s.once('exit', () => ok());
    s.kill('SIGKILL');
  });
}

// ---- a tiny HTTP client per person (cookies) ----
class Person {
  cookie = '';
  constructor(
    public email: string,
    public password = 'tatuagem-forte-2026',
  ) {}
  async call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
    const res = await fetch(base + path, {
      method,
      headers: {
        origin: `http://localhost:${port}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    const set = res.headers.getSetCookie();
    if (set.length) this.cookie = set.map((c) => c.split(';')[0]).join('; ');
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {}
    return { status: res.status, body: parsed };
  }
}

async function signUp(name: string, plan: 'basico' | 'estudio'): Promise<Person> {
  const p = new Person(`${name.toLowerCase()}.${randomBytes(3).toString('hex')}@tinta.test`);
  const s = await p.call('POST', '/api/auth/sign-up/email', { name, email: p.email, password: p.password });
  if (s.status !== 200) throw new Error(`sign-up ${s.status} ${JSON.stringify(s.body)}`);
  await sql.query('UPDATE profiles SET email_verified = true WHERE email = $1', [p.email]);
  await signIn(p);
  const body = plan === 'estudio' ? { planType: plan, studioName: 'Estúdio Queda' } : { planType: plan };
  const chosen = await p.call('POST', '/api/me/plan', body);
  if (chosen.status !== 200) throw new Error(`plan ${chosen.status}`);
  return p;
}
async function signIn(p: Person) {
  const r = await p.call('POST', '/api/auth/sign-in/email', { email: p.email, password: p.password });
  if (r.status !== 200) throw new Error(`sign-in ${r.status} ${JSON.stringify(r.body)}`);
}

// ---- what the server acknowledged (2xx) ----
type Known = 'yes' | 'no' | 'unknown';
const clientsAcked = new Map<string, Known>(); // id -> exists?
const appointments = new Map<string, { exists: Known; finished: Known }>();
const paymentsAcked = new Map<string, Known>();
const tasksAcked = new Map<string, Known>();
const invitees = new Map<string, { done: Known; password: string; token: string }>(); // email -> state
let acknowledged = 0;
let failures = 0;
const violations: string[] = [];

/** One request; a dropped connection (the kill) makes the outcome unknown, never a failure. */
async function attempt(p: Person, method: string, path: string, body?: unknown) {
  if (!up) return { status: 0, body: null };
  try {
    const r = await p.call(method, path, body);
    if (r.status >= 500) violations.push(`${method} ${path} answered ${r.status}`);
    if (r.status >= 200 && r.status < 300) acknowledged++;
    return r;
  } catch {
    failures++;
    return { status: 0, body: null };
  }
}
const ok = (s: number) => s >= 200 && s < 300;

const ctx: AccountContext = {
  attempt,
  person: (email, password) => new Person(email, password),
  async postForm(path, form) {
    if (!up) return { status: 0, body: null };
    try {
      const res = await fetch(base + path, {
        method: 'POST',
        headers: { origin: `http://localhost:${port}` },
        body: form,
        signal: AbortSignal.timeout(10_000),
      });
      const text = await res.text();
      if (res.status >= 500) violations.push(`POST ${path} answered ${res.status}`);
      if (res.ok) acknowledged++;
      return { status: res.status, body: text ? JSON.parse(text) : null };
    } catch {
      failures++;
      return { status: 0, body: null };
    }
  },
  anonymous: new Person('anonimo@tinta.test'),
  sql,
  violations,
};
const pick = <T>(xs: T[]): T => xs[Math.floor(Math.random() * xs.length)]!;

async function artistStep(p: Person, mine: string[], myPayments: string[], myTasks: string[]) {
  const roll = Math.random();
  const day = addDays(today(), 1 + Math.floor(Math.random() * 5));
  const time = `${String(9 + Math.floor(Math.random() * 10)).padStart(2, '0')}:${pick(['00', '30'])}`;
  if (roll < 0.12) {
    const r = await attempt(p, 'POST', '/api/clients', { name: `Cliente ${randomBytes(3).toString('hex')}` });
    if (ok(r.status)) clientsAcked.set(r.body.id, 'yes');
  } else if (roll < 0.35 || mine.length === 0) {
    const r = await attempt(p, 'POST', '/api/appointments', {
      clientName: `Pessoa ${randomBytes(2).toString('hex')}`,
      title: 'Sessão',
      date: day,
      time,
      agreedValueCents: 30_000,
    });
    if (ok(r.status)) {
      appointments.set(r.body.id, { exists: 'yes', finished: 'no' });
      mine.push(r.body.id);
    }
  } else if (roll < 0.47) {
    const id = pick(mine);
    const r = await attempt(p, 'POST', `/api/appointments/${id}/finalize`, {
      amountCents: 35_000,
      method: 'pix',
    });
    const a = appointments.get(id)!;
    if (ok(r.status)) a.finished = 'yes';
    else if (r.status === 0) a.finished = 'unknown';
  } else if (roll < 0.55) {
    const id = pick(mine);
    const r = await attempt(p, 'POST', `/api/appointments/${id}/cancel-finalization`);
    const a = appointments.get(id)!;
    if (ok(r.status)) a.finished = 'no';
    else if (r.status === 0) a.finished = 'unknown';
  } else if (roll < 0.65) {
    const id = pick(mine);
    const r = await attempt(p, 'PUT', `/api/appointments/${id}`, {
      clientName: 'Pessoa Movida',
      title: 'Sessão remarcada',
      date: day,
      time,
      agreedValueCents: 32_000,
    });
    if (r.status === 0) appointments.get(id)!.exists = appointments.get(id)!.exists; // still there
  } else if (roll < 0.72) {
    const id = pick(mine);
    const r = await attempt(p, 'POST', `/api/appointments/${id}/${pick(['cancel', 'reopen'])}`);
    void r;
  } else if (roll < 0.78) {
    const id = mine.splice(Math.floor(Math.random() * mine.length), 1)[0]!;
    const r = await attempt(p, 'DELETE', `/api/appointments/${id}`);
    const a = appointments.get(id)!;
    if (ok(r.status) || r.status === 404) a.exists = 'no';
    else if (r.status === 0) a.exists = 'unknown';
    else mine.push(id);
  } else if (roll < 0.86) {
    const id = pick(mine);
    const r = await attempt(p, 'POST', '/api/payments', {
      appointmentId: id,
      amountCents: 5000,
      method: 'dinheiro',
      date: today(),
    });
    if (ok(r.status)) {
      paymentsAcked.set(r.body.id, 'yes');
      myPayments.push(r.body.id);
    }
  } else if (roll < 0.88 && myPayments.length > 0) {
    // An edit may move the payment to another session: both are locked and refreshed together.
    await attempt(p, 'PUT', `/api/payments/${pick(myPayments)}`, {
      appointmentId: pick(mine),
      amountCents: 6000,
      method: 'pix',
      date: today(),
    });
  } else if (roll < 0.9 && myPayments.length > 0) {
    const id = myPayments.splice(Math.floor(Math.random() * myPayments.length), 1)[0]!;
    const r = await attempt(p, 'DELETE', `/api/payments/${id}`);
    paymentsAcked.set(id, ok(r.status) || r.status === 404 ? 'no' : 'unknown');
  } else if (roll < 0.96) {
    const r = await attempt(p, 'POST', '/api/tasks', {
      title: 'Comprar agulhas',
      priority: 'alta',
      date: day,
    });
    if (ok(r.status)) {
      tasksAcked.set(r.body.id, 'yes');
      myTasks.push(r.body.id);
    }
  } else if (myTasks.length > 0) {
    const id = pick(myTasks);
    const r = await attempt(p, 'POST', `/api/tasks/${id}/status`, { status: pick(['feito', 'a-fazer']) });
    void r;
  }
}

async function invitationStep(owner: Person) {
  const email = `convidada.${randomBytes(3).toString('hex')}@tinta.test`;
  const created = await attempt(owner, 'POST', '/api/team/invitations', { email, initialPercentage: 40 });
  if (!ok(created.status)) return;
  const mail = await sql.query<{ text: string }>(
    'SELECT text FROM mail_outbox WHERE "to" = $1 ORDER BY created_at DESC LIMIT 1',
    [email],
  );
  const token = mail.rows[0]?.text.match(/\/convite\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) {
    violations.push(`invitation to ${email} acknowledged but no mail queued`);
    return;
  }
  const password = 'convite-forte-2026';
  invitees.set(email, { done: 'no', password, token });
  const guest = new Person(email, password);
  const r = await attempt(guest, 'POST', `/api/invitations/${token}/sign-up`, {
    name: 'Convidada',
    password,
  });
  invitees.get(email)!.done = ok(r.status) ? 'yes' : r.status === 0 ? 'unknown' : 'no';
  if (ok(r.status) && Math.random() < 0.3) await removeMemberStep(ctx, owner, email);
  if (Math.random() < 0.3) await invitationExtrasStep(ctx, owner);
}

async function main() {
  await startServer();
  const artists = await Promise.all(
    Array.from({ length: WORKERS - 1 }, (_, i) => signUp(`Artista${i}`, 'basico')),
  );
  const owner = await signUp('Dona', 'estudio');
  const pixArtist = await signUp('ArtistaPix', 'basico');
  const me = await pixArtist.call('GET', '/api/me');
  const desk = await preparePixDesk(pixArtist, psp, ca, me.body.id);
  pixDesk = desk;
  const newcomers = (await prepareNewcomers(ctx, 12)).sort(() => Math.random() - 0.5);
  const desks: ArtistDesk[] = artists.map((_, i) => newDesk(`Artista${i}`));
  for (const [i, p] of artists.entries())
    await prepareDesk(ctx, p, desks[i]!, i === 0 ? `queda-${randomBytes(3).toString('hex')}` : null);

  let running = true;
  const workers = [
    ...artists.map(async (p) => {
      const mine: string[] = [];
      const pays: string[] = [];
      const tasks: string[] = [];
      while (running) {
        if (!up) await new Promise((r) => setTimeout(r, 50));
        else await artistStep(p, mine, pays, tasks);
      }
    }),
    // Beside each artist's daily work, the rest of her multi-row writes.
    ...artists.map(async (p, i) => {
      while (running) {
        if (!up) await new Promise((r) => setTimeout(r, 50));
        else await moreWritesStep(ctx, p, desks[i]!);
      }
    }),
    (async () => {
      while (running) {
        if (!up) await new Promise((r) => setTimeout(r, 50));
        else {
          await invitationStep(owner);
          await new Promise((r) => setTimeout(r, 150));
        }
      }
    })(),
    // Her bank: deposits charged, paid, and the notifications delivered (or lost, or repeated).
    (async () => {
      while (running) {
        if (!up) await new Promise((r) => setTimeout(r, 50));
        else {
          await pixStep(ctx, pixArtist, psp, desk, base);
          await new Promise((r) => setTimeout(r, 20));
        }
      }
    })(),
    // Newcomers: a plan (or a studio opened), an invitation accepted while signed in; then the
    // owner's settings (consent text versions, templates, feed link).
    (async () => {
      while (running) {
        if (!up) await new Promise((r) => setTimeout(r, 50));
        else {
          const next = newcomers.pop();
          if (next) await newcomerStep(ctx, owner, next);
          else await settingsStep(ctx, owner, 'Dona', true);
          await new Promise((r) => setTimeout(r, 300));
        }
      }
    })(),
  ].map((worker) =>
    // A bug in a worker is a failed run, not an exit that leaves the server and its database behind.
    worker.catch((err) => void violations.push(`crash test error: ${(err as Error).stack ?? err}`)),
  );

  // The kills go on (up to as many again) until the bank's slower workload — a charge made, then
  // paid, then notified — has had enough done across them: on a busy machine it lags the rest.
  for (let k = 0; k < KILLS || (k < 2 * KILLS && !pixWorkloadEnough()); k++) {
    await new Promise((r) => setTimeout(r, 250 + Math.random() * 900));
    await killServer();
    kills++;
    await startServer();
  }
  running = false;
  await Promise.all(workers);
  await check();
}

async function check() {
  const q = async <T extends pg.QueryResultRow>(text: string, params: unknown[] = []) =>
    (await sql.query<T>(text, params)).rows;
  const exists = async (table: string, ids: string[]) =>
    new Set(
      (await q<{ id: string }>(`SELECT id::text FROM ${table} WHERE id = ANY($1::uuid[])`, [ids])).map(
        (r) => r.id,
      ),
    );

  // 1. Nothing acknowledged is lost.
  const wantClients = [...clientsAcked].filter(([, k]) => k === 'yes').map(([id]) => id);
  const haveClients = await exists('clients', wantClients);
  for (const id of wantClients) if (!haveClients.has(id)) violations.push(`client ${id} lost`);
  const ids = [...appointments.keys()];
  const rows = new Map(
    (
      await q<{ id: string; is_tattoo_finished: boolean }>(
        'SELECT id::text, is_tattoo_finished FROM appointments WHERE id = ANY($1::uuid[])',
        [ids],
      )
    ).map((r) => [r.id, r]),
  );
  for (const [id, a] of appointments) {
    const row = rows.get(id);
    if (a.exists === 'yes' && !row) violations.push(`appointment ${id} lost`);
    if (a.exists === 'no' && row) violations.push(`appointment ${id} deleted but still there`);
    if (row && a.finished === 'yes' && !row.is_tattoo_finished) violations.push(`finalize of ${id} lost`);
    if (row && a.finished === 'no' && row.is_tattoo_finished)
      violations.push(`${id} finished without an acknowledged finalize`);
  }
  const wantTasks = [...tasksAcked].filter(([, k]) => k === 'yes').map(([id]) => id);
  const haveTasks = await exists('tasks', wantTasks);
  for (const id of wantTasks) if (!haveTasks.has(id)) violations.push(`task ${id} lost`);
  const gonePayments = [...paymentsAcked].filter(([, k]) => k === 'no').map(([id]) => id);
  if ((await exists('payments', gonePayments)).size > 0) violations.push('a deleted payment came back');

  // 2. Money invariants.
  // Deposits (sinal, estorno) belong to sessions not finished yet; a payment for the work does not.
  for (const r of await q<{ id: string }>(`
      SELECT p.id::text FROM payments p LEFT JOIN appointments a ON a.id = p.appointment_id
      WHERE a.id IS NULL
        OR (p.kind = 'pagamento' AND (a.status <> 'concluido' OR NOT a.is_tattoo_finished))`))
    violations.push(`payment ${r.id} on an unfinished or missing appointment`);
  for (const r of await q<{ id: string }>(`
      SELECT id::text FROM appointments WHERE is_tattoo_finished
      AND (status <> 'concluido' OR final_value_cents IS NULL)`))
    violations.push(`finished appointment ${r.id} without concluido/final value`);
  for (const r of await q<{ id: string }>(
    `
      SELECT a.id::text FROM appointments a WHERE a.is_tattoo_finished
      AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.appointment_id = a.id)
      AND a.id = ANY($1::uuid[])`,
    [[...appointments].filter(([, a]) => a.finished === 'yes').map(([id]) => id)],
  ))
    violations.push(`finalized appointment ${r.id} lost its payment`);

  // 3. Reminders: never pending for what is gone, finished or moved; present for every future session.
  // (A notice — a deposit the bank reported, an agenda change — says what happened: not a reminder.)
  for (const r of await q<{ id: string }>(
    `
      SELECT n.id::text FROM notifications n LEFT JOIN appointments a ON a.id::text = n.related_id::text
      WHERE n.status = 'pending' AND n.related_type = 'appointment' AND n.type::text <> ALL($1::text[]) AND (
        a.id IS NULL OR a.status <> 'agendado' OR a.is_tattoo_finished
        OR n.scheduled_for <> a.start_time - CASE n.type WHEN 'reminder_24h' THEN interval '24 hours' ELSE interval '1 hour' END)`,
    [[...noticeTypes]],
  ))
    violations.push(`stale appointment reminder ${r.id}`);
  for (const r of await q<{ id: string }>(`
      SELECT n.id::text FROM notifications n LEFT JOIN tasks t ON t.id::text = n.related_id::text
      WHERE n.status = 'pending' AND n.related_type = 'task'
      AND (t.id IS NULL OR t.status = 'feito' OR t.priority <> 'alta' OR t.date IS NULL)`))
    violations.push(`stale task reminder ${r.id}`);
  for (const r of await q<{ id: string }>(`
      SELECT a.id::text FROM appointments a
      WHERE a.status = 'agendado' AND NOT a.is_tattoo_finished AND a.start_time > now() + interval '2 hours'
      AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.related_id::text = a.id::text
        AND n.type = 'reminder_1h' AND n.status = 'pending')`))
    violations.push(`future appointment ${r.id} has no 1 h reminder`);
  void HOUR;

  // 4. Invitations: finished, or finished now by the same link.
  for (const [email, inv] of invitees) {
    if (inv.done === 'no') continue;
    if (inv.done === 'unknown') {
      const guest = new Person(email, inv.password);
      const again = await attempt(guest, 'POST', `/api/invitations/${inv.token}/sign-up`, {
        name: 'Convidada',
        password: inv.password,
      });
      if (!ok(again.status) && again.status !== 409)
        violations.push(`interrupted invitation sign-up of ${email} cannot resume (${again.status})`);
    }
    const [state] = await q<{ status: string; member: boolean; verified: boolean | null }>(
      `SELECT i.status::text, EXISTS (SELECT 1 FROM organization_members m JOIN profiles p ON p.id = m.user_id
         WHERE p.email = i.email AND m.organization_id = i.organization_id) AS member,
         (SELECT email_verified FROM profiles WHERE email = i.email) AS verified
       FROM invitations i WHERE i.email = $1 ORDER BY i.created_at DESC LIMIT 1`,
      [email],
    );
    if (!state) violations.push(`invitation of ${email} vanished`);
    else if (removalOf(email) !== 'no')
      continue; // removed from the studio afterwards
    else if (inv.done === 'yes' && !(state.status === 'accepted' && state.member))
      violations.push(`invitation of ${email} acknowledged but ${state.status}, member=${state.member}`);
    else if (state.verified && !(state.status === 'accepted' && state.member))
      violations.push(`verified account ${email} with its invitation ${state.status}`);
  }

  await checkMoreWrites(ctx);
  await checkAccounts(ctx);
  await checkPix(ctx, db.url, ca, SECRETS_KEY, `http://localhost:${port}`, pixDesk!.userId);
  for (const breach of psp.violations) violations.push(`API Pix standard: ${breach}`);
}

const started = Date.now();
try {
  await main();
} catch (err) {
  violations.push(`crash test error: ${(err as Error).stack ?? err}`);
} finally {
  if (server && up) await killServer();
  await sql.end();
  await psp.close();
  await db.stop().catch(() => {});
}
const seconds = Math.round((Date.now() - started) / 1000);
console.log(
  `crash: ${kills} kills in ${seconds} s, ${acknowledged} acknowledged writes, ${failures} requests cut by a kill, ` +
    `${appointments.size} appointments, ${invitees.size} invitations, ${moreWritesSummary()}, ${accountsSummary()}, ${pixSummary()}, ` +
    `${violations.length} violations`,
);
// A few of each kind, so one flood does not hide the others.
const kinds = new Map<string, string[]>();
for (const v of violations) {
  const kind = v.replace(/[0-9a-f-]{8,}|\S+@\S+|\d+/g, '…');
  kinds.set(kind, [...(kinds.get(kind) ?? []), v]);
}
for (const [kind, all] of kinds) {
  console.log(`  ✗ ${all.length} × ${kind}`);
  for (const v of all.slice(0, 3)) console.log(`      ${v}`);
}
console.log(violations.length === 0 ? '1 passed, 0 failed' : '0 passed, 1 failed');
process.exit(violations.length === 0 ? 0 : 1);
