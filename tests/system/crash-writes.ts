// The crash test's second half (issue 24): every other multi-row write — booking requests (sent,
// accepted, proposed, declined, deleted), deposits (recorded, received, refunded), consents signed,
// questionnaires filled, session records saved, clients renamed / deleted / erased (LGPD), expenses,
// studio members removed, requests taken out of Spam, check-ins, settings (crash-accounts.ts) —
// driven while the server is SIGKILLed, then checked in SQL: what was acknowledged is there, and
// nothing is half-written.
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { hashRequestToken } from '../../src/server/domain/booking/request-token';
import { anamnesisQuestions } from '../../src/shared/schemas/anamnesis';
import { addDays, today } from '../../src/shared/time';
import { signaturePng } from '../helpers/signature';
import { settingsStep } from './crash-accounts';

export interface Caller {
  call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }>;
}
type Reply = { status: number; body: any };
export interface CrashContext {
  /** One request; status 0 when the kill cut it (outcome unknown). */
  attempt(p: Caller, method: string, path: string, body?: unknown): Promise<Reply>;
  /** A signed-out multipart POST (the public booking form). */
  postForm(path: string, form: FormData): Promise<Reply>;
  /** Someone signed out (a client following a link). */
  anonymous: Caller;
  sql: pg.Pool;
  violations: string[];
}

type Known = 'yes' | 'no' | 'unknown';
const ok = (s: number) => s >= 200 && s < 300;
const pick = <T>(xs: T[]): T => xs[Math.floor(Math.random() * xs.length)]!;
const takeOut = <T>(xs: T[]): T => xs.splice(Math.floor(Math.random() * xs.length), 1)[0]!;
/** After a reply: the state it set when acknowledged, unknown when cut, the old one when refused. */
const settle = <S>(r: Reply, old: S | 'unknown', done: S): S | 'unknown' =>
  ok(r.status) ? done : r.status === 0 ? 'unknown' : old;

const SIGNATURE = signaturePng(4);
const PNG = Buffer.from(SIGNATURE.split(',')[1]!, 'base64');
const ANSWERS = Object.fromEntries(anamnesisQuestions.map((q) => [q.key, { yes: false, detail: '' }]));

// ---- what was acknowledged ----
type RequestState = 'pendente' | 'proposto' | 'aceito' | 'recusado' | 'deleted';
const requestTokens = new Map<string, Known>(); // token -> created?
const requestStates = new Map<string, RequestState | 'unknown'>(); // request id -> last acknowledged
const depositsReceived = new Map<string, Known>(); // appointment id -> a deposit acknowledged
const clientNames = new Map<string, { name: string | 'unknown'; gone: Known; erased: Known }>();
const consentsSigned = new Map<string, string>(); // consent id -> client id
const anamnesesFilled = new Map<string, string>(); // anamnesis id -> client id
const recordsSaved = new Map<string, Known>(); // appointment id -> record with one ink
const expensesAcked = new Map<string, Known>(); // id -> exists?
const membersRemoved = new Map<string, Known>(); // user e-mail -> removed?
/** A client's health data by the last acknowledged write: filled (form or link) or withdrawn. */
const health = new Map<string, 'filled' | 'withdrawn' | 'unknown'>();
const tasksAcked = new Map<string, Known>(); // id -> exists?
const invitationsResent = new Map<string, string>(); // e-mail -> the token the answer carried
const invitationsCancelled = new Map<string, Known>(); // e-mail -> cancelled?
const notSpam = new Map<string, Known>(); // request id -> taken out of Spam?
const checkIns = new Map<string, boolean | 'unknown'>(); // appointment id -> 'Chegou' acknowledged
export const counts = { requests: 0, erasures: 0, depositMarks: 0 };

/** One artist's working state in this half. */
export interface ArtistDesk {
  /** Names her settings in the report. */
  label: string;
  slug?: string;
  inkLot?: string;
  clients: string[];
  tasks: string[];
  sessions: string[];
  expenses: string[];
  deposits: string[];
}
export const newDesk = (label: string): ArtistDesk => ({
  label,
  clients: [],
  tasks: [],
  sessions: [],
  expenses: [],
  deposits: [],
});

/**
 * Her booking page (open every day) and an ink lot, before the kills start. The page then takes a
 * busy day's requests, so what the same sender sends next lands in Spam ('Não é spam' has work).
 */
export async function prepareDesk(ctx: CrashContext, p: Caller, desk: ArtistDesk, slug: string | null) {
  const lot = await p.call('POST', '/api/inks', {
    product: 'Preto',
    manufacturer: 'Electric Ink',
    lot: 'CR-01',
    expiresOn: addDays(today(), 400),
  });
  if (!ok(lot.status)) throw new Error(`ink lot ${lot.status} ${JSON.stringify(lot.body)}`);
  desk.inkLot = lot.body.id;
  if (!slug) return;
  const hours = [{ start: '09:00', end: '21:00' }];
  const page = await p.call('PUT', '/api/booking/settings', {
    enabled: true,
    slug,
    weekly: Array.from({ length: 7 }, () => hours),
    sessionLengths: [60],
    minNoticeHours: 0,
    horizonDays: 60,
    daysOff: [],
    pixKeyType: 'email',
    pixKey: 'queda@exemplo.com.br',
    pixName: 'Artista Queda',
    pixCity: 'São Paulo',
    holdHours: 48,
  });
  if (!ok(page.status)) throw new Error(`booking page ${page.status} ${JSON.stringify(page.body)}`);
  desk.slug = slug;
  // 20: a page's normal daily volume (not scaled in tests); past it a repeat sender goes to Spam.
  for (let i = 0; i < 24; i += 4) await Promise.all([0, 1, 2, 3].map(() => sendRequest(ctx, slug)));
}

/** A client sends a request on the page (signed out, one reference image). */
async function sendRequest(ctx: CrashContext, slug: string) {
  const form = new FormData();
  const day = addDays(today(), 2 + Math.floor(Math.random() * 50));
  const time = `${String(9 + Math.floor(Math.random() * 11)).padStart(2, '0')}:00`;
  form.append(
    'data',
    JSON.stringify({
      name: `Pedido ${randomBytes(2).toString('hex')}`,
      phone: `(11) 9${String(10_000_000 + Math.floor(Math.random() * 89_999_999))}`,
      idea: 'Uma andorinha no pulso',
      placement: 'Pulso',
      size: '5 cm',
      length: 60,
      slots: [{ day, time }],
      consent: true,
    }),
  );
  form.append('images', new Blob([PNG], { type: 'image/png' }), 'ref.png');
  const r = await ctx.postForm(`/api/public/booking/${slug}/requests`, form);
  if (ok(r.status)) {
    requestTokens.set(r.body.token, 'yes');
    counts.requests++;
  }
}

/** The artist answers one request of her inbox: accept, propose, decline or delete. */
async function answerRequest(ctx: CrashContext, p: Caller) {
  const box = pick(['novos', 'novos', 'aceitos', 'spam']);
  const inbox = await ctx.attempt(p, 'GET', `/api/booking/requests?box=${box}`);
  const items: { id: string; status: string; preferredStarts: string[]; appointmentId: string | null }[] =
    inbox.body?.items ?? [];
  if (!ok(inbox.status) || items.length === 0) return;
  const item = pick(items);
  const state = requestStates.get(item.id) ?? (item.status as RequestState);
  const roll = Math.random();
  if (box === 'spam') {
    // 'Não é spam': back to Novos, answered like any other.
    const r = await ctx.attempt(p, 'POST', `/api/booking/requests/${item.id}/not-spam`);
    notSpam.set(item.id, r.status === 404 ? 'no' : settle(r, notSpam.get(item.id) ?? 'no', 'yes'));
    return;
  }
  if (item.status === 'aceito' && item.appointmentId) {
    // 'Marcar sinal recebido' on the session the request became.
    const r = await ctx.attempt(p, 'POST', `/api/appointments/${item.appointmentId}/deposit/received`);
    if (ok(r.status)) counts.depositMarks++;
    depositsReceived.set(
      item.appointmentId,
      settle(r, depositsReceived.get(item.appointmentId) ?? 'no', 'yes'),
    );
    return;
  }
  const start = item.preferredStarts[0] ?? `${addDays(today(), 3)}T10:00:00-03:00`;
  const [date, time] = [start.slice(0, 10), start.slice(11, 16)];
  if (roll < 0.4) {
    const r = await ctx.attempt(p, 'POST', `/api/booking/requests/${item.id}/accept`, {
      date,
      time,
      durationMinutes: 60,
      title: 'Andorinha',
      valueCents: 40_000,
      depositCents: 10_000,
      holdHours: 48,
    });
    requestStates.set(item.id, settle(r, state, 'aceito'));
  } else if (roll < 0.6) {
    const r = await ctx.attempt(p, 'POST', `/api/booking/requests/${item.id}/propose`, {
      date: addDays(date, 1),
      time,
      message: 'Pode ser no dia seguinte?',
    });
    requestStates.set(item.id, settle(r, state, 'proposto'));
  } else if (roll < 0.8) {
    const r = await ctx.attempt(p, 'POST', `/api/booking/requests/${item.id}/decline`, { message: '' });
    requestStates.set(item.id, settle(r, state, 'recusado'));
  } else {
    const r = await ctx.attempt(p, 'DELETE', `/api/booking/requests/${item.id}`);
    requestStates.set(item.id, r.status === 404 ? 'deleted' : settle(r, state, 'deleted'));
  }
}

/** Her own sessions: a deposit recorded, or given back once the session is cancelled. */
async function depositStep(ctx: CrashContext, p: Caller, desk: ArtistDesk) {
  if (desk.deposits.length > 0 && Math.random() < 0.4) {
    const id = pick(desk.deposits);
    await ctx.attempt(p, 'POST', `/api/appointments/${id}/cancel`);
    await ctx.attempt(p, 'POST', `/api/appointments/${id}/deposit/refund`, {});
    return;
  }
  const made = await ctx.attempt(p, 'POST', '/api/appointments', {
    clientName: `Sinal ${randomBytes(2).toString('hex')}`,
    title: 'Sessão com sinal',
    date: addDays(today(), 5 + Math.floor(Math.random() * 20)),
    time: '15:00',
    agreedValueCents: 60_000,
  });
  if (!ok(made.status)) return;
  desk.deposits.push(made.body.id);
  const r = await ctx.attempt(p, 'POST', `/api/appointments/${made.body.id}/deposit`, {
    amountCents: 15_000,
    method: 'pix',
  });
  depositsReceived.set(made.body.id, settle(r, 'no', 'yes'));
}

/** A client with the whole record, then one of: rename, consent, questionnaire, delete, erase. */
async function recordStep(ctx: CrashContext, p: Caller, desk: ArtistDesk) {
  const roll = Math.random();
  if (desk.clients.length < 2 || roll < 0.2) {
    const name = `Cliente ${randomBytes(3).toString('hex')}`;
    const c = await ctx.attempt(p, 'POST', '/api/clients', { name, phone: '(11) 98888-0000' });
    if (!ok(c.status)) return;
    clientNames.set(c.body.id, { name, gone: 'no', erased: 'no' });
    desk.clients.push(c.body.id);
    const s = await ctx.attempt(p, 'POST', '/api/appointments', {
      clientId: c.body.id,
      title: 'Sessão registrada',
      date: addDays(today(), -1 - Math.floor(Math.random() * 20)),
      time: '11:00',
      agreedValueCents: 30_000,
    });
    if (ok(s.status)) desk.sessions.push(s.body.id);
    return;
  }
  const clientId = pick(desk.clients);
  const client = clientNames.get(clientId)!;
  if (roll < 0.35) {
    const name = `Renomeada ${randomBytes(3).toString('hex')}`;
    const r = await ctx.attempt(p, 'PUT', `/api/clients/${clientId}`, { name, phone: '(11) 98888-0000' });
    client.name = settle(r, client.name, name);
  } else if (roll < 0.5) {
    const r = await ctx.attempt(p, 'POST', `/api/clients/${clientId}/consents`, {
      appointmentId: null,
      textId: null,
      signerName: 'Cliente Assinante',
      signerDocument: 'RG 12.345.678',
      signerBirthDate: '1990-05-05',
      signature: SIGNATURE,
    });
    if (ok(r.status)) consentsSigned.set(r.body.id, clientId);
  } else if (roll < 0.62) {
    const r = await ctx.attempt(p, 'POST', `/api/clients/${clientId}/anamneses`, {
      answers: ANSWERS,
      notes: '',
      healthConsent: true,
    });
    if (ok(r.status)) anamnesesFilled.set(r.body.id, clientId);
    health.set(clientId, settle(r, health.get(clientId) ?? 'unknown', 'filled'));
  } else if (roll < 0.68) {
    // The questionnaire sent as a link and filled by the client, signed out.
    const link = await ctx.attempt(p, 'POST', `/api/clients/${clientId}/anamnesis-link`);
    if (!ok(link.status)) return;
    const r = await ctx.attempt(ctx.anonymous, 'POST', `/api/public${link.body.path}`, {
      answers: ANSWERS,
      notes: '',
      healthConsent: true,
    });
    health.set(clientId, settle(r, health.get(clientId) ?? 'unknown', 'filled'));
  } else if (roll < 0.72) {
    const r = await ctx.attempt(p, 'POST', `/api/clients/${clientId}/health-consent/withdraw`);
    if (r.status === 0 || ok(r.status))
      for (const [id, c] of anamnesesFilled) if (c === clientId) anamnesesFilled.delete(id);
    health.set(clientId, settle(r, health.get(clientId) ?? 'unknown', 'withdrawn'));
  } else if (roll < 0.8 && desk.sessions.length > 0 && desk.inkLot) {
    const id = pick(desk.sessions);
    const r = await ctx.attempt(p, 'PUT', `/api/appointments/${id}/session-record`, {
      bodySite: 'Antebraço',
      description: 'Linhas finas',
      inkLotIds: [desk.inkLot],
    });
    recordsSaved.set(id, settle(r, recordsSaved.get(id) ?? 'no', 'yes'));
  } else if (roll < 0.9) {
    desk.clients.splice(desk.clients.indexOf(clientId), 1);
    const r = await ctx.attempt(p, 'POST', `/api/clients/${clientId}/erase`);
    client.erased = r.status === 404 ? client.erased : settle(r, client.erased, 'yes');
    if (ok(r.status)) counts.erasures++;
  } else {
    desk.clients.splice(desk.clients.indexOf(clientId), 1);
    const r = await ctx.attempt(p, 'DELETE', `/api/clients/${clientId}`);
    client.gone = r.status === 404 ? client.gone : settle(r, client.gone, 'yes');
  }
}

async function expenseStep(ctx: CrashContext, p: Caller, desk: ArtistDesk) {
  const body = {
    description: 'Agulhas',
    amountCents: (10 + Math.floor(Math.random() * 90)) * 100,
    category: pick(['agulhas', 'tintas', 'aluguel']),
    paymentMethod: 'pix',
    date: addDays(today(), -Math.floor(Math.random() * 60)),
  };
  const roll = Math.random();
  if (desk.expenses.length === 0 || roll < 0.5) {
    const r = await ctx.attempt(p, 'POST', '/api/expenses', body);
    if (ok(r.status)) {
      expensesAcked.set(r.body.id, 'yes');
      desk.expenses.push(r.body.id);
    }
  } else if (roll < 0.75) {
    await ctx.attempt(p, 'PUT', `/api/expenses/${pick(desk.expenses)}`, body);
  } else {
    const id = takeOut(desk.expenses);
    const r = await ctx.attempt(p, 'DELETE', `/api/expenses/${id}`);
    expensesAcked.set(id, ok(r.status) || r.status === 404 ? 'no' : r.status === 0 ? 'unknown' : 'yes');
  }
}

/** A task with a reminder (alta, dated), then edited or deleted: the reminder follows it. */
async function taskStep(ctx: CrashContext, p: Caller, desk: ArtistDesk) {
  const roll = Math.random();
  if (desk.tasks.length === 0 || roll < 0.4) {
    const r = await ctx.attempt(p, 'POST', '/api/tasks', {
      title: 'Ligar para o fornecedor',
      priority: 'alta',
      date: addDays(today(), 1 + Math.floor(Math.random() * 10)),
    });
    if (ok(r.status)) {
      tasksAcked.set(r.body.id, 'yes');
      desk.tasks.push(r.body.id);
    }
  } else if (roll < 0.7) {
    await ctx.attempt(p, 'PUT', `/api/tasks/${pick(desk.tasks)}`, {
      title: 'Ligar para o fornecedor (remarcado)',
      priority: pick(['alta', 'media']),
      date: addDays(today(), 2 + Math.floor(Math.random() * 10)),
    });
  } else {
    const id = takeOut(desk.tasks);
    const r = await ctx.attempt(p, 'DELETE', `/api/tasks/${id}`);
    tasksAcked.set(id, ok(r.status) || r.status === 404 ? 'no' : r.status === 0 ? 'unknown' : 'yes');
  }
}

/** The owner resends (a new link, mailed) or cancels an invitation not used yet. */
export async function invitationExtrasStep(ctx: CrashContext, owner: Caller) {
  const email = `reenvio.${randomBytes(3).toString('hex')}@tinta.test`;
  const created = await ctx.attempt(owner, 'POST', '/api/team/invitations', { email, initialPercentage: 30 });
  if (!ok(created.status)) return;
  if (Math.random() < 0.5) {
    const r = await ctx.attempt(owner, 'POST', `/api/team/invitations/${created.body.id}/resend`);
    if (ok(r.status)) invitationsResent.set(email, r.body.token);
  } else {
    const r = await ctx.attempt(owner, 'POST', `/api/team/invitations/${created.body.id}/cancel`);
    invitationsCancelled.set(email, settle(r, 'no', 'yes'));
  }
}

/** Whether the owner removed this artist (then her accepted invitation no longer makes her a member). */
export const removalOf = (email: string): Known => membersRemoved.get(email) ?? 'no';

/** 'Chegou' on one of her recorded sessions, or tapped again to undo it. */
async function checkInStep(ctx: CrashContext, p: Caller, desk: ArtistDesk) {
  if (desk.sessions.length === 0) return;
  const id = pick(desk.sessions);
  const isChecked = Math.random() < 0.6;
  const r = await ctx.attempt(p, 'POST', `/api/appointments/${id}/check-in`, { isChecked });
  checkIns.set(id, r.status === 404 ? isChecked : settle(r, checkIns.get(id) ?? 'unknown', isChecked));
}

/** One step of the other multi-row writes, for an artist (the one with a booking page also books). */
export async function moreWritesStep(ctx: CrashContext, p: Caller, desk: ArtistDesk) {
  const roll = Math.random();
  if (desk.slug && roll < 0.2) await sendRequest(ctx, desk.slug);
  else if (desk.slug && roll < 0.4) await answerRequest(ctx, p);
  else if (roll < 0.53) await depositStep(ctx, p, desk);
  else if (roll < 0.76) await recordStep(ctx, p, desk);
  else if (roll < 0.85) await expenseStep(ctx, p, desk);
  else if (roll < 0.91) await taskStep(ctx, p, desk);
  else if (roll < 0.95) await settingsStep(ctx, p, desk.label, false);
  else await checkInStep(ctx, p, desk);
}

/** The studio owner removes an artist who joined from an invitation. */
export async function removeMemberStep(ctx: CrashContext, owner: Caller, email: string) {
  const list = await ctx.attempt(owner, 'GET', '/api/team/members');
  const member = (list.body ?? []).find?.((m: { email: string }) => m.email === email);
  if (!member) return;
  const r = await ctx.attempt(owner, 'DELETE', `/api/team/members/${member.id}`);
  membersRemoved.set(email, settle(r, membersRemoved.get(email) ?? 'no', 'yes'));
}

// ---- the checks, in SQL, after the last restart ----
export async function checkMoreWrites(ctx: CrashContext) {
  const q = async <T extends pg.QueryResultRow>(text: string, params: unknown[] = []) =>
    (await ctx.sql.query<T>(text, params)).rows;
  const v = (s: string) => ctx.violations.push(s);

  // Booking requests: every acknowledged one is there, whole (its image, its notification unless
  // it went to Spam); every acknowledged answer stands.
  const hashes = [...requestTokens.keys()].map(hashRequestToken);
  const found = new Set(
    (
      await q<{ h: string }>('SELECT token_hash AS h FROM booking_requests WHERE token_hash = ANY($1)', [
        hashes,
      ])
    ).map((r) => r.h),
  );
  // Deleted by the artist or erased with a client: gone by an acknowledged (or cut) write, not lost.
  const mayBeGone =
    [...requestStates.values()].filter((s) => s === 'deleted' || s === 'unknown').length + counts.erasures;
  const lost = hashes.filter((h) => !found.has(h)).length;
  if (lost > mayBeGone) v(`${lost} acknowledged booking requests lost (at most ${mayBeGone} removed)`);
  for (const r of await q<{ id: string; images: number }>(`
      SELECT r.id::text, (SELECT count(*)::int FROM booking_request_images i WHERE i.request_id = r.id) AS images
      FROM booking_requests r`))
    if (r.images !== 1) v(`booking request ${r.id} has ${r.images} images, sent with 1`);
  // Taken out of Spam, a request is not announced again: the artist is looking at it.
  const unspammed = [...notSpam].filter(([, k]) => k !== 'no').map(([id]) => id);
  for (const r of await q<{ id: string }>(
    `SELECT r.id::text FROM booking_requests r WHERE NOT r.spam AND r.status = 'pendente'
     AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.related_id = r.id) AND r.id <> ALL($1::uuid[])`,
    [unspammed],
  ))
    v(`booking request ${r.id} without its notification`);
  for (const r of await q<{ id: string }>(`
      SELECT r.id::text FROM booking_requests r WHERE r.spam
      AND EXISTS (SELECT 1 FROM notifications n WHERE n.related_id = r.id)`))
    v(`booking request ${r.id} filed in Spam but announced`);
  for (const r of await q<{ id: string }>(
    'SELECT id::text FROM booking_requests WHERE spam AND id = ANY($1::uuid[])',
    [[...notSpam].filter(([, k]) => k === 'yes').map(([id]) => id)],
  ))
    v(`booking request ${r.id} taken out of Spam (acknowledged) but back in it`);
  // 'Chegou': the last acknowledged tap stands (each of these sessions is never cancelled).
  for (const r of await q<{ id: string; checked: boolean }>(
    'SELECT id::text, is_checked AS checked FROM appointments WHERE id = ANY($1::uuid[])',
    [[...checkIns.keys()]],
  )) {
    const want = checkIns.get(r.id);
    if (want !== 'unknown' && want !== r.checked)
      v(`check-in of ${r.id} acknowledged ${want}, stored ${r.checked}`);
  }
  for (const r of await q<{ id: string }>(`
      SELECT r.id::text FROM booking_requests r LEFT JOIN appointments a ON a.id = r.appointment_id
      WHERE r.status = 'aceito' AND a.id IS NULL`))
    v(`accepted booking request ${r.id} without its session`);
  const states = new Map(
    (
      await q<{ id: string; status: string }>(
        'SELECT id::text, status::text FROM booking_requests WHERE id = ANY($1::uuid[])',
        [[...requestStates.keys()]],
      )
    ).map((r) => [r.id, r.status]),
  );
  for (const [id, want] of requestStates) {
    if (want === 'unknown') continue;
    const have = states.get(id);
    if (want === 'deleted' && have) v(`deleted booking request ${id} is back (${have})`);
    // Erasure may have taken a request with its client's phone: absence is not a loss here.
    if (want !== 'deleted' && have && have !== want && have !== 'expirado')
      v(`booking request ${id} acknowledged ${want}, stored ${have}`);
  }

  // Deposits: the appointment's held deposit is its deposit payments, and every acknowledged one is there.
  for (const r of await q<{ id: string; held: number; paid: number }>(`
      SELECT a.id::text, a.deposit_cents AS held,
        coalesce((SELECT sum(p.amount_cents) FROM payments p WHERE p.appointment_id = a.id AND p.kind <> 'pagamento'), 0)::int AS paid
      FROM appointments a`))
    if (r.held !== r.paid)
      v(`appointment ${r.id} holds ${r.held} in deposits but its payments say ${r.paid}`);
  const withDeposit = new Set(
    (
      await q<{ id: string }>(
        `SELECT DISTINCT appointment_id::text AS id FROM payments WHERE kind = 'sinal' AND appointment_id = ANY($1::uuid[])`,
        [[...depositsReceived].filter(([, k]) => k === 'yes').map(([id]) => id)],
      )
    ).map((r) => r.id),
  );
  const existing = new Set(
    (
      await q<{ id: string }>('SELECT id::text FROM appointments WHERE id = ANY($1::uuid[])', [
        [...depositsReceived.keys()],
      ])
    ).map((r) => r.id),
  );
  for (const [id, k] of depositsReceived)
    if (k === 'yes' && existing.has(id) && !withDeposit.has(id)) v(`acknowledged deposit on ${id} lost`);

  // Clients: renamed, deleted and erased as acknowledged; sessions carry their client's name.
  const clientRows = new Map(
    (
      await q<{ id: string; name: string }>('SELECT id::text, name FROM clients WHERE id = ANY($1::uuid[])', [
        [...clientNames.keys()],
      ])
    ).map((r) => [r.id, r.name]),
  );
  for (const [id, c] of clientNames) {
    const name = clientRows.get(id);
    const ended = c.gone !== 'no' || c.erased !== 'no';
    if (c.gone === 'yes' && name !== undefined) v(`deleted client ${id} is back`);
    if (c.erased === 'yes' && name !== undefined) v(`erased client ${id} is back`);
    if (!ended && name === undefined) v(`client ${id} lost`);
    if (!ended && c.name !== 'unknown' && name !== undefined && name !== c.name)
      v(`client ${id} renamed to ${c.name} (acknowledged) but stored as ${name}`);
  }
  for (const r of await q<{ id: string }>(`
      SELECT a.id::text FROM appointments a JOIN clients c ON c.id = a.client_id WHERE a.client_name <> c.name`))
    v(`appointment ${r.id} does not carry its client's name`);
  for (const r of await q<{ id: string }>(`
      SELECT p.id::text FROM payments p JOIN appointments a ON a.id = p.appointment_id WHERE p.client_name <> a.client_name`))
    v(`payment ${r.id} does not carry its session's client name`);
  const erased = [...clientNames].filter(([, c]) => c.erased === 'yes').map(([id]) => id);
  const erasedNames = [...clientNames]
    .filter(([, c]) => c.erased === 'yes' && c.name !== 'unknown')
    .map(([, c]) => c.name);
  for (const [table, column] of [
    ['appointments', 'client_id'],
    ['consents', 'client_id'],
    ['anamneses', 'client_id'],
    ['tasks', 'client_id'],
  ])
    for (const r of await q<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${table} WHERE ${column} = ANY($1::uuid[])`,
      [erased],
    ))
      if (r.n > 0) v(`${r.n} ${table} rows still name an erased client`);
  for (const r of await q<{ n: number }>(
    `SELECT count(*)::int AS n FROM appointments WHERE client_name = ANY($1) OR notes = ANY($1)`,
    [erasedNames],
  ))
    if (r.n > 0) v(`${r.n} appointments still carry an erased client's name`);

  // Consents and questionnaires: there unless their client was erased or deleted.
  const gone = (clientId: string) =>
    clientNames.get(clientId)?.gone !== 'no' || clientNames.get(clientId)?.erased !== 'no';
  const consentRows = new Set(
    (
      await q<{ id: string }>('SELECT id::text FROM consents WHERE id = ANY($1::uuid[])', [
        [...consentsSigned.keys()],
      ])
    ).map((r) => r.id),
  );
  for (const [id, clientId] of consentsSigned)
    if (!consentRows.has(id) && !gone(clientId)) v(`acknowledged consent ${id} lost`);
  const anamnesisRows = new Set(
    (
      await q<{ id: string }>('SELECT id::text FROM anamneses WHERE id = ANY($1::uuid[])', [
        [...anamnesesFilled.keys()],
      ])
    ).map((r) => r.id),
  );
  for (const [id, clientId] of anamnesesFilled)
    if (!anamnesisRows.has(id) && !gone(clientId)) v(`acknowledged questionnaire ${id} lost`);

  // Health data: withdrawn leaves no questionnaire or open link; filled through a link is there.
  for (const [clientId, state] of health) {
    if (state === 'unknown' || gone(clientId)) continue;
    const [row] = await q<{ forms: number; links: number }>(
      `SELECT (SELECT count(*)::int FROM anamneses WHERE client_id = $1) AS forms,
              (SELECT count(*)::int FROM anamnesis_links WHERE client_id = $1 AND used_at IS NULL) AS links`,
      [clientId],
    );
    if (state === 'withdrawn' && (row!.forms > 0 || row!.links > 0))
      v(`health consent of ${clientId} withdrawn but ${row!.forms} questionnaires, ${row!.links} links kept`);
    if (state === 'filled' && row!.forms === 0) v(`questionnaire of ${clientId} acknowledged but lost`);
  }

  // Tasks edited and deleted (their reminders are checked with the others).
  const taskRows = new Set(
    (
      await q<{ id: string }>('SELECT id::text FROM tasks WHERE id = ANY($1::uuid[])', [
        [...tasksAcked.keys()],
      ])
    ).map((r) => r.id),
  );
  for (const [id, k] of tasksAcked) {
    if (k === 'yes' && !taskRows.has(id)) v(`task ${id} lost`);
    if (k === 'no' && taskRows.has(id)) v(`deleted task ${id} is back`);
  }

  // Invitations resent (the new link mailed) or cancelled, as acknowledged.
  for (const [email, token] of invitationsResent) {
    const [row] = await q<{ status: string; mailed: boolean }>(
      `SELECT i.status::text, EXISTS (SELECT 1 FROM mail_outbox m WHERE m."to" = i.email AND m.text LIKE $2) AS mailed
       FROM invitations i WHERE i.email = $1`,
      [email, `%${token}%`],
    );
    if (row?.status !== 'pending' || !row.mailed)
      v(
        `resent invitation to ${email}: ${row?.status ?? 'missing'}, new link mailed: ${row?.mailed ?? false}`,
      );
  }
  for (const [email, k] of invitationsCancelled) {
    if (k !== 'yes') continue;
    const [row] = await q<{ status: string }>('SELECT status::text FROM invitations WHERE email = $1', [
      email,
    ]);
    if (row?.status !== 'cancelled') v(`cancelled invitation to ${email} is ${row?.status ?? 'missing'}`);
  }

  // Session records: each acknowledged one with its one ink.
  for (const r of await q<{ id: string; inks: number | null }>(
    `SELECT a.id::text, (SELECT count(*)::int FROM session_record_inks i WHERE i.record_id = s.id) AS inks
     FROM appointments a LEFT JOIN session_records s ON s.appointment_id = a.id WHERE a.id = ANY($1::uuid[])`,
    [[...recordsSaved].filter(([, k]) => k === 'yes').map(([id]) => id)],
  ))
    if (r.inks !== 1)
      v(`session record of ${r.id} acknowledged with one ink, stored with ${r.inks ?? 'no record'}`);

  // Expenses and every rollup the screens read: equal to their rows.
  const expenseRows = new Set(
    (
      await q<{ id: string }>('SELECT id::text FROM expenses WHERE id = ANY($1::uuid[])', [
        [...expensesAcked.keys()],
      ])
    ).map((r) => r.id),
  );
  for (const [id, k] of expensesAcked) {
    if (k === 'yes' && !expenseRows.has(id)) v(`expense ${id} lost`);
    if (k === 'no' && expenseRows.has(id)) v(`deleted expense ${id} is back`);
  }
  for (const r of await q<{ user_id: string; what: string }>(`
      SELECT u.user_id, 'revenue' AS what FROM user_rollups u
        WHERE u.revenue_cents <> coalesce((SELECT sum(amount_cents) FROM payments p WHERE p.user_id = u.user_id), 0)
      UNION ALL SELECT u.user_id, 'expenses' FROM user_rollups u
        WHERE u.expenses_cents <> coalesce((SELECT sum(amount_cents) FROM expenses e WHERE e.user_id = u.user_id), 0)
      UNION ALL SELECT u.user_id, 'clients' FROM user_rollups u
        WHERE u.clients <> (SELECT count(*) FROM clients c WHERE c.user_id = u.user_id)
      UNION ALL SELECT m.user_id, 'expense month ' || m.month FROM expense_months m
        WHERE m.cents <> coalesce((SELECT sum(amount_cents) FROM expenses e WHERE e.user_id = m.user_id
          AND to_char(e.date, 'YYYY-MM') = m.month AND e.category = m.category), 0)
      UNION ALL SELECT m.user_id, 'revenue month ' || m.month FROM revenue_months m
        WHERE m.cents <> coalesce((SELECT sum(amount_cents) FROM payments p WHERE p.user_id = m.user_id
          AND to_char(p.date, 'YYYY-MM') = m.month), 0)`))
    v(`rollup '${r.what}' of ${r.user_id} differs from its rows`);

  // Studio members: removed as acknowledged; a profile's studio and its membership agree.
  for (const [email, k] of membersRemoved) {
    if (k !== 'yes') continue;
    const [row] = await q<{ org: string | null; member: boolean }>(
      `SELECT organization_id AS org, EXISTS (SELECT 1 FROM organization_members m WHERE m.user_id = p.id) AS member
       FROM profiles p WHERE email = $1`,
      [email],
    );
    if (row?.org || row?.member) v(`removal of ${email} acknowledged but still a member`);
  }
  for (const r of await q<{ id: string }>(`
      SELECT p.id FROM profiles p WHERE p.organization_id IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM organization_members m WHERE m.user_id = p.id AND m.organization_id = p.organization_id)`))
    v(`profile ${r.id} in a studio without its membership`);
  for (const r of await q<{ id: string }>(`
      SELECT m.id::text FROM organization_members m JOIN profiles p ON p.id = m.user_id
      WHERE p.organization_id IS DISTINCT FROM m.organization_id`))
    v(`membership ${r.id} whose profile is not in that studio`);
}

/** A line for the summary. */
export const moreWritesSummary = () =>
  `${counts.requests} booking requests, ${[...requestStates.values()].filter((s) => s !== 'unknown').length} answered, ` +
  `${[...notSpam.values()].filter((k) => k === 'yes').length} out of Spam, ${counts.depositMarks} deposits marked received, ` +
  `${[...checkIns.values()].filter((k) => k !== 'unknown').length} check-ins, ` +
  `${counts.erasures} erasures, ${consentsSigned.size} consents, ${anamnesesFilled.size} questionnaires, ` +
  `${[...recordsSaved.values()].filter((k) => k === 'yes').length} session records, ${expensesAcked.size} expenses, ` +
  `${[...membersRemoved.values()].filter((k) => k === 'yes').length} members removed, ` +
  `${tasksAcked.size} tasks, ${invitationsResent.size} resent and ${invitationsCancelled.size} cancelled invitations`;
