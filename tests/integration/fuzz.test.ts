// Property-based fuzzing of every write route the running app answers (issue 12 item 5; since
// issue 24 enumerated from the app itself, `Server.routes`, so a new route is fuzzed without anyone
// adding it here): path parameters drawn from our ids and from garbage, bodies built from each
// route's own zod contract, each value drawn from plausible input and from what breaks servers (NUL
// bytes, half-centavo amounts, year 9999, huge numbers, wrong types, crafted cursors). Asserted on
// every request: no 5xx, and a rejected request (4xx) changes no row. Rows are counted by row-level
// triggers this test adds to every table of its own database (a write rolled back is, rightly, not
// counted). Reads with a query contract get crafted query strings: no 5xx.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { anamnesisQuestions } from '../../src/shared/schemas/anamnesis';
import {
  requestPasswordResetSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from '../../src/shared/schemas/auth';
import { addDays, settlementWindow, today } from '../../src/shared/time';
import { Agent } from '../helpers/agent';
import { sendBookingRequest, signedInUser, studioArtist, uniqueEmail } from '../helpers/factories';
import { callableRoutes, fillPath, pathParams, resourceOf, routeKey } from '../helpers/routes';
import { signaturePng } from '../helpers/signature';
import { startTestServer, type TestServer } from '../helpers/test-server';

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);

let server: TestServer;
type User = Awaited<ReturnType<typeof signedInUser>>;
let artist: User;
let owner: User;
const ids: Record<string, string> = {};
const q = (text: string, params: unknown[] = []) => server.ctx.database.pool.query(text, params);

/**
 * Tables a refused request may write, and why; every other table (found in the catalog, so a new
 * table is watched from the day it exists) must not change.
 */
const UNWATCHED: Record<string, string> = {
  rate_limits: 'every attempt counts against its budget, refused or not',
  auth_sessions: 'reading a session may slide its expiry',
  auth_verifications: "Better Auth's own tokens",
  change_events: 'pruned by the maintenance job at any moment; written only with the rows it mirrors',
  app_settings: 'keys created once at start',
};

/**
 * Counts committed row changes: statement-level triggers append one log row per statement that
 * changed rows (an append-only log, not one hot counter row every write would rewrite). A write
 * rolled back leaves no log row, so it is (rightly) not counted.
 */
async function installRowCounter() {
  await q(`CREATE TABLE fuzz_row_writes (id bigserial PRIMARY KEY, n bigint NOT NULL);
    CREATE FUNCTION fuzz_count_rows() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE c bigint;
    BEGIN SELECT count(*) INTO c FROM changed;
      IF c > 0 THEN INSERT INTO fuzz_row_writes (n) VALUES (c); END IF; RETURN NULL; END $$;`);
  const watched = await q(
    `SELECT quote_ident(table_name) AS t FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
       AND table_name <> 'fuzz_row_writes' AND NOT (table_name = ANY($1)) AND table_name NOT LIKE '\\_\\_%'`,
    [Object.keys(UNWATCHED)],
  );
  expect(watched.rows.length).toBeGreaterThan(30);
  for (const { t } of watched.rows)
    for (const [event, rows] of [
      ['INSERT', 'NEW'],
      ['UPDATE', 'NEW'],
      ['DELETE', 'OLD'],
    ] as const)
      await q(`CREATE TRIGGER fuzz_count_${event.toLowerCase()} AFTER ${event} ON ${t}
        REFERENCING ${rows} TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION fuzz_count_rows()`);
}
/** The log's position: it moves only when a committed statement changed rows. */
const rowWrites = async () =>
  Number((await q('SELECT coalesce(max(id), 0) AS id FROM fuzz_row_writes')).rows[0].id);
const rowsWrittenBetween = async (from: number, to: number) =>
  Number(
    (await q('SELECT coalesce(sum(n), 0) AS n FROM fuzz_row_writes WHERE id > $1 AND id <= $2', [from, to]))
      .rows[0].n,
  );

// ---- values ----------------------------------------------------------------------------------

const SIGNATURE = signaturePng(2);
const ANSWERS = Object.fromEntries(anamnesisQuestions.map((k) => [k.key, { yes: false, detail: '' }]));

/** What breaks servers, whatever the field. */
const nasty = fc.oneof(
  fc.constant('\u0000'),
  fc.string().map((s) => `${s}\u0000${s}`),
  fc.constantFrom(0.004, 5e-324, -0.004, 1e308, -1, 0, 9_999_999.995, 10_000_000, 2 ** 53, 0.1 + 0.2),
  fc.constantFrom('9999-12-31', '0000-01-01', '2026-02-31', '2026-13-01', '+10000-01-01', '1e3'),
  fc.constantFrom('23:59', '24:00', '99:99', '-1:00', '12:00:00'),
  fc.constantFrom('', ' ', '\t\n', 'null', 'undefined', '{}', "' OR 1=1 --", '%', '_', '\\'),
  fc.constantFrom(
    '00000000-0000-0000-0000-000000000000',
    'not-a-uuid',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
  ),
  fc.constantFrom('javascript:alert(1)', 'http://127.0.0.1:4130/internal', 'https://169.254.169.254/'),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ minLength: 200, maxLength: 3000 }),
  fc.constantFrom(null, true, false, [], {}, [1, 2], { $gt: '' }),
  fc.double(),
  fc.integer(),
  fc.jsonValue({ maxDepth: 2 }),
);

/** Plausible input per field name, so requests also get past validation and reach the domain. */
function plausible(field: string): fc.Arbitrary<unknown> {
  const day = fc
    .date({
      min: new Date('2020-01-01T12:00:00Z'),
      max: new Date('2030-12-31T12:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10));
  // Integer cents on the wire; a fraction of a centavo (double) must be refused, never stored.
  const money = fc.oneof(
    fc.integer({ min: 0, max: 10_000_000 }),
    fc.double({ min: 0, max: 9_999_900, noNaN: true }),
  );
  const byName: Record<string, fc.Arbitrary<unknown>> = {
    date: day,
    time: fc.constantFrom('00:00', '09:30', '14:00', '23:59'),
    amountCents: money,
    agreedValueCents: money,
    capCents: money,
    initialPercentage: fc.oneof(
      fc.integer({ min: 0, max: 100 }),
      fc.double({ min: 0, max: 100, noNaN: true }),
    ),
    email: fc.constant('').map(() => uniqueEmail('fuzz')),
    clientId: fc.constantFrom(() => ids.client).map((f) => f()),
    appointmentId: fc
      .constantFrom(
        () => ids.finished,
        () => ids.appointment,
      )
      .map((f) => f()),
    subjectId: fc.constantFrom(() => ids.appointment).map((f) => f()),
    textId: fc.constantFrom(null, '00000000-0000-4000-8000-000000000000'),
    inkLotIds: fc.array(
      fc.constantFrom(() => ids.inkLot).map((f) => f()),
      { maxLength: 2 },
    ),
    percentage: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.double({ min: -1, max: 101, noNaN: true })),
    valueCents: money,
    depositCents: fc.integer({ min: 0, max: 100_000 }),
    durationMinutes: fc.constantFrom(15, 120, 720, 721),
    holdHours: fc.constantFrom(1, 24, 168, 169),
    signerBirthDate: day,
    expiresOn: day,
    openedOn: fc.option(day, { nil: null }),
    signature: fc.constant(SIGNATURE),
    guardianSignature: fc.constantFrom(null, SIGNATURE),
    answers: fc.constant(ANSWERS),
    method: fc.constantFrom('pix', 'dinheiro', 'cartao', 'credito', 'debito', 'transferencia'),
    password: fc.constantFrom('segredo123', 'tatuagem-2026', '123456'),
    endpoint: fc.constantFrom(
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/x',
    ),
  };
  return byName[field] ?? fc.string({ maxLength: 60 });
}

/** Enum options (and booleans) straight from the zod contract, when the field has them. */
function fromContract(schema: z.ZodType | undefined): fc.Arbitrary<unknown> | null {
  let s: any = schema;
  for (let i = 0; i < 6 && s; i++) {
    const def = s._zod?.def;
    if (!def) return null;
    if (def.type === 'enum') return fc.constantFrom(...Object.values(def.entries));
    if (def.type === 'boolean') return fc.boolean();
    if (def.type === 'literal') return fc.constantFrom(...def.values);
    s = def.innerType ?? def.in ?? def.schema;
  }
  return null;
}

/** A body over the contract's keys: each key omitted, plausible, from the contract, or nasty. */
function bodyFor(schema: z.ZodObject<any>): fc.Arbitrary<unknown> {
  const shape = schema.shape as Record<string, z.ZodType>;
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, field] of Object.entries(shape)) {
    const contract = fromContract(field);
    fields[key] = fc.oneof(
      { weight: 4, arbitrary: contract ?? plausible(key) },
      { weight: 2, arbitrary: nasty },
      { weight: 1, arbitrary: plausible(key) },
    );
  }
  const record = fc.record(fields, { requiredKeys: [] });
  return fc.oneof({ weight: 9, arbitrary: record }, { weight: 1, arbitrary: nasty });
}

const idOr = (name: string) =>
  fc.oneof(fc.constant(null), fc.constant(null), nasty).map((n) => (n === null ? ids[name]! : String(n)));

// ---- endpoints: every write route the running app answers ------------------------------------

type Route = ReturnType<typeof callableRoutes>[number];

/** Better Auth's routes behind `/api/auth/*`, with their contracts (sign-out and change-password are
 * left out: they would end the fuzzing artist's session mid-run). */
const AUTH_PATHS: Record<string, z.ZodObject<any>> = {
  'sign-up/email': signUpSchema,
  'sign-in/email': signInSchema,
  'request-password-reset': requestPasswordResetSchema,
  'send-verification-email': requestPasswordResetSchema,
  'reset-password': resetPasswordSchema,
};

/** Who calls: a client signed out on the public pages and links, the studio owner on the team screens. */
function callerFor(url: string): () => User | null {
  if (url.startsWith('/api/public/') || url.startsWith('/api/auth/') || url.endsWith('/sign-up'))
    return () => null;
  if (url.startsWith('/api/team/') || url.startsWith('/api/studio/settlements')) return () => owner;
  return () => artist;
}

/** The zod object under a route's body contract (refinements and pipes peeled off), if any. */
function shapeOf(schema: unknown): z.ZodObject<any> | null {
  let s: any = schema;
  for (let i = 0; i < 6 && s; i++) {
    if (s.shape) return s;
    const def = s._zod?.def;
    s = def?.innerType ?? def?.in ?? def?.schema;
  }
  return null;
}

/** One of our ids of the kind the parameter names (any kind when it names none we know), or garbage. */
const paramValue = (url: string, param: string) => {
  const kind = resourceOf(url, param);
  if (kind === 'appointment') return fc.oneof(idOr('appointment'), idOr('finished'));
  return kind && kind in ids ? idOr(kind) : fc.constantFrom(...Object.keys(ids)).chain((k) => idOr(k));
};

/** A request on `route`: each path parameter one of our ids (or garbage), a body over its contract. */
function requestOn(route: Route): fc.Arbitrary<{ route: Route; path: string; body: unknown }> {
  const params = pathParams(route.url);
  const pathArb = fc
    .tuple(
      ...params.map((p) =>
        p === '*' ? fc.constantFrom(...Object.keys(AUTH_PATHS)) : paramValue(route.url, p),
      ),
    )
    .map((values) => fillPath(route.url, Object.fromEntries(params.map((p, i) => [p, values[i]!]))));
  const contract = shapeOf(route.schema?.body);
  const bodyArb: fc.Arbitrary<unknown> = route.url.endsWith('*')
    ? fc.constant(null) // drawn per sub-path below
    : contract
      ? bodyFor(contract)
      : route.method === 'DELETE'
        ? fc.constant(undefined)
        : fc.option(nasty, { nil: undefined });
  return fc.record({ route: fc.constant(route), path: pathArb, body: bodyArb }).chain((r) => {
    if (!route.url.endsWith('*')) return fc.constant(r);
    const sub = r.path.slice(route.url.length - 1);
    return bodyFor(AUTH_PATHS[sub]!).map((body) => ({ ...r, body }));
  });
}

function writeRequests(routes: Route[]) {
  const writes = routes.filter((r) => r.method !== 'GET');
  return fc.oneof(...writes.map(requestOn));
}

/** Every read with a query contract takes crafted cursors, queries and ranges. */
function readRequests(routes: Route[]) {
  const reads = routes.filter((r) => r.method === 'GET' && shapeOf(r.schema?.querystring));
  const arbitraries = reads.map((route) => {
    const keys = Object.keys(shapeOf(route.schema!.querystring)!.shape);
    return fc.record({
      route: fc.constant(route),
      path: requestOn({ ...route, method: 'GET', schema: undefined }).map((r) => r.path),
      params: fc.dictionary(
        fc.constantFrom(...keys, 'cursor', 'q', 'limit'),
        fc.oneof(
          nasty.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))),
          fc.jsonValue().map((v) => Buffer.from(JSON.stringify(v)).toString('base64url')),
          fc.constantFrom('2026-11-01', '9999-12-31', 'month', 'all', 'today', 'true', '2026-11'),
        ),
      ),
    });
  });
  return fc.oneof(...arbitraries);
}

beforeAll(async () => {
  // No mail job: its sends would update mail_outbox rows between a request and its check.
  server = await startTestServer({ rateLimitScale: 1000, mailEveryMs: 0 });
  await installRowCounter();
  artist = await signedInUser(server.app, server.db, { name: 'Artista Fuzz' });
  owner = await signedInUser(server.app, server.db, { plan: 'estudio', studioName: 'Estúdio Fuzz' });
  const client = await artist.agent.post('/api/clients', { name: 'Cliente Fuzz', phone: '11 99999-0000' });
  ids.client = client.body.id;
  const appt = (title: string) =>
    artist.agent.post('/api/appointments', {
      clientId: ids.client,
      title,
      date: '2026-11-10',
      time: '14:00',
      agreedValueCents: 50_000,
    });
  ids.appointment = (await appt('Agendada')).body.id;
  ids.finished = (await appt('Finalizada')).body.id;
  expect(
    (
      await artist.agent.post(`/api/appointments/${ids.finished}/finalize`, {
        amountCents: 50_000,
        method: 'pix',
      })
    ).status,
  ).toBe(200);
  const payments = await artist.agent.get('/api/payments');
  ids.payment = payments.body.items[0].id;
  ids.expense = (
    await artist.agent.post('/api/expenses', {
      description: 'Agulhas',
      amountCents: 8000,
      category: 'agulhas',
      paymentMethod: 'pix',
      date: '2026-11-05',
    })
  ).body.id;
  ids.otherIncome = (
    await artist.agent.post('/api/other-incomes', {
      description: 'Pomada',
      amountCents: 4000,
      method: 'pix',
      date: '2026-11-05',
    })
  ).body.id;
  ids.task = (
    await artist.agent.post('/api/tasks', { title: 'Desenhar', priority: 'alta', date: '2026-12-01' })
  ).body.id;
  ids.notification = (
    await q(
      `INSERT INTO notifications (user_id, type, title, message, scheduled_for, status, sent_at)
       VALUES ($1, 'reminder_1h', 'Lembrete', 'Sessão às 14:00', now(), 'sent', now()) RETURNING id`,
      [artist.id],
    )
  ).rows[0].id;
  ids.inkLot = (
    await artist.agent.post('/api/inks', {
      product: 'Preto',
      manufacturer: 'Electric Ink',
      lot: 'FZ-01',
      expiresOn: '2027-06-01',
    })
  ).body.id;
  const signed = await artist.agent.post(`/api/clients/${ids.client}/consents`, {
    appointmentId: ids.appointment,
    textId: null,
    signerName: 'Cliente Fuzz',
    signerDocument: 'RG 1',
    signerBirthDate: '1990-01-01',
    signature: SIGNATURE,
  });
  ids.consent = signed.body.id;
  ids.anamnesisToken = (await artist.agent.post(`/api/clients/${ids.client}/anamnesis-link`)).body.path
    .split('/')
    .pop();
  ids.feedFile = (await artist.agent.post('/api/calendar-feed')).body.path.split('/').pop();
  // A booking page with a request (and its reference image) in the inbox.
  ids.slug = 'artista-fuzz';
  const hours = [{ start: '10:00', end: '19:00' }];
  const page = await artist.agent.put('/api/booking/settings', {
    enabled: true,
    slug: ids.slug,
    weekly: Array.from({ length: 7 }, () => hours),
    sessionLengths: [120],
    minNoticeHours: 0,
    horizonDays: 30,
    daysOff: [],
    pixKeyType: 'email',
    pixKey: 'fuzz@exemplo.com.br',
    pixName: 'Artista Fuzz',
    pixCity: 'São Paulo',
    holdHours: 24,
  });
  expect(page.status, JSON.stringify(page.body)).toBe(200);
  const sent = await sendBookingRequest(
    server.app,
    ids.slug,
    {
      name: 'Pedido Fuzz',
      phone: '(11) 98765-4321',
      idea: 'Uma rosa fina',
      placement: 'Braço',
      size: '10 cm',
      length: 120,
      slots: [{ day: addDays(today(), 3), time: '10:00' }],
      consent: true,
    },
    { images: [Buffer.from(SIGNATURE.split(',')[1]!, 'base64')] },
  );
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  ids.requestToken = sent.body.token!;
  const inbox = (await artist.agent.get('/api/booking/requests')).body;
  ids.bookingRequest = inbox.items[0].id;
  ids.image = inbox.items[0].imageIds[0];
  // The studio: a pending invitation and an artist who joined.
  const inv = await owner.agent.post('/api/team/invitations', { email: uniqueEmail('convite') });
  ids.invitation = inv.body.id;
  ids.invitationToken = inv.body.token;
  const member = await studioArtist(server.app, owner);
  ids.member = (await owner.agent.get('/api/team/members')).body.find(
    (m: { email: string }) => m.email === member.email,
  ).id;
  // A settlement (repasse) of the member's work last month, paid by the owner.
  const worked = addDays(today(), -40);
  const session = await member.agent.post('/api/appointments', {
    clientName: 'Cliente Repasse',
    title: 'Sessão',
    date: worked,
    time: '10:00',
  });
  await member.agent.post(`/api/appointments/${session.body.id}/finalize`, {
    amountCents: 20_000,
    date: worked,
  });
  const settled = await owner.agent.post('/api/studio/settlements', {
    artistId: member.id,
    period: 'mes',
    startDate: settlementWindow('mes', worked).start,
    method: 'pix',
    paidOn: today(),
  });
  expect(settled.status, JSON.stringify(settled.body)).toBe(201);
  ids.settlement = settled.body.id;
  for (const [k, v] of Object.entries(ids)) expect(v, k).toBeTruthy();
  // The counter sees a committed change and not a rolled-back one.
  const start = await rowWrites();
  await q(`BEGIN; UPDATE tasks SET title = 'x'; ROLLBACK;`);
  expect(await rowWrites()).toBe(start);
  await q(`UPDATE tasks SET title = title`);
  expect(await rowWrites()).toBeGreaterThan(start);
}, 60_000);
afterAll(async () => {
  await server?.close();
});

describe('fuzzing every write route of the running app', () => {
  it(`${REQUESTS} requests: no 5xx, and no row changes when a request is refused`, async () => {
    const routes = callableRoutes(server.routes);
    // One example per route and kind of failure, so one run shows everything that breaks.
    const found = new Map<string, string>();
    const fail = (key: string, example: string) => found.has(key) || found.set(key, example);
    const called = new Set<string>();
    let refused = 0;
    let accepted = 0;
    const anonymous = new Agent(server.app);
    const writes = REQUESTS * 0.9;
    let lastCount = await rowWrites();
    await fc.assert(
      fc.asyncProperty(writeRequests(routes), async ({ route, path, body }) => {
        const key = routeKey(route);
        called.add(key);
        const who = callerFor(route.url)();
        const agent = who ? who.agent : anonymous;
        // Nothing but these requests writes meanwhile: the count after the last one is this one's before.
        const before = lastCount;
        const res = await agent.request(route.method, path, body);
        const after = await rowWrites();
        lastCount = after;
        const sent = JSON.stringify(body)?.slice(0, 300);
        const example = `${route.method} ${path} ${sent} → ${res.status} ${JSON.stringify(res.body)?.slice(0, 200)}`;
        if (res.status >= 500) fail(`${key} 5xx`, example);
        if (res.status >= 400 && after !== before)
          fail(`${key} wrote`, `${example} (changed ${await rowsWrittenBetween(before, after)} rows)`);
        if (res.status >= 400) refused++;
        else accepted++;
      }),
      { numRuns: writes, seed: SEED },
    );
    await fc.assert(
      fc.asyncProperty(readRequests(routes), async ({ route, path, params }) => {
        called.add(routeKey(route));
        const qs = new URLSearchParams(params as Record<string, string>).toString();
        const who = callerFor(route.url)();
        const res = await (who ? who.agent : anonymous).get(`${path}?${qs}`);
        if (res.status >= 500) fail(`GET ${route.url} 5xx`, `GET ${path}?${qs} → ${res.status}`);
      }),
      { numRuns: REQUESTS - writes, seed: SEED },
    );
    console.info(
      `fuzz: ${called.size} routes, ${accepted} writes accepted, ${refused} refused, ${REQUESTS - writes} reads`,
    );
    expect([...found.values()]).toEqual([]);
    // Every write route of the app was fuzzed (the list is the app's, not ours).
    const writeRoutes = routes.filter((r) => r.method !== 'GET').map(routeKey);
    expect(writeRoutes.length).toBeGreaterThan(50);
    expect(writeRoutes.filter((k) => !called.has(k))).toEqual([]);
    // Both sides were exercised: the fuzz is not only bouncing off validation.
    expect(accepted).toBeGreaterThan(writes * 0.05);
    expect(refused).toBeGreaterThan(writes * 0.3);
  }, 600_000);
});
