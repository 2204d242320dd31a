// Property-based fuzzing of every write endpoint (issue 12 item 5): bodies built from the zod
// contracts' own keys, each value drawn from plausible input and from what breaks servers (NUL
// bytes, half-centavo amounts, year 9999, huge numbers, wrong types, crafted cursors). Asserted on
// every request: no 5xx, and a rejected request (4xx) changes no row. Rows are counted by row-level
// triggers this test adds to its own database, so a write rolled back is (rightly) not counted.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { appointmentFieldsSchema, checkInSchema, finalizeSchema } from '../../src/shared/schemas/appointment';
import { signInSchema, signUpSchema } from '../../src/shared/schemas/auth';
import { clientInputSchema } from '../../src/shared/schemas/client';
import { expenseInputSchema } from '../../src/shared/schemas/expense';
import { notificationSettingsSchema, pushSubscriptionSchema } from '../../src/shared/schemas/notification';
import { paymentInputSchema } from '../../src/shared/schemas/payment';
import { updateProfileSchema } from '../../src/shared/schemas/profile';
import { taskInputSchema, taskStatusInputSchema } from '../../src/shared/schemas/task';
import { invitationInputSchema, invitationSignUpSchema } from '../../src/shared/schemas/team';
import { Agent } from '../helpers/agent';
import { signedInUser, uniqueEmail } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);

let server: TestServer;
type User = Awaited<ReturnType<typeof signedInUser>>;
let artist: User;
let owner: User;
const ids: Record<string, string> = {};
const q = (text: string, params: unknown[] = []) => server.ctx.database.pool.query(text, params);

/** Tables whose rows a rejected request must never touch (rate-limit counters and sessions may). */
const WATCHED = [
  'profiles',
  'organizations',
  'organization_members',
  'invitations',
  'artist_percentages',
  'clients',
  'appointments',
  'payments',
  'tasks',
  'expenses',
  'notifications',
  'notification_settings',
  'push_subscriptions',
  'mail_outbox',
  'auth_accounts',
];

async function installRowCounter() {
  await q(`CREATE TABLE fuzz_row_writes (n bigint NOT NULL); INSERT INTO fuzz_row_writes VALUES (0);
    CREATE FUNCTION fuzz_count_row() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN UPDATE fuzz_row_writes SET n = n + 1; RETURN NULL; END $$;`);
  const existing = await q(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name = ANY($1)`,
    [WATCHED],
  );
  expect(existing.rows.map((r) => r.table_name).sort()).toEqual([...WATCHED].sort());
  for (const { table_name } of existing.rows) {
    await q(`CREATE TRIGGER fuzz_count AFTER INSERT OR UPDATE OR DELETE ON "${table_name}"
      FOR EACH ROW EXECUTE FUNCTION fuzz_count_row()`);
  }
}
const rowWrites = async () => Number((await q('SELECT n FROM fuzz_row_writes')).rows[0].n);

// ---- values ----------------------------------------------------------------------------------

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
  const money = fc.oneof(
    fc.integer({ min: 0, max: 100_000 }),
    fc.double({ min: 0, max: 99_999, noNaN: true }),
  );
  const byName: Record<string, fc.Arbitrary<unknown>> = {
    date: day,
    time: fc.constantFrom('00:00', '09:30', '14:00', '23:59'),
    amount: money,
    agreedValue: money,
    initialPercentage: fc.oneof(
      fc.integer({ min: 0, max: 100 }),
      fc.double({ min: 0, max: 100, noNaN: true }),
    ),
    email: fc.constant('').map(() => uniqueEmail('fuzz')),
    clientId: fc.constantFrom(() => ids.client).map((f) => f()),
    appointmentId: fc
      .constantFrom(
        () => ids.finished,
        () => ids.scheduled,
      )
      .map((f) => f()),
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

// ---- endpoints -------------------------------------------------------------------------------

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Endpoint {
  method: Method;
  path: () => string;
  body?: fc.Arbitrary<unknown>;
  as?: () => User | null;
}
const idOr = (name: string) =>
  fc.oneof(fc.constant(null), fc.constant(null), nasty).map((n) => (n === null ? ids[name]! : String(n)));

function requests(): fc.Arbitrary<{ e: Endpoint; id: string; body: unknown }> {
  const list: Endpoint[] = [
    { method: 'POST', path: () => '/api/clients', body: bodyFor(clientInputSchema) },
    { method: 'PUT', path: () => '/api/clients/:id', body: bodyFor(clientInputSchema) },
    { method: 'DELETE', path: () => '/api/clients/:id' },
    { method: 'POST', path: () => '/api/appointments', body: bodyFor(appointmentFieldsSchema) },
    { method: 'PUT', path: () => '/api/appointments/:id', body: bodyFor(appointmentFieldsSchema) },
    { method: 'POST', path: () => '/api/appointments/:id/check-in', body: bodyFor(checkInSchema) },
    { method: 'POST', path: () => '/api/appointments/:id/finalize', body: bodyFor(finalizeSchema) },
    { method: 'POST', path: () => '/api/appointments/:id/cancel-finalization' },
    { method: 'POST', path: () => '/api/appointments/:id/cancel' },
    { method: 'POST', path: () => '/api/appointments/:id/reopen' },
    { method: 'DELETE', path: () => '/api/appointments/:id' },
    { method: 'POST', path: () => '/api/payments', body: bodyFor(paymentInputSchema) },
    { method: 'PUT', path: () => '/api/payments/:id', body: bodyFor(paymentInputSchema) },
    { method: 'DELETE', path: () => '/api/payments/:id' },
    { method: 'POST', path: () => '/api/expenses', body: bodyFor(expenseInputSchema) },
    { method: 'PUT', path: () => '/api/expenses/:id', body: bodyFor(expenseInputSchema) },
    { method: 'DELETE', path: () => '/api/expenses/:id' },
    { method: 'POST', path: () => '/api/tasks', body: bodyFor(taskInputSchema) },
    { method: 'PUT', path: () => '/api/tasks/:id', body: bodyFor(taskInputSchema) },
    { method: 'POST', path: () => '/api/tasks/:id/status', body: bodyFor(taskStatusInputSchema) },
    { method: 'DELETE', path: () => '/api/tasks/:id' },
    { method: 'PATCH', path: () => '/api/me', body: bodyFor(updateProfileSchema) },
    { method: 'PUT', path: () => '/api/notification-settings', body: bodyFor(notificationSettingsSchema) },
    { method: 'POST', path: () => '/api/push/subscriptions', body: bodyFor(pushSubscriptionSchema) },
    { method: 'POST', path: () => '/api/notifications/:id/read' },
    { method: 'DELETE', path: () => '/api/notifications/:id' },
    {
      method: 'POST',
      path: () => '/api/team/invitations',
      body: bodyFor(invitationInputSchema),
      as: () => owner,
    },
    { method: 'POST', path: () => '/api/team/invitations/:id/cancel', as: () => owner },
    { method: 'POST', path: () => '/api/team/invitations/:id/resend', as: () => owner },
    { method: 'DELETE', path: () => '/api/team/members/:id', as: () => owner },
    {
      method: 'POST',
      path: () => '/api/invitations/:id/sign-up',
      body: bodyFor(invitationSignUpSchema),
      as: () => null,
    },
    { method: 'POST', path: () => '/api/invitations/:id/accept' },
    { method: 'POST', path: () => '/api/auth/sign-up/email', body: bodyFor(signUpSchema), as: () => null },
    { method: 'POST', path: () => '/api/auth/sign-in/email', body: bodyFor(signInSchema), as: () => null },
    { method: 'POST', path: () => '/api/auth/update-user', body: bodyFor(updateProfileSchema) },
  ];
  const idFor: Record<string, string> = {
    clients: 'client',
    appointments: 'scheduled',
    payments: 'payment',
    expenses: 'expense',
    tasks: 'task',
    notifications: 'client',
    invitations: 'invitation',
    members: 'member',
  };
  return fc.constantFrom(...list).chain((e) =>
    fc.record({
      e: fc.constant(e),
      id: fc.constantFrom(...Object.values(idFor), 'finished').chain((name) => idOr(name)),
      body: e.body ?? fc.constant(undefined),
    }),
  );
}

/** Lists and searches take crafted cursors, queries and ranges. */
const queries = fc.record({
  path: fc.constantFrom(
    '/api/clients',
    '/api/payments',
    '/api/expenses',
    '/api/appointments',
    '/api/tasks',
    '/api/reports',
    '/api/studio/report',
  ),
  params: fc.dictionary(
    fc.constantFrom('cursor', 'q', 'limit', 'filter', 'from', 'to', 'tab', 'period', 'category', 'month'),
    fc.oneof(
      nasty.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))),
      fc.jsonValue().map((v) => Buffer.from(JSON.stringify(v)).toString('base64url')),
      fc.constantFrom('2026-11-01', '9999-12-31', 'month', 'all', 'today'),
    ),
  ),
});

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
      agreedValue: 500,
    });
  ids.scheduled = (await appt('Agendada')).body.id;
  ids.finished = (await appt('Finalizada')).body.id;
  expect(
    (await artist.agent.post(`/api/appointments/${ids.finished}/finalize`, { amount: 500, method: 'pix' }))
      .status,
  ).toBe(200);
  const payments = await artist.agent.get('/api/payments');
  ids.payment = payments.body.items[0].id;
  ids.expense = (
    await artist.agent.post('/api/expenses', {
      description: 'Agulhas',
      amount: 80,
      category: 'agulhas',
      paymentMethod: 'pix',
      date: '2026-11-05',
    })
  ).body.id;
  ids.task = (await artist.agent.post('/api/tasks', { title: 'Desenhar' })).body.id;
  const inv = await owner.agent.post('/api/team/invitations', { email: uniqueEmail('convite') });
  ids.invitation = inv.body.id;
  ids.member = owner.id;
  for (const [k, v] of Object.entries(ids)) expect(v, k).toBeTruthy();
}, 60_000);
afterAll(async () => {
  await server?.close();
});

describe('fuzzing every write endpoint', () => {
  it(`${REQUESTS} requests: no 5xx, and no row changes when a request is refused`, async () => {
    // One example per endpoint and kind of failure, so one run shows everything that breaks.
    const found = new Map<string, string>();
    const fail = (key: string, example: string) => found.has(key) || found.set(key, example);
    let refused = 0;
    let accepted = 0;
    const anonymous = new Agent(server.app);
    const writes = REQUESTS * 0.9;
    await fc.assert(
      fc.asyncProperty(requests(), async ({ e, id, body }) => {
        const who = e.as ? e.as() : artist;
        const agent = who ? who.agent : anonymous;
        const path = e.path().replace(':id', encodeURIComponent(id));
        const before = await rowWrites();
        const res = await agent.request(e.method, path, e.body ? (body ?? null) : undefined);
        const after = await rowWrites();
        const sent = JSON.stringify(body)?.slice(0, 300);
        const example = `${e.method} ${path} ${sent} → ${res.status} ${JSON.stringify(res.body)?.slice(0, 200)}`;
        if (res.status >= 500) fail(`${e.method} ${e.path()} 5xx`, example);
        if (res.status >= 400 && after !== before)
          fail(`${e.method} ${e.path()} wrote`, `${example} (changed ${after - before} rows)`);
        if (res.status >= 400) refused++;
        else accepted++;
      }),
      { numRuns: writes, seed: SEED },
    );
    await fc.assert(
      fc.asyncProperty(queries, async ({ path, params }) => {
        const qs = new URLSearchParams(params as Record<string, string>).toString();
        const who = path === '/api/studio/report' ? owner : artist;
        const res = await who.agent.get(`${path}?${qs}`);
        if (res.status >= 500) fail(`GET ${path} 5xx`, `GET ${path}?${qs} → ${res.status}`);
      }),
      { numRuns: REQUESTS - writes, seed: SEED },
    );
    expect([...found.values()]).toEqual([]);
    // Both sides were exercised: the fuzz is not only bouncing off validation.
    expect(accepted).toBeGreaterThan(writes * 0.05);
    expect(refused).toBeGreaterThan(writes * 0.3);
  }, 600_000);
});
