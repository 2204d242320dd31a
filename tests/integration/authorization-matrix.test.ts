// The authorization matrix (issue 24): every route the running app answers, called by everyone who
// is not the owner of what it names — signed out, another lone artist, another studio's owner, an
// artist of the same studio and that studio's owner — against a victim's resources. Refused
// (401/403/404), never a word of the victim's data in the answer, never a change to the victim's
// rows. Public routes are listed below with the reason they are public; a route that is neither
// public nor proven reachable by its owner fails as "not covered", so a new route is covered (or
// flagged) without editing this file.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anamnesisQuestions } from '../../src/shared/schemas/anamnesis';
import { Agent, type AgentResponse } from '../helpers/agent';
import { sendBookingRequest, signedInUser, studioArtist } from '../helpers/factories';
import { multipart } from '../helpers/multipart';
import { callableRoutes, fillPath, type Method, pathParams, resourceOf, routeKey } from '../helpers/routes';
import { signaturePng } from '../helpers/signature';
import { startTestServer, TEST_ORIGIN, type TestServer } from '../helpers/test-server';

// Wednesday 25 November 2026, 15:00 in São Paulo.
const now = new Date('2026-11-25T15:00:00-03:00');

/** Reachable without an account by design; each is still called signed out with guessed params. */
const PUBLIC: Record<string, string> = {
  'GET /api/health': 'load balancers and uptime checks',
  'GET /api/auth/*': 'Better Auth: session, verification and reset links',
  'POST /api/auth/*': 'Better Auth: sign-up, sign-in, reset (our zod + rate limits in front)',
  'GET /api/invitations/:token': 'the invitation link preview: the token is the capability',
  'POST /api/invitations/:token/sign-up': 'signing up from an invitation link: the token is the capability',
  'GET /api/public/booking/:slug': "an artist's public booking page",
  'GET /api/public/booking/:slug/slots': "an artist's public free slots",
  'POST /api/public/booking/:slug/requests': 'a client sends a booking request, signed out',
  'GET /api/public/booking/:slug/requests/:token': "a request's status page: the token is the capability",
  'GET /api/public/booking/:slug/requests/:token/calendar.ics': "the client's session as one event: token",
  'GET /api/public/booking/:slug/requests/:token/slots':
    'free times the client may move their session to: token',
  'POST /api/public/booking/:slug/requests/:token/reschedule':
    'the client moves their session within the policy: token',
  'POST /api/public/booking/:slug/requests/:token/cancel':
    'the client cancels their session within the policy: token',
  'POST /api/public/booking/:slug/requests/:token/offers/:offerId':
    'a waitlisted client takes a freed slot offered to them: token',
  'POST /api/public/booking/:slug/requests/:token/paid':
    "'Já paguei': the client says the deposit was sent: token",
  'GET /api/public/anamnese/:token': 'the health questionnaire link sent to a client: token',
  'POST /api/public/anamnese/:token': 'the client fills the questionnaire through the link: token',
  'POST /api/pix/webhook/:token/pix':
    "the artist's bank says a Pix arrived: the token finds the connection, the body is only a cue (the charge is read back from the bank)",
  'GET /cal/:file': "the calendar feed calendars poll: the file name is the artist's secret token",
  'GET /dev/outbox': 'development mail outbox: loopback only, absent in production (its own test)',
  'GET /dev/outbox.json': 'development mail outbox: loopback only, absent in production (its own test)',
};

/** Streams never end by themselves: signed-in callers are left out (the stream tests scope them). */
const STREAMS = new Set(['GET /api/events']);

/**
 * Writes that answer another user's id exactly as they answer a missing one (success, nothing
 * done): checked to be indistinguishable from a random id, and still to change nothing.
 */
const SAME_AS_MISSING = new Set(['POST /api/notifications/:id/read']);

/** Resources a studio shares among its people by design: its artists and owner are not strangers. */
const STUDIO_SHARED: Record<string, string> = {
  inkLot: "the studio's ink inventory is shared by its artists and owner (records/record-scope.ts)",
};

/**
 * A member's agenda, kept by the studio's owner and front desk too (issue 26, domain/studio/
 * studio-scope.ts): the session itself and what the front desk does with it — never its ficha,
 * consent or anything of the client's health, which stay the artist's.
 */
const STUDIO_AGENDA = new Set([
  'GET /api/appointments/:id',
  'PUT /api/appointments/:id',
  'DELETE /api/appointments/:id',
  'POST /api/appointments/:id/check-in',
  'POST /api/appointments/:id/finalize',
  'POST /api/appointments/:id/deposit',
  'POST /api/appointments/:id/deposit/received',
  'POST /api/appointments/:id/deposit/refund',
  'POST /api/appointments/:id/cancel-finalization',
  'POST /api/appointments/:id/cancel',
  'POST /api/appointments/:id/no-show',
  'POST /api/appointments/:id/reopen',
  // Whether Finalizar's consent rule is met (two yes/no, never the consent): they finalize too.
  'GET /api/appointments/:id/consent-status',
  // Every artist's booking requests: the owner and front desk answer them too.
  'GET /api/booking/requests/:id/pix',
  'GET /api/booking/requests/:id/images/:imageId',
  'GET /api/booking/requests/:id/receipt',
  'POST /api/booking/requests/:id/accept',
  'POST /api/booking/requests/:id/propose',
  'POST /api/booking/requests/:id/decline',
  'POST /api/booking/requests/:id/not-spam',
  'DELETE /api/booking/requests/:id',
  // The owner's 'Estúdio' dashboard lists the studio's day.
  'GET /api/dashboard',
  // The studio's clients, one line per person, and each person's page (never their records).
  'GET /api/clients',
  'GET /api/clients/:id',
]);

/**
 * A studio's clients are the studio's (issue 26 "Studio clients"): any member may book one found by
 * search — carried to their own list by name (the contact only for the owner and front desk),
 * linked as the same person — never its record.
 */
const STUDIO_CLIENTS = new Set(['POST /api/appointments']);

/**
 * Reads that name whose data in their query string, not their path: called with the victim's ids,
 * they must refuse everyone but `readers`. A repasse statement (CSV or PDF) is the studio owner's,
 * and the artist's own (decision 0017).
 */
const QUERY_NAMED: Record<string, { query: () => string; readers: () => User[] }> = {
  'GET /api/studio/settlements/statement.csv': {
    query: () => `period=mes&day=2026-10-15&artistId=${victim.id}`,
    readers: () => [owner, victim],
  },
  'GET /api/studio/settlements/statement.pdf': {
    query: () => `period=mes&day=2026-10-15&artistId=${victim.id}`,
    readers: () => [owner, victim],
  },
};

const DENIED = new Set([401, 403, 404]);
const MARKER = 'zqxvitima';
const PHONES = ['988776655', '977665544'];

let server: TestServer;
type User = Awaited<ReturnType<typeof signedInUser>>;
let owner: User; // the victim studio's owner
let victim: User; // an artist of that studio, owner of every record below
let sameStudio: User;
let frontDesk: User; // the studio's Recepção
let removedArtist: User; // was an artist of the studio, removed by the owner
let loneArtist: User;
let otherOwner: User;
let invitee: User; // holds the address of the owner's pending invitation, not yet a member
const ids: Record<string, string> = {};

const q = (text: string, params: unknown[] = []) => server.ctx.database.pool.query(text, params);

/** A real PNG (the server decodes what it stores). */
function png(): Buffer {
  return Buffer.from(signaturePng(3).split(',')[1]!, 'base64');
}

const answers = Object.fromEntries(anamnesisQuestions.map((k) => [k.key, { yes: false, detail: '' }]));

async function ok<T = any>(res: Promise<AgentResponse<T>> | AgentResponse<T>, what: string) {
  const r = await res;
  if (r.status >= 300) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

/** Bodies that pass each route's contract, so a refusal is about who asks, not what was sent. */
function sampleBody(key: string): unknown {
  const samples: Record<string, unknown> = {
    'PUT /api/clients/:id': { name: 'Zqxvitima Cliente', phone: '(11) 98877-6655' },
    'PUT /api/appointments/:id': {
      clientId: ids.client,
      title: 'Zqxvitima sessão',
      date: '2026-12-02',
      time: '14:00',
      agreedValueCents: 60_000,
    },
    'POST /api/appointments/:id/check-in': { isChecked: true },
    'POST /api/appointments/:id/finalize': { amountCents: 50_000, method: 'pix', date: '2026-11-25' },
    'POST /api/appointments/:id/deposit': { amountCents: 5000, method: 'pix' },
    'POST /api/appointments/:id/deposit/refund': {},
    'PUT /api/payments/:id': {
      appointmentId: ids.finished,
      amountCents: 40_000,
      method: 'pix',
      date: '2026-11-20',
    },
    'POST /api/payments': {
      appointmentId: ids.finished,
      amountCents: 1000,
      method: 'pix',
      date: '2026-11-20',
    },
    'PUT /api/expenses/:id': {
      description: 'Zqxvitima agulhas',
      amountCents: 9000,
      category: 'agulhas',
      paymentMethod: 'pix',
      date: '2026-11-20',
    },
    'PUT /api/other-incomes/:id': {
      description: 'Zqxvitima pomada',
      amountCents: 4500,
      method: 'pix',
      date: '2026-11-20',
    },
    'PUT /api/tasks/:id': { title: 'Zqxvitima tarefa', priority: 'alta', date: '2026-11-30' },
    'POST /api/tasks/:id/status': { status: 'feito' },
    'POST /api/tasks': { title: 'Tarefa', clientId: ids.client, appointmentId: ids.appointment },
    'POST /api/appointments': {
      clientId: ids.client,
      title: 'Sessão',
      date: '2026-12-09',
      time: '10:00',
      agreedValueCents: 10_000,
    },
    'POST /api/booking/requests/:id/accept': {
      date: '2026-12-03',
      time: '10:00',
      durationMinutes: 120,
      title: 'Sessão',
      valueCents: 50_000,
      depositCents: 10_000,
      holdHours: 24,
    },
    'POST /api/booking/requests/:id/propose': { date: '2026-12-03', time: '11:00', message: '' },
    'POST /api/booking/requests/:id/decline': { message: '' },
    'PATCH /api/inks/:id': { archived: true },
    'PUT /api/appointments/:id/session-record': {
      bodySite: 'Braço',
      description: 'Zqxvitima descrição',
      inkLotIds: [ids.inkLot],
    },
    'POST /api/clients/:id/anamneses': { answers, notes: '', healthConsent: true },
    'POST /api/clients/:id/consents': {
      appointmentId: ids.appointment,
      textId: ids.consentText ?? null,
      signerName: 'Zqxvitima Cliente',
      signerDocument: 'RG 11.222.333',
      signerBirthDate: '1990-01-01',
      signature: signaturePng(5),
    },
    'PUT /api/team/members/:id/percentage': { percentage: 30 },
    'POST /api/messages/marks': {
      parts: [{ kind: 'confirmacao', subjectId: ids.appointment, occasion: '2026-12-02' }],
      sent: true,
    },
  };
  return key in samples ? samples[key] : {};
}

/**
 * Who may use a route's resources: the studio's team screens are its owner's, an invitation link is
 * the invited person's, the rest the artist's.
 */
const ownerOf = (url: string) =>
  url.startsWith('/api/team/') || url.startsWith('/api/studio/settlements')
    ? owner // a studio's settlements (repasse) are its owner's to mark and undo
    : url.startsWith('/api/invitations/')
      ? invitee
      : victim;

type Caller = { label: string; user: User | null };
const callers = (): Caller[] => [
  { label: 'signed out', user: null },
  { label: 'lone artist', user: loneArtist },
  { label: 'other studio owner', user: otherOwner },
  { label: 'same-studio artist', user: sameStudio },
  { label: 'studio owner', user: owner },
  { label: 'studio front desk', user: frontDesk },
  { label: 'removed artist', user: removedArtist },
  { label: 'victim artist', user: victim },
];

/**
 * Every row of every table that names a victim (their ids, their records' ids, the marker in what
 * they typed), as one digest. Counters and sessions move on any request and are left out.
 */
let fingerprintSql = '';
async function prepareFingerprint() {
  const volatile = ['rate_limits', 'auth_sessions', 'auth_verifications', 'change_events'];
  const tables = await q(
    `SELECT quote_ident(table_name) AS t FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND NOT (table_name = ANY($1))`,
    [volatile],
  );
  const parts = tables.rows.map(
    (r) =>
      `SELECT '${r.t}' AS t, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h FROM ${r.t} x WHERE x::text ~* $1`,
  );
  fingerprintSql = parts.join(' UNION ALL ');
}
const victimPattern = () =>
  [MARKER, owner.id, victim.id, ...Object.values(ids)]
    .map((s) => s.replace(/[^A-Za-z0-9]/g, (c) => `\\${c}`))
    .join('|');
async function fingerprint(): Promise<Map<string, string>> {
  const res = await q(fingerprintSql, [victimPattern()]);
  return new Map(res.rows.map((r) => [r.t, r.h]));
}
const changedTables = (a: Map<string, string>, b: Map<string, string>) =>
  [...a].filter(([t, h]) => b.get(t) !== h).map(([t]) => t);

const leaks = (res: AgentResponse) => {
  const text = res.raw.toString('latin1').toLowerCase();
  return [MARKER, ...PHONES].filter((m) => text.includes(m));
};
const snippet = (res: AgentResponse) => `${res.status} ${res.raw.toString('utf8').slice(0, 160)}`;

beforeAll(async () => {
  server = await startTestServer({ clock: () => now, rateLimitScale: 1000, mailEveryMs: 0 });
  owner = await signedInUser(server.app, server.db, { plan: 'estudio', studioName: 'Estúdio Vítima' });
  victim = await studioArtist(server.app, owner, { name: 'Vera Artista' });
  sameStudio = await studioArtist(server.app, owner, { name: 'Mauro Colega' });
  loneArtist = await signedInUser(server.app, server.db, { name: 'Alan Avulso' });
  otherOwner = await signedInUser(server.app, server.db, { plan: 'estudio', studioName: 'Outro Estúdio' });
  frontDesk = await studioArtist(server.app, owner, { name: 'Rute Recepção', role: 'recepcao' });
  removedArtist = await studioArtist(server.app, owner, { name: 'Rui Saiu' });
  const team = await ok(owner.agent.get('/api/team/members'), 'members');
  const removed = team.find((m: { userId: string }) => m.userId === removedArtist.id);
  await ok(owner.agent.del(`/api/team/members/${removed.id}`), 'remove member');

  // The owner: reads the artists' records (so the team record routes have a legitimate reader), and a
  // pending invitation.
  await ok(
    owner.agent.put('/api/record-settings', {
      requireConsent: false,
      ownerReadsRecords: true,
      retentionYears: 5,
    }),
    'record settings',
  );
  const invitation = await ok(
    owner.agent.post('/api/team/invitations', { email: `convite.${MARKER}@tinta.test` }),
    'invitation',
  );
  ids.invitation = invitation.id;
  ids.invitationToken = invitation.token;
  const members = await ok(owner.agent.get('/api/team/members'), 'members');
  ids.member = members.find((m: { email: string }) => m.email === victim.email)?.id;
  invitee = await signedInUser(server.app, server.db, { email: `convite.${MARKER}@tinta.test`, plan: null });

  // The victim artist's whole practice, every text carrying the marker.
  const v = victim.agent;
  ids.client = (
    await ok(
      v.post('/api/clients', {
        name: 'Zqxvitima Cliente',
        phone: '(11) 98877-6655',
        document: '123.456.789-09',
        birthDate: '1990-01-01',
        notes: 'Zqxvitima alergia',
      }),
      'client',
    )
  ).id;
  const appointment = (date: string, title: string) =>
    ok(
      v.post('/api/appointments', {
        clientId: ids.client,
        title,
        date,
        time: '14:00',
        agreedValueCents: 60_000,
        notes: 'Zqxvitima nota',
      }),
      'appointment',
    );
  ids.appointment = (await appointment('2026-12-02', 'Zqxvitima sessão')).id;
  await ok(
    v.post(`/api/appointments/${ids.appointment}/deposit`, { amountCents: 10_000, method: 'pix' }),
    'deposit',
  );
  ids.finished = (await appointment('2026-11-20', 'Zqxvitima fechamento')).id;
  await ok(
    v.post(`/api/appointments/${ids.finished}/finalize`, {
      amountCents: 60_000,
      method: 'pix',
      date: '2026-11-20',
    }),
    'finalize',
  );
  const payments = await ok(v.get('/api/payments'), 'payments');
  ids.payment = payments.items.find((p: { appointmentId: string }) => p.appointmentId === ids.finished).id;
  // October's work, settled by the owner (repasse): a settlement of the victim's, apart from the
  // payments the routes below edit.
  const october = (await appointment('2026-10-15', 'Zqxvitima outubro')).id;
  await ok(
    v.post(`/api/appointments/${october}/finalize`, {
      amountCents: 30_000,
      method: 'pix',
      date: '2026-10-15',
    }),
    'finalize october',
  );
  ids.settlement = (
    await ok(
      owner.agent.post('/api/studio/settlements', {
        artistId: victim.id,
        period: 'mes',
        startDate: '2026-10-01',
        method: 'pix',
        paidOn: '2026-11-02',
      }),
      'settlement',
    )
  ).id;
  ids.expense = (
    await ok(
      v.post('/api/expenses', {
        description: 'Zqxvitima agulhas',
        amountCents: 8000,
        category: 'agulhas',
        paymentMethod: 'pix',
        date: '2026-11-20',
      }),
      'expense',
    )
  ).id;
  ids.otherIncome = (
    await ok(
      v.post('/api/other-incomes', {
        description: 'Zqxvitima pomada',
        amountCents: 4000,
        method: 'pix',
        date: '2026-11-20',
      }),
      'other income',
    )
  ).id;
  ids.task = (
    await ok(
      v.post('/api/tasks', {
        title: 'Zqxvitima tarefa',
        priority: 'alta',
        date: '2026-11-30',
        clientId: ids.client,
      }),
      'task',
    )
  ).id;
  const notification = await q(
    `INSERT INTO notifications (user_id, type, title, message, scheduled_for, status, sent_at)
     VALUES ($1, 'reminder_1h', 'Lembrete', 'Zqxvitima às 14:00', now(), 'sent', now()) RETURNING id`,
    [victim.id],
  );
  ids.notification = notification.rows[0].id;
  ids.inkLot = (
    await ok(
      v.post('/api/inks', {
        product: 'Preto do estúdio',
        manufacturer: 'Electric Ink',
        lot: 'ZQ-01',
        expiresOn: '2027-06-01',
      }),
      'ink lot',
    )
  ).id;
  await ok(
    v.put(`/api/appointments/${ids.finished}/session-record`, {
      bodySite: 'Braço',
      description: 'Zqxvitima descrição',
      inkLotIds: [ids.inkLot],
      adverseReactions: 'Zqxvitima reação',
    }),
    'session record',
  );
  await ok(
    v.post(`/api/clients/${ids.client}/anamneses`, {
      answers,
      notes: 'Zqxvitima saúde',
      healthConsent: true,
    }),
    'anamnesis',
  );
  const link = await ok(v.post(`/api/clients/${ids.client}/anamnesis-link`), 'anamnesis link');
  ids.anamnesisToken = link.path.split('/').pop();
  const settings = await ok(v.get('/api/record-settings'), 'record settings');
  if (settings.text?.id) ids.consentText = settings.text.id;
  ids.consent = (
    await ok(
      v.post(`/api/clients/${ids.client}/consents`, {
        appointmentId: ids.appointment,
        textId: settings.text?.id ?? null,
        signerName: 'Zqxvitima Cliente',
        signerDocument: 'RG 11.222.333',
        signerBirthDate: '1990-01-01',
        signature: signaturePng(1),
      }),
      'consent',
    )
  ).id;

  // Her booking page, a request with a reference image, accepted with a deposit asked by Pix.
  ids.slug = `vera-${randomBytes(3).toString('hex')}`;
  const hours = [{ start: '10:00', end: '19:00' }];
  await ok(
    v.put('/api/booking/settings', {
      enabled: true,
      slug: ids.slug,
      bio: '',
      weekly: [hours, hours, hours, hours, hours, hours, hours],
      sessionLengths: [120],
      minNoticeHours: 0,
      horizonDays: 20,
      daysOff: [],
      pixKeyType: 'email',
      pixKey: 'vera@exemplo.com.br',
      pixName: 'Vera Artista',
      pixCity: 'São Paulo',
      holdHours: 24,
    }),
    'booking settings',
  );
  const sent = await sendBookingRequest(
    server.app,
    ids.slug,
    {
      name: 'Zqxvitima Pedido',
      phone: '(11) 97766-5544',
      instagram: '',
      idea: 'Zqxvitima ideia de tatuagem',
      placement: 'Antebraço',
      size: '10 cm',
      length: 120,
      slots: [{ day: '2026-11-27', time: '10:00' }],
      consent: true,
    },
    { images: [png()] },
  );
  if (sent.status !== 201) throw new Error(`booking request: ${sent.status} ${JSON.stringify(sent.body)}`);
  ids.requestToken = sent.body.token!;
  const inbox = await ok(v.get('/api/booking/requests'), 'inbox');
  ids.bookingRequest = inbox.items[0].id;
  ids.image = inbox.items[0].imageIds[0];
  await ok(
    v.post(`/api/booking/requests/${ids.bookingRequest}/accept`, {
      date: '2026-11-27',
      time: '10:00',
      durationMinutes: 120,
      title: 'Zqxvitima pedido aceito',
      valueCents: 50_000,
      depositCents: 10_000,
      holdHours: 24,
    }),
    'accept',
  );
  // 'Já paguei' with the receipt, from the client's link (the receipt route has one to serve).
  const claim = multipart({}, [{ bytes: png() }]);
  const claimed = await server.app.inject({
    method: 'POST',
    url: `/api/public/booking/${ids.slug}/requests/${ids.requestToken}/paid`,
    remoteAddress: '10.77.0.2',
    headers: { 'content-type': claim.contentType, origin: TEST_ORIGIN },
    payload: claim.payload,
  });
  if (claimed.statusCode !== 204) throw new Error(`deposit claim: ${claimed.statusCode} ${claimed.body}`);
  const feed = await ok(v.post('/api/calendar-feed'), 'calendar feed');
  ids.feedFile = feed.path.split('/').pop();
  for (const [k, val] of Object.entries(ids)) if (!val) throw new Error(`setup left ${k} empty`);
  await prepareFingerprint();
}, 120_000);
afterAll(async () => {
  await server?.close();
});

async function freshClient(): Promise<string> {
  return (await ok(victim.agent.post('/api/clients', { name: 'Zqxvitima Outra' }), 'client')).id;
}

/** Every way to fill a route's params with the victim's resources (an unnamed kind: each kind). */
function victimPaths(url: string): string[] {
  let paths: Record<string, string>[] = [{}];
  for (const param of pathParams(url)) {
    const kind = param === '*' ? 'auth' : resourceOf(url, param);
    const values =
      param === '*' ? ['get-session'] : kind && ids[kind] ? [ids[kind]] : [...new Set(Object.values(ids))];
    paths = paths.flatMap((p) => values.map((value) => ({ ...p, [param]: value })));
  }
  return paths.map((p) => fillPath(url, p));
}
/** The same route aimed at ids and tokens nobody owns. */
const missingPath = (url: string) =>
  fillPath(
    url,
    Object.fromEntries(pathParams(url).map((p) => [p, p === '*' ? 'get-session' : randomUUID()])),
  );
const guessedPath = (url: string) =>
  fillPath(
    url,
    Object.fromEntries(
      pathParams(url).map((p) => [p, p === '*' ? 'get-session' : randomBytes(16).toString('base64url')]),
    ),
  );

describe('authorization matrix over every route of the running app', () => {
  it('refuses everyone but the owner, leaks nothing, changes nothing; every route is covered', async () => {
    const routes = callableRoutes(server.routes);
    expect(routes.length).toBeGreaterThan(80);
    const problems: string[] = [];
    const uncovered: string[] = [];
    let calls = 0;
    const ownerProof: { key: string; method: Method; url: string; paths: string[] }[] = [];

    // Public routes: explicitly listed; signed out with guessed tokens they answer no one's data.
    for (const route of routes.filter((r) => routeKey(r) in PUBLIC)) {
      const anonymous = new Agent(server.app, `10.66.${calls % 200}.${(calls >> 8) % 200}`);
      const before = await fingerprint();
      const res = await anonymous.request(
        route.method,
        guessedPath(route.url),
        route.method === 'GET' ? undefined : {},
      );
      calls++;
      const after = await fingerprint();
      if (res.status >= 500) problems.push(`public ${routeKey(route)} → ${snippet(res)}`);
      if (leaks(res).length)
        problems.push(`public ${routeKey(route)} with a guessed token leaked ${leaks(res)}`);
      const changed = changedTables(before, after);
      if (changed.length) problems.push(`public ${routeKey(route)} changed the victim's ${changed}`);
    }

    for (const route of routes.filter((r) => !(routeKey(r) in PUBLIC))) {
      const key = routeKey(route);
      const target = ownerOf(route.url);
      const hasParams = pathParams(route.url).length > 0;
      const body = route.method === 'GET' ? undefined : sampleBody(key);
      const bodyNamesIds = /"[0-9a-f]{8}-[0-9a-f]{4}-/.test(JSON.stringify(body ?? null));
      const named = QUERY_NAMED[key];
      const paths = hasParams
        ? victimPaths(route.url)
        : named
          ? [`${route.url}?${named.query()}`]
          : [route.url];

      const shared = pathParams(route.url).some((p) => resourceOf(route.url, p)! in STUDIO_SHARED);
      for (const caller of callers().filter((c) => c.user !== target)) {
        if (caller.user && STREAMS.has(key)) continue;
        if (shared && (caller.user === sameStudio || caller.user === owner)) continue;
        if (STUDIO_AGENDA.has(key) && (caller.user === owner || caller.user === frontDesk)) continue;
        if (STUDIO_CLIENTS.has(key) && [owner, frontDesk, sameStudio].includes(caller.user!)) continue;
        if (named?.readers().includes(caller.user!)) continue;
        // Signed in, a route that names nothing of anyone's can only act on the caller's own rows:
        // only its reads are checked for the victim's data (writes would just add the caller's own).
        if (caller.user && !hasParams && route.method !== 'GET' && !bodyNamesIds) continue;
        for (const path of paths) {
          const agent = caller.user ? caller.user.agent : new Agent(server.app, '10.65.0.1');
          const before = await fingerprint();
          const res = await agent.request(route.method, path, body);
          calls++;
          const after = await fingerprint();
          const where = `${caller.label}: ${route.method} ${path}`;
          const leaked = leaks(res);
          if (leaked.length) problems.push(`${where} leaked ${leaked.join(', ')} (${snippet(res)})`);
          const changed = changedTables(before, after);
          if (changed.length) problems.push(`${where} changed the victim's rows in ${changed.join(', ')}`);
          if (res.status >= 500) problems.push(`${where} → ${snippet(res)}`);
          const refusedAsNeeded =
            !caller.user || hasParams || !!named || (bodyNamesIds && route.method !== 'GET');
          if (!refusedAsNeeded) continue;
          if (!caller.user && res.status !== 401)
            uncovered.push(
              `${key} answers signed out with ${snippet(res)}: classify it in PUBLIC with the reason, or put it behind sign-in`,
            );
          else if (caller.user && (hasParams || named) && !DENIED.has(res.status)) {
            if (!SAME_AS_MISSING.has(key)) problems.push(`${where} → ${snippet(res)}`);
            else {
              const missing = await agent.request(route.method, missingPath(route.url), body);
              if (missing.status !== res.status || missing.raw.toString() !== res.raw.toString())
                problems.push(`${where} → ${snippet(res)}, unlike a missing id (${snippet(missing)})`);
            }
          } else if (caller.user && !hasParams && !(res.status >= 400 && res.status < 500))
            problems.push(`${where} with the victim's ids in its body → ${snippet(res)}`);
        }
      }
      if (hasParams || bodyNamesIds || named)
        ownerProof.push({ key, method: route.method, url: route.url, paths });
    }

    // The owner reaches every one of them: the ids above were the right ones, so the refusals were
    // about who asked. Reads first; the invitee accepts before the owner cancels or resends (which
    // replaces the link); deletions and erasure last (they end the rows).
    const destroys = (p: { method: Method; url: string }) => p.method === 'DELETE' || /\/erase$/.test(p.url);
    const order = (p: { method: Method; url: string }) =>
      p.method === 'GET' ? 0 : ownerOf(p.url) === invitee ? 1 : destroys(p) ? 3 : 2;
    ownerProof.sort((a, b) => order(a) - order(b));
    for (const proof of ownerProof) {
      if (STREAMS.has(proof.key)) continue;
      const agent = ownerOf(proof.url).agent;
      const body = proof.method === 'GET' ? undefined : sampleBody(proof.key);
      // Erasing and deleting a client both end it: each destructive proof gets a client of its own.
      const paths = destroys(proof)
        ? await Promise.all(proof.paths.map(async (p) => p.replaceAll(ids.client!, await freshClient())))
        : proof.paths;
      const answers = [];
      for (const path of paths) answers.push(await agent.request(proof.method, path, body));
      const reached = answers.some((res) =>
        proof.method === 'GET' ? res.status < 300 : !DENIED.has(res.status) && res.status !== 400,
      );
      for (const res of answers)
        if (res.status >= 500) problems.push(`its owner: ${proof.method} ${proof.key} → ${snippet(res)}`);
      if (!reached)
        uncovered.push(
          `${proof.key}: its owner gets ${answers.map(snippet).join(' / ')} — give the test a resource ` +
            'for its params (tests/helpers/routes.ts) or a valid body (sampleBody)',
        );
    }

    // One line per route and kind of failure is enough to act on.
    const once = (list: string[]) => [
      ...new Map(list.map((p) => [p.replace(/\/[^ /]*[0-9a-f]{8}[^ /]*|[0-9a-f-]{36}/g, '/…'), p])).values(),
    ];
    console.info(`authorization matrix: ${routes.length} routes, ${calls} refused-or-checked calls`);
    expect({ uncovered: once(uncovered), problems: once(problems) }).toEqual({ uncovered: [], problems: [] });
  }, 300_000);
});
