// The crash test's account half (issue 24): the multi-row writes of who someone is and how they
// work — a plan chosen (Estúdio: organization, profile and owner membership together), a studio
// opened from Básico, an invitation accepted while signed in (invitation, profile, membership,
// percentage), a consent text saved as a new version, the message templates saved all at once,
// the calendar feed link rotated — driven while the server is SIGKILLed, then checked in SQL.
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { hashFeedToken } from '../../src/server/domain/calendar-feed/feed-token';
import { messageKinds } from '../../src/shared/message-templates';
import type { Caller, CrashContext } from './crash-writes';

type Known = 'yes' | 'no' | 'unknown';
type Reply = { status: number; body: any };
const ok = (s: number) => s >= 200 && s < 300;
const pick = <T>(xs: T[]): T => xs[Math.floor(Math.random() * xs.length)]!;
const settle = <S>(r: Reply, old: S | 'unknown', done: S): S | 'unknown' =>
  ok(r.status) ? done : r.status === 0 ? 'unknown' : old;
const PASSWORD = 'recem-chegada-2026';

export interface AccountContext extends CrashContext {
  /** A new person with her own cookies. */
  person(email: string, password: string): Caller;
}

// ---- what was acknowledged ----
type Plan = 'basico' | 'estudio' | 'none';
/** Newcomers who chose a plan (and maybe opened a studio): e-mail -> the plan acknowledged last. */
const plans = new Map<string, Plan | 'unknown'>();
/** Newcomers invited to the studio who accepted while signed in: e-mail -> accepted? */
const accepted = new Map<string, Known>();
/** Consent texts saved: id -> body. */
const consentTexts = new Map<string, string>();
/** Per person (by a label): the marker of her last acknowledged templates save, and her feed token. */
const templates = new Map<string, string | 'unknown'>();
const feeds = new Map<string, string | 'unknown'>();
const tally = { plans: 0, studios: 0, accepts: 0, texts: 0, templates: 0, feeds: 0 };

/** Someone new, signed up and signed in before the kills (a sign-up is slow: a kill would cut most). */
export interface Newcomer {
  p: Caller;
  email: string;
  invited: boolean;
}

/** `n` new accounts, no plan yet; the first half will be invited to the studio. */
export async function prepareNewcomers(ctx: AccountContext, n: number): Promise<Newcomer[]> {
  const one = async (i: number): Promise<Newcomer> => {
    const invited = i < n / 2;
    const email = `${invited ? 'aceita' : 'nova'}.${randomBytes(4).toString('hex')}@tinta.test`;
    const p = ctx.person(email, PASSWORD);
    const made = await p.call('POST', '/api/auth/sign-up/email', {
      name: 'Recém-chegada',
      email,
      password: PASSWORD,
    });
    if (!ok(made.status)) throw new Error(`sign-up ${made.status} ${JSON.stringify(made.body)}`);
    await ctx.sql.query('UPDATE profiles SET email_verified = true WHERE email = $1', [email]);
    const inside = await p.call('POST', '/api/auth/sign-in/email', { email, password: PASSWORD });
    if (!ok(inside.status)) throw new Error(`sign-in ${inside.status} ${JSON.stringify(inside.body)}`);
    plans.set(email, 'none');
    return { p, email, invited };
  };
  const all: Newcomer[] = [];
  for (let i = 0; i < n; i += 4) all.push(...(await Promise.all([0, 1, 2, 3].map((j) => one(i + j)))));
  return all;
}

/**
 * A newcomer either chooses a plan (Básico, then perhaps opens a studio, or Estúdio straight
 * away) or, invited by the owner, accepts the invitation while signed in — sometimes after
 * choosing Básico first.
 */
export async function newcomerStep(ctx: AccountContext, owner: Caller, { p, email, invited }: Newcomer) {
  let token: string | undefined;
  if (invited) {
    // Checked whatever happens next: a cut invitation may still have been written.
    accepted.set(email, 'no');
    const inv = await ctx.attempt(owner, 'POST', '/api/team/invitations', { email, initialPercentage: 35 });
    if (!ok(inv.status)) return;
    const mail = await ctx.sql.query<{ text: string }>(
      'SELECT text FROM mail_outbox WHERE "to" = $1 ORDER BY created_at DESC LIMIT 1',
      [email],
    );
    token = mail.rows[0]?.text.match(/\/convite\/([A-Za-z0-9_-]+)/)?.[1];
    if (!token) return void ctx.violations.push(`invitation to ${email} acknowledged but no mail queued`);
  }
  if (!invited || Math.random() < 0.4) {
    // Invited, only Básico first: someone who already owns a studio cannot join another.
    const plan = invited ? 'basico' : pick(['basico', 'basico', 'estudio'] as const);
    const r = await ctx.attempt(
      p,
      'POST',
      '/api/me/plan',
      plan === 'estudio' ? { planType: plan, studioName: 'Estúdio Novo' } : { planType: plan },
    );
    plans.set(email, settle(r, 'none', plan));
    if (ok(r.status)) tally.plans++;
    if (!invited && plan === 'basico' && ok(r.status) && Math.random() < 0.7) {
      const o = await ctx.attempt(p, 'POST', '/api/me/studio', { studioName: 'Estúdio Aberto' });
      plans.set(email, settle(o, 'basico', 'estudio'));
      if (ok(o.status)) tally.studios++;
    }
  }
  if (!invited) return;
  const r = await ctx.attempt(p, 'POST', `/api/invitations/${token}/accept`);
  accepted.set(email, settle(r, accepted.get(email) ?? 'no', 'yes'));
  if (ok(r.status)) tally.accepts++;
}

/**
 * The settings a person saves in one go: her message templates (every kind and the address carry
 * one marker, so a half-saved set shows) and a new calendar feed link; the studio owner (`texts`)
 * also saves a new version of the consent text.
 */
export async function settingsStep(ctx: CrashContext, p: Caller, label: string, texts: boolean) {
  const roll = Math.random();
  if (texts && roll < 0.35) {
    const body = `Termo de consentimento ${randomBytes(4).toString('hex')}: declaro que li e aceito os cuidados e riscos da tatuagem.`;
    const r = await ctx.attempt(p, 'POST', '/api/consent-texts', { body });
    if (ok(r.status)) {
      consentTexts.set(r.body.id, body);
      tally.texts++;
    }
  } else if (roll < 0.7) {
    const marker = `#${randomBytes(3).toString('hex')}`;
    const r = await ctx.attempt(p, 'PUT', '/api/message-templates', {
      templates: Object.fromEntries(messageKinds.map((k) => [k, `Olá {nome}, mensagem de ${k} ${marker}`])),
      address: `Rua da Queda, 10 ${marker}`,
    });
    templates.set(label, settle(r, templates.get(label) ?? 'unknown', marker));
    if (ok(r.status)) tally.templates++;
  } else {
    const r = await ctx.attempt(p, 'POST', '/api/calendar-feed');
    const token = ok(r.status) ? String(r.body?.path ?? '').match(/\/cal\/([A-Za-z0-9_-]+)\.ics/)?.[1] : null;
    if (ok(r.status) && !token) ctx.violations.push(`calendar feed rotated but answered ${r.body?.path}`);
    feeds.set(label, settle(r, feeds.get(label) ?? 'unknown', token ?? 'unknown'));
    if (ok(r.status)) tally.feeds++;
  }
}

// ---- the checks, in SQL, after the last restart ----
export async function checkAccounts(ctx: CrashContext) {
  const q = async <T extends pg.QueryResultRow>(text: string, params: unknown[] = []) =>
    (await ctx.sql.query<T>(text, params)).rows;
  const v = (s: string) => ctx.violations.push(s);

  // Every studio whole: its owner's profile points at it, with the owner's membership; one each.
  for (const r of await q<{ id: string }>(`
      SELECT o.id::text FROM organizations o JOIN profiles p ON p.id = o.owner_id
      WHERE p.organization_id IS DISTINCT FROM o.id OR p.plan_type IS DISTINCT FROM 'estudio'
        OR p.role IS DISTINCT FROM 'admin_master'
        OR NOT EXISTS (SELECT 1 FROM organization_members m WHERE m.organization_id = o.id
          AND m.user_id = o.owner_id AND m.role = 'admin_master')`))
    v(`studio ${r.id} half-written: its owner's profile or membership does not match`);
  for (const r of await q<{ owner: string; n: number }>(`
      SELECT owner_id AS owner, count(*)::int AS n FROM organizations GROUP BY owner_id HAVING count(*) > 1`))
    v(`${r.owner} owns ${r.n} studios`);
  for (const r of await q<{ id: string }>(`
      SELECT user_id AS id FROM organization_members GROUP BY user_id HAVING count(*) > 1`))
    v(`${r.id} is a member of more than one studio`);
  // A profile's plan and studio agree: Básico alone, Estúdio in a studio, no plan nowhere.
  for (const r of await q<{ email: string }>(`
      SELECT email FROM profiles p
      WHERE (p.plan_type = 'estudio' AND p.organization_id IS NULL)
         OR (p.plan_type IS DISTINCT FROM 'estudio' AND p.organization_id IS NOT NULL)
         OR (p.plan_type IS NULL AND p.role IS NOT NULL)
         OR (p.plan_type = 'basico' AND p.role IS DISTINCT FROM 'admin_master')`))
    v(`profile ${r.email}: plan, role and studio disagree`);
  // An artist of a studio got there by an invitation accepted — the same transaction.
  for (const r of await q<{ email: string }>(`
      SELECT p.email FROM profiles p WHERE p.role = 'artist' AND p.organization_id IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM invitations i WHERE lower(i.email) = lower(p.email)
        AND i.organization_id = p.organization_id AND i.status = 'accepted')`))
    v(`artist ${r.email} in a studio without an accepted invitation`);

  // Newcomers: the plan acknowledged last is the plan stored, with its studio when Estúdio.
  const people = new Map(
    (
      await q<{ email: string; plan: string | null; owned: number }>(
        `SELECT p.email, p.plan_type::text AS plan,
           (SELECT count(*)::int FROM organizations o WHERE o.owner_id = p.id) AS owned
         FROM profiles p WHERE p.email = ANY($1)`,
        [[...plans.keys()]],
      )
    ).map((r) => [r.email, r]),
  );
  for (const [email, plan] of plans) {
    const row = people.get(email);
    if (!row) {
      v(`account ${email} signed in but gone`);
      continue;
    }
    if (accepted.get(email) !== undefined) continue; // joined (or not) a studio: checked below
    if (plan === 'unknown') continue;
    if ((row.plan ?? 'none') !== plan) v(`plan of ${email} acknowledged ${plan}, stored ${row.plan}`);
    if (row.owned !== (plan === 'estudio' ? 1 : 0))
      v(`plan of ${email} acknowledged ${plan}, but owns ${row.owned} studios`);
  }

  // Invitations accepted while signed in: accepted means exactly one membership, the profile in
  // that studio as an artist, its initial percentage; not accepted means none of it.
  for (const [email, k] of accepted) {
    const [row] = await q<{
      status: string | null;
      in_studio: boolean | null;
      members: number;
      percentages: number;
    }>(
      `SELECT i.status::text,
         coalesce(p.organization_id = i.organization_id AND p.role = 'artist' AND p.plan_type = 'estudio', false) AS in_studio,
         (SELECT count(*)::int FROM organization_members m WHERE m.user_id = p.id) AS members,
         (SELECT count(*)::int FROM artist_percentages a WHERE a.user_id = p.id
           AND a.organization_id = i.organization_id AND a.percentage = 35) AS percentages
       FROM profiles p LEFT JOIN invitations i ON lower(i.email) = lower(p.email) WHERE p.email = $1`,
      [email],
    );
    if (!row) {
      v(`account of ${email} gone`);
      continue;
    }
    const joined = row.status === 'accepted';
    if (k === 'yes' && !joined) v(`acceptance of ${email} acknowledged but the invitation is ${row.status}`);
    if (joined && !(row.in_studio && row.members === 1 && row.percentages === 1))
      v(
        `accepted invitation of ${email} half-written: in studio ${row.in_studio}, ${row.members} memberships, ${row.percentages} percentages`,
      );
    if (!joined && (row.in_studio || row.members > 0))
      v(`invitation of ${email} ${row.status ?? 'never made'} but its account is in a studio`);
  }

  // Consent texts: each acknowledged version kept as saved; every scope numbered 1..n, each whole.
  const texts = new Map(
    (
      await q<{ id: string; body: string }>(
        'SELECT id::text, body FROM consent_texts WHERE id = ANY($1::uuid[])',
        [[...consentTexts.keys()]],
      )
    ).map((r) => [r.id, r.body]),
  );
  for (const [id, body] of consentTexts)
    if (texts.get(id) !== body)
      v(`consent text ${id} acknowledged but ${texts.has(id) ? 'changed' : 'lost'}`);
  for (const r of await q<{ scope: string; n: number; top: number }>(`
      SELECT coalesce(organization_id::text, user_id) AS scope, count(*)::int AS n, max(version) AS top
      FROM consent_texts GROUP BY 1 HAVING count(*) <> max(version) OR min(version) <> 1`))
    v(`consent texts of ${r.scope}: ${r.n} versions numbered up to ${r.top}`);
  for (const r of await q<{ id: string }>(`
      SELECT id::text FROM consent_texts
      WHERE body_hash <> encode(sha256(convert_to(body, 'UTF8')), 'hex') OR created_by IS NULL`))
    v(`consent text ${r.id} is not whole`);
  for (const r of await q<{ id: string }>(`
      SELECT c.id::text FROM consents c JOIN consent_texts t ON t.id = c.text_id WHERE c.text_hash <> t.body_hash`))
    v(`consent ${r.id} signed a text whose version changed`);

  // Message templates: every kind and the address from one save, the last acknowledged one.
  for (const r of await q<{ user_id: string }>(`
      SELECT s.user_id FROM message_settings s
      WHERE (SELECT count(*) FROM message_templates t WHERE t.user_id = s.user_id
        AND substring(t.body from '#[0-9a-f]{6}') = substring(s.address from '#[0-9a-f]{6}')) <> ${messageKinds.length}
      UNION SELECT DISTINCT t.user_id FROM message_templates t
      WHERE NOT EXISTS (SELECT 1 FROM message_settings s WHERE s.user_id = t.user_id)`))
    v(`message templates of ${r.user_id} half-saved`);
  for (const [label, marker] of templates) {
    if (marker === 'unknown') continue;
    const [row] = await q<{ n: number }>(
      'SELECT count(*)::int AS n FROM message_settings WHERE address LIKE $1',
      [`% ${marker}`],
    );
    if (row!.n !== 1) v(`templates of ${label} saved (${marker}, acknowledged) but not what is stored`);
  }

  // Calendar feeds: the link acknowledged last is the one that opens.
  for (const [label, token] of feeds) {
    if (token === 'unknown') continue;
    const [row] = await q<{ n: number }>(
      'SELECT count(*)::int AS n FROM calendar_feeds WHERE token_hash = $1',
      [hashFeedToken(token)],
    );
    if (row!.n !== 1)
      v(`calendar feed of ${label} rotated (acknowledged) but its link is not the stored one`);
  }
}

export const accountsSummary = () =>
  `${tally.plans} plans chosen, ${tally.studios} studios opened, ${tally.accepts} invitations accepted signed in, ` +
  `${tally.texts} consent texts, ${tally.templates} template saves, ${tally.feeds} feed rotations`;
