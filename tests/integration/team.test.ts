import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneRateLimits } from '../../src/server/auth/rate-limit';
import type { Invitation, IssuedInvitation, Member, StudioReport } from '../../src/shared/schemas/team';
import { Agent } from '../helpers/agent';
import { signedInUser, uniqueEmail } from '../helpers/factories';
import { seedFinished } from '../helpers/seed';
import { type SmtpCapture, startSmtpCapture } from '../helpers/smtp';
import { openEventStream } from '../helpers/sse';
import { startTestServer, type TestServer } from '../helpers/test-server';

const DAY = 24 * 3600 * 1000;
let now = new Date('2026-11-20T12:00:00-03:00');
let server: TestServer;
let smtp: SmtpCapture;
type User = Awaited<ReturnType<typeof signedInUser>>;
let owner: User;
const q = (text: string, params: unknown[] = []) => server.ctx.database.pool.query(text, params);

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ clock: () => now, smtpUrl: smtp.url });
  owner = await signedInUser(server.app, server.db, { plan: 'estudio', studioName: 'Estúdio Rosa Negra' });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

async function invite(email = uniqueEmail('tatuador'), body: object = {}) {
  const res = await owner.agent.post<IssuedInvitation>('/api/team/invitations', { email, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
/** Signs up from the invitation link in a fresh browser stand-in; the answer signs it in. */
async function signUpFrom(token: string, name = 'Tatuador Novo') {
  const agent = new Agent(server.app);
  const res = await agent.post(`/api/invitations/${token}/sign-up`, { name, password: 'segredo123' });
  return { agent, res };
}

describe('invitations', () => {
  it('creates a pending 7-day invitation with an unguessable token and mails the link', async () => {
    const email = uniqueEmail('convidada');
    const inv = await invite(email.toUpperCase());
    expect(inv).toMatchObject({ email, status: 'pending', initialPercentage: 50, acceptedAt: null });
    expect(inv.token).toMatch(/^[0-9a-f]{32}[0-9a-z]+$/);
    expect(Date.parse(inv.expiresAt) - now.getTime()).toBe(7 * DAY);
    // The subject is fixed (no owner-typed text); the studio is named in the body.
    const mail = await smtp.waitFor(email, /^Convite para um estúdio no Tinta$/);
    expect(mail.text).toContain('estúdio "Estúdio Rosa Negra"');
    expect(mail.text).toContain(`/convite/${inv.token}`);
    const list = (await owner.agent.get<Invitation[]>('/api/team/invitations')).body;
    expect(list[0]!.id).toBe(inv.id);
  });

  it('validates the e-mail and the percentage (0–100, default 50)', async () => {
    const bad = await owner.agent.post('/api/team/invitations', { email: 'não-é-email' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Email inválido');
    for (const initialPercentage of [-1, 100.5, 'x']) {
      const res = await owner.agent.post('/api/team/invitations', {
        email: uniqueEmail(),
        initialPercentage,
      });
      expect(res.body.message).toBe('O percentual deve estar entre 0 e 100');
    }
    expect((await invite(uniqueEmail(), { initialPercentage: 0 })).initialPercentage).toBe(0);
    expect((await invite(uniqueEmail(), { initialPercentage: 100 })).initialPercentage).toBe(100);
  });

  it('shows only the studio name and the address to the public, nothing else', async () => {
    const inv = await invite();
    const res = await new Agent(server.app).get(`/api/invitations/${inv.token}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ organizationName: 'Estúdio Rosa Negra', email: inv.email });
    const unknown = await new Agent(server.app).get(`/api/invitations/${'0'.repeat(32)}abc`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Convite não encontrado');
    expect((await new Agent(server.app).get('/api/invitations/%27%20or%201=1')).status).toBe(404);
  });

  it('sign-up from the link: verified at once, signed in, artist of the studio on plan estudio, no second mail', async () => {
    const inv = await invite();
    await smtp.waitFor(inv.email, /Convite/);
    const { agent, res } = await signUpFrom(inv.token, 'Caio Traço');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ signedIn: true });
    const me = (await agent.get('/api/me')).body;
    expect(me).toMatchObject({ name: 'Caio Traço', email: inv.email, role: 'artist', planType: 'estudio' });
    expect(me.organization.name).toBe('Estúdio Rosa Negra');
    await expect(smtp.waitFor(inv.email, /Confirme/, 500)).rejects.toThrow();

    const list = (await owner.agent.get<Invitation[]>('/api/team/invitations')).body;
    expect(list.find((i) => i.id === inv.id)).toMatchObject({
      status: 'accepted',
      acceptedAt: now.toISOString(),
    });
    const members = (await owner.agent.get<Member[]>('/api/team/members')).body;
    expect(members.find((m) => m.email === inv.email)).toMatchObject({ role: 'artist', percentage: 50 });

    // The link is spent: opening or using it again is refused, and no second member appears.
    const again = await signUpFrom(inv.token);
    expect(again.res.status).toBe(409);
    expect(again.res.body.message).toBe('Este convite já foi utilizado ou cancelado');
    expect((await agent.post(`/api/invitations/${inv.token}/accept`)).status).toBe(409);
    const count = await q('SELECT count(*)::int AS n FROM organization_members WHERE user_id = $1', [me.id]);
    expect(count.rows[0].n).toBe(1);
  });

  it('invitation sign-up refuses a common password: no account, the link still works', async () => {
    const email = uniqueEmail('comum');
    const inv = await invite(email);
    const agent = new Agent(server.app);
    const weak = await agent.post(`/api/invitations/${inv.token}/sign-up`, {
      name: 'Caio',
      password: 'senha123',
    });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({
      code: 'PASSWORD_TOO_COMMON',
      fields: { password: 'Esta senha é muito comum. Escolha outra.' },
    });
    const accounts = await q('SELECT count(*)::int AS n FROM profiles WHERE lower(email) = $1', [email]);
    expect(accounts.rows[0].n).toBe(0);
    expect((await signUpFrom(inv.token)).res.status).toBe(201);
  });

  it('a signed-in user with the invited address accepts directly; another address cannot', async () => {
    const email = uniqueEmail('existente');
    const invitee = await signedInUser(server.app, server.db, { email, plan: null });
    const stranger = await signedInUser(server.app, server.db, { plan: null });
    const inv = await invite(email);
    const wrong = await stranger.agent.post(`/api/invitations/${inv.token}/accept`);
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe('Este convite foi enviado para outro email');
    expect((await stranger.agent.get('/api/me')).body.organizationId).toBeNull();

    const signUp = await signUpFrom(inv.token);
    expect(signUp.res.body.message).toBe('Este email já está cadastrado');

    expect((await invitee.agent.post(`/api/invitations/${inv.token}/accept`)).status).toBe(204);
    expect((await invitee.agent.get('/api/me')).body).toMatchObject({ role: 'artist', planType: 'estudio' });
  });

  it('someone already in a studio cannot join another', async () => {
    const email = uniqueEmail('dono');
    const otherOwner = await signedInUser(server.app, server.db, {
      email,
      plan: 'estudio',
      studioName: 'Outro',
    });
    const inv = await invite(email);
    const res = await otherOwner.agent.post(`/api/invitations/${inv.token}/accept`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Você já faz parte de um estúdio');
  });

  it('a concurrent race for one link makes exactly one member', async () => {
    const email = uniqueEmail('corrida');
    const invitee = await signedInUser(server.app, server.db, { email, plan: null });
    const inv = await invite(email);
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => invitee.agent.post(`/api/invitations/${inv.token}/accept`)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([204, 409, 409, 409]);
    const count = await q('SELECT count(*)::int AS n FROM organization_members WHERE user_id = $1', [
      invitee.id,
    ]);
    expect(count.rows[0].n).toBe(1);
    const pct = await q('SELECT count(*)::int AS n FROM artist_percentages WHERE user_id = $1', [invitee.id]);
    expect(pct.rows[0].n).toBe(1);
  });

  it('expires after 7 days (injected clock): refused, marked expired, listed as expired', async () => {
    const inv = await invite();
    now = new Date(now.getTime() + 7 * DAY + 1000);
    try {
      const res = await new Agent(server.app).get(`/api/invitations/${inv.token}`);
      expect(res.status).toBe(410);
      expect(res.body.message).toBe('Este convite expirou');
      expect((await signUpFrom(inv.token)).res.body.message).toBe('Este convite expirou');
      const stored = await q('SELECT status FROM invitations WHERE id = $1', [inv.id]);
      expect(stored.rows[0].status).toBe('expired');
      const listed = (await owner.agent.get<Invitation[]>('/api/team/invitations')).body;
      expect(listed.find((i) => i.id === inv.id)?.status).toBe('expired');

      // Resending revives it: new token, pending, 7 days from now; the old link stays dead.
      const resent = (await owner.agent.post<IssuedInvitation>(`/api/team/invitations/${inv.id}/resend`))
        .body;
      expect(resent.token).not.toBe(inv.token);
      expect(resent.status).toBe('pending');
      expect(Date.parse(resent.expiresAt) - now.getTime()).toBe(7 * DAY);
      expect((await new Agent(server.app).get(`/api/invitations/${inv.token}`)).status).toBe(404);
      expect((await new Agent(server.app).get(`/api/invitations/${resent.token}`)).status).toBe(200);
    } finally {
      now = new Date('2026-11-20T12:00:00-03:00');
    }
  });

  it("cancel: the link dies; cancelling twice is refused; an accepted one can't be resent", async () => {
    const inv = await invite();
    const res = await owner.agent.post<Invitation>(`/api/team/invitations/${inv.id}/cancel`);
    expect(res.body.status).toBe('cancelled');
    const look = await new Agent(server.app).get(`/api/invitations/${inv.token}`);
    expect(look.status).toBe(409);
    expect(look.body.message).toBe('Este convite já foi utilizado ou cancelado');
    expect((await owner.agent.post(`/api/team/invitations/${inv.id}/cancel`)).status).toBe(409);

    const used = await invite();
    await signUpFrom(used.token);
    expect((await owner.agent.post(`/api/team/invitations/${used.id}/resend`)).status).toBe(409);
  });
});

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
/** Waits until `count` mails reached `address` (envelope), then a little more to be sure no extra one follows. */
async function expectMailsTo(capture: SmtpCapture, address: string, count: number) {
  const sent = () => capture.mails.filter((m) => m.rcpt.includes(address)).length;
  const deadline = Date.now() + 5000;
  while (sent() < count && Date.now() < deadline) await new Promise((ok) => setTimeout(ok, 50));
  await new Promise((ok) => setTimeout(ok, 400));
  expect(sent()).toBe(count);
}

describe('invitation tokens are stored hashed', () => {
  it('the database keeps only sha256 of the link; no list or later answer carries a token or its hash', async () => {
    const inv = await invite();
    expect(inv.token).toMatch(/^[0-9a-f]{32}[0-9a-z]+$/);
    const stored = await q('SELECT * FROM invitations WHERE id = $1', [inv.id]);
    expect(stored.rows[0].token_hash).toBe(sha256(inv.token));
    expect(JSON.stringify(stored.rows[0])).not.toContain(inv.token);
    expect('token' in stored.rows[0]).toBe(false);

    const resent = (await owner.agent.post<IssuedInvitation>(`/api/team/invitations/${inv.id}/resend`)).body;
    const afterResend = await q('SELECT * FROM invitations WHERE id = $1', [inv.id]);
    expect(afterResend.rows[0].token_hash).toBe(sha256(resent.token));
    expect(JSON.stringify(afterResend.rows[0])).not.toContain(resent.token);

    const listRes = await owner.agent.get<Invitation[]>('/api/team/invitations');
    const listed = JSON.stringify(listRes.body);
    for (const secret of [inv.token, resent.token, sha256(inv.token), sha256(resent.token)])
      expect(listed).not.toContain(secret);
    expect(listRes.body.every((i) => !('token' in i) && !('tokenHash' in i))).toBe(true);
    const cancelled = (await owner.agent.post<Invitation>(`/api/team/invitations/${inv.id}/cancel`)).body;
    expect(Object.keys(cancelled)).not.toContain('token');

    // After sign-up the profile records the invitation by hash only, never a usable token.
    const other = await invite();
    const { res } = await signUpFrom(other.token);
    expect(res.status).toBe(201);
    const profile = await q('SELECT invitation_token FROM profiles WHERE email = $1', [other.email]);
    expect(profile.rows[0].invitation_token).toBe(sha256(other.token));
    const anywhere = await q(
      `SELECT count(*)::int AS n FROM invitations i, profiles p
        WHERE i.token_hash = $1 OR p.invitation_token = $1 OR p.invitation_token = $2`,
      [other.token, other.token],
    );
    expect(anywhere.rows[0].n).toBe(0);
  });

  it('a link sent before hashing (migration 0007 stored its sha256) still opens and signs up', async () => {
    const token = `${'ab12'.repeat(8)}legacy1`;
    const email = uniqueEmail('antigo');
    const org = await q('SELECT id FROM organizations WHERE owner_id = $1', [owner.id]);
    await q(
      `INSERT INTO invitations (organization_id, email, token_hash, invited_by, initial_percentage, status, expires_at)
       VALUES ($1, $2, encode(sha256(convert_to($3, 'UTF8')), 'hex'), $4, 40, 'pending', $5)`,
      [org.rows[0].id, email, token, owner.id, new Date(now.getTime() + DAY)],
    );
    const look = await new Agent(server.app).get(`/api/invitations/${token}`);
    expect(look.status).toBe(200);
    expect(look.body).toEqual({ organizationName: 'Estúdio Rosa Negra', email });
    const { agent, res } = await signUpFrom(token);
    expect(res.status).toBe(201);
    expect((await agent.get('/api/me')).body).toMatchObject({ email, role: 'artist', planType: 'estudio' });
  });
});

describe('invitation sign-up survives a crash and a double tap', () => {
  /**
   * What the old multi-step sign-up left when killed after its first step: the account made with
   * the invitation (verified), the invitation still pending, no member row. Migration 0007 turned
   * the raw token on the profile into its hash; both forms are tried.
   */
  async function crashState(hashed: boolean) {
    const inv = await invite(uniqueEmail('queda'));
    await server.ctx.auth.api.signUpEmail({
      body: { name: 'Quase Membro', email: inv.email, password: 'segredo123', invitationToken: inv.token },
    });
    await q(
      `UPDATE profiles SET email_verified = true,
         invitation_token = CASE WHEN $2 THEN encode(sha256(convert_to(invitation_token, 'UTF8')), 'hex')
                                 ELSE invitation_token END
        WHERE email = $1`,
      [inv.email, hashed],
    );
    const pending = await q('SELECT status FROM invitations WHERE id = $1', [inv.id]);
    expect(pending.rows[0].status).toBe('pending');
    return inv;
  }

  it.each([true, false])(
    'the same link and password finish the job: member, signed in, invitation accepted (hashed on profile: %s)',
    async (hashed) => {
      const inv = await crashState(hashed);
      const { agent, res } = await signUpFrom(inv.token);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toEqual({ signedIn: true });
      const me = (await agent.get('/api/me')).body;
      expect(me).toMatchObject({ email: inv.email, role: 'artist', planType: 'estudio' });
      expect(me.organization.name).toBe('Estúdio Rosa Negra');
      const stored = await q('SELECT status FROM invitations WHERE id = $1', [inv.id]);
      expect(stored.rows[0].status).toBe('accepted');
      const members = await q('SELECT count(*)::int AS n FROM organization_members WHERE user_id = $1', [
        me.id,
      ]);
      expect(members.rows[0].n).toBe(1);
      const profiles = await q('SELECT invitation_token FROM profiles WHERE email = $1', [inv.email]);
      expect(profiles.rows).toHaveLength(1);
      expect(profiles.rows[0].invitation_token).toBe(sha256(inv.token));
    },
  );

  it('a wrong password cannot take over the half-made account', async () => {
    const inv = await crashState(true);
    const res = await new Agent(server.app).post(`/api/invitations/${inv.token}/sign-up`, {
      name: 'Intruso',
      password: 'outra-senha',
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Este email já está cadastrado');
    const stored = await q('SELECT status FROM invitations WHERE id = $1', [inv.id]);
    expect(stored.rows[0].status).toBe('pending');
    const profile = await q('SELECT name, organization_id FROM profiles WHERE email = $1', [inv.email]);
    expect(profile.rows[0]).toEqual({ name: 'Quase Membro', organization_id: null });
  });

  it('a double (quadruple) submit of the sign-up makes exactly one account and one member', async () => {
    const inv = await invite();
    const results = await Promise.all([1, 2, 3, 4].map(() => signUpFrom(inv.token)));
    const statuses = results.map((r) => r.res.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
    for (const r of results.filter((r) => r.res.status === 409))
      expect(r.res.body.message).toBe('Este convite já foi utilizado ou cancelado');
    const profiles = await q('SELECT id FROM profiles WHERE email = $1', [inv.email]);
    expect(profiles.rows).toHaveLength(1);
    const userId = profiles.rows[0].id;
    const counts = await q(
      `SELECT (SELECT count(*)::int FROM organization_members WHERE user_id = $1) AS members,
              (SELECT count(*)::int FROM auth_accounts WHERE user_id = $1) AS accounts,
              (SELECT count(*)::int FROM artist_percentages WHERE user_id = $1) AS percentages`,
      [userId],
    );
    expect(counts.rows[0]).toEqual({ members: 1, accounts: 1, percentages: 1 });
    const winner = results.find((r) => r.res.status === 201)!;
    expect((await winner.agent.get('/api/me')).body).toMatchObject({ role: 'artist', planType: 'estudio' });
  });
});

describe('invitation mail is no relay', () => {
  // A second server on the same database with production limits (the shared one scales them up).
  // Both drain the one mail outbox, like a cluster, so both hand mail to the same SMTP capture.
  let strict: TestServer;
  beforeAll(async () => {
    strict = await startTestServer({
      databaseUrl: server.databaseUrl,
      clock: () => now,
      smtpUrl: smtp.url,
      rateLimitScale: 1,
    });
  });
  afterAll(async () => {
    await strict?.close();
  });
  /** An owner made on the shared server (its sign-up limits are scaled), acting on the strict one. */
  async function strictOwner(studioName: string) {
    const user = await signedInUser(server.app, server.db, { plan: 'estudio', studioName });
    const onStrict = new Agent(strict.app);
    const cookie = user.agent.cookieHeader();
    return {
      ...user,
      agent: {
        post: <T = any>(url: string, body: unknown = {}) =>
          onStrict.request<T>('POST', url, body, { cookie }),
      },
    };
  }

  it('30 resends to a stranger send 3 mails a day at most; the rest are refused with 429 and send nothing', async () => {
    const studio = await strictOwner('Estúdio Insistente');
    const stranger = uniqueEmail('estranho');
    const created = await studio.agent.post<IssuedInvitation>('/api/team/invitations', { email: stranger });
    expect(created.status).toBe(201);
    const answers = [];
    for (let i = 0; i < 30; i++)
      answers.push(
        await studio.agent.post<IssuedInvitation>(`/api/team/invitations/${created.body.id}/resend`),
      );
    expect(answers.slice(0, 2).map((r) => r.status)).toEqual([200, 200]);
    for (const refused of answers.slice(2)) {
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({
        message: 'Este email já recebeu muitos convites hoje. Tente novamente amanhã.',
      });
    }
    await expectMailsTo(smtp, stranger, 3);
    // Maintenance keeps a day's counters: an hour later the address is still protected.
    await q(`UPDATE rate_limits SET window_start = window_start - interval '2 hours' WHERE key LIKE $1`, [
      `%${stranger}`,
    ]);
    await pruneRateLimits(server.db);
    const later = await studio.agent.post(`/api/team/invitations/${created.body.id}/resend`);
    expect(later.status).toBe(429);
    await expectMailsTo(smtp, stranger, 3);
    // A refused resend changed nothing: the last link issued still opens.
    const lastLink = answers[1]!.body.token;
    expect((await new Agent(strict.app).get(`/api/invitations/${lastLink}`)).status).toBe(200);
  });

  it('the limit per address holds across studios', async () => {
    const target = uniqueEmail('alvo');
    const [a, b, c] = [await strictOwner('A'), await strictOwner('B'), await strictOwner('C')];
    const first = await a.agent.post<IssuedInvitation>('/api/team/invitations', { email: target });
    expect(first.status).toBe(201);
    expect((await a.agent.post(`/api/team/invitations/${first.body.id}/resend`)).status).toBe(200);
    expect((await b.agent.post('/api/team/invitations', { email: target })).status).toBe(201);
    const fourth = await c.agent.post('/api/team/invitations', { email: target });
    expect(fourth.status).toBe(429);
    const rows = await q('SELECT count(*)::int AS n FROM invitations WHERE email = $1', [target]);
    expect(rows.rows[0].n).toBe(2);
    await expectMailsTo(smtp, target, 3);
  });

  it('one owner sends at most 20 invitation mails an hour', async () => {
    const studio = await strictOwner('Estúdio Spam');
    for (let i = 0; i < 20; i++) {
      const res = await studio.agent.post('/api/team/invitations', { email: uniqueEmail(`lote${i}`) });
      expect(res.status).toBe(201);
    }
    const last = uniqueEmail('vigesimo-primeiro');
    const refused = await studio.agent.post('/api/team/invitations', { email: last });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'Você enviou muitos convites na última hora. Aguarde um pouco e tente novamente.',
    );
    await expectMailsTo(smtp, last, 0);
    expect((await q('SELECT count(*)::int AS n FROM invitations WHERE email = $1', [last])).rows[0].n).toBe(
      0,
    );
  });

  it('owner-typed names stay out of the subject and cannot add headers; the body gets them cleaned and escaped', async () => {
    const studio = await strictOwner('Temporário');
    await q('UPDATE organizations SET name = $1 WHERE owner_id = $2', [
      'X\r\nBcc: evil@x.test\r\n<img src=x onerror=alert(1)>',
      studio.id,
    ]);
    await q('UPDATE profiles SET name = $1 WHERE id = $2', ['Dono\nSubject: ganhe dinheiro', studio.id]);
    const invitee = uniqueEmail('cabecalho');
    expect((await studio.agent.post('/api/team/invitations', { email: invitee })).status).toBe(201);
    await expectMailsTo(smtp, invitee, 1);
    const mail = smtp.mails.find((m) => m.rcpt.includes(invitee))!;
    expect(mail.subject).toBe('Convite para um estúdio no Tinta');
    expect(mail.rcpt).toEqual([invitee]);
    expect(smtp.mails.some((m) => m.rcpt.includes('evil@x.test'))).toBe(false);
    expect(mail.text).toContain('Dono Subject: ganhe dinheiro convidou você');
    expect(mail.text).toContain('estúdio "X Bcc: evil@x.test <img src=x onerror=alert(1)>"');
    expect(mail.html).toContain('X Bcc: evil@x.test &lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).not.toContain('<img');
  });
});

describe('live team updates', () => {
  let base: string;
  beforeAll(async () => {
    base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it("the owner's stream hears a member joining through an invitation", async () => {
    const stream = await openEventStream(`${base}/api/events`, { cookie: owner.agent.cookieHeader() });
    await stream.ready();
    const inv = await invite();
    await signUpFrom(inv.token);
    const joined = await stream.next((d) => d.table === 'organization_members', 2000);
    expect(joined.json).toMatchObject({ table: 'organization_members', op: 'insert' });
    await stream.next((d) => d.table === 'invitations' && d.op === 'update', 2000);
    stream.close();
  });

  it("the owner's stream hears an artist's payment as a studio payment, not a stranger's nor their own", async () => {
    const inv = await invite();
    const { agent: artist } = await signUpFrom(inv.token);
    const artistId = (await artist.get('/api/me')).body.id as string;
    const stranger = await signedInUser(server.app, server.db, { plan: 'basico' });
    const stream = await openEventStream(`${base}/api/events`, { cookie: owner.agent.cookieHeader() });
    await stream.ready();

    await seedFinished(server.db, stranger.id, '2026-11-05T10:00:00-03:00', 90);
    await seedFinished(server.db, owner.id, '2026-11-05T11:00:00-03:00', 80);
    await seedFinished(server.db, artistId, '2026-11-05T12:00:00-03:00', 250);
    const heard = await stream.next((d) => d.table === 'studio_payments', 2000);
    expect(heard.json).toMatchObject({ table: 'studio_payments', op: 'insert' });
    // NOTIFY follows commit order, so everything earlier has arrived by now: the owner's own work
    // as their usual changes, nothing of the stranger's, and the artist's appointment stays theirs.
    const count = (table: string) => stream.messages.filter((m) => JSON.parse(m.data).table === table).length;
    expect(count('studio_payments')).toBe(1); // the artist's, not the owner's own nor the stranger's
    expect(count('payments')).toBe(1); // the owner's own payment only
    stream.close();
  });
});

describe('members and percentages', () => {
  it('changes a percentage keeping the history; never removes the owner; removal returns the artist to no plan with their data', async () => {
    const inv = await invite();
    const { agent: artist } = await signUpFrom(inv.token, 'Bia Agulha');
    const mine = await artist.post('/api/appointments', {
      clientName: 'Cliente da Bia',
      title: 'Flash',
      date: '2026-11-25',
      time: '10:00',
    });
    const members = (await owner.agent.get<Member[]>('/api/team/members')).body;
    const member = members.find((m) => m.email === inv.email)!;
    const ownerRow = members.find((m) => m.role === 'admin_master')!;
    expect(ownerRow).toMatchObject({ userId: owner.id, percentage: null });

    expect(
      (await owner.agent.put(`/api/team/members/${member.id}/percentage`, { percentage: 40 })).status,
    ).toBe(200);
    expect(
      (await owner.agent.put(`/api/team/members/${member.id}/percentage`, { percentage: 101 })).status,
    ).toBe(400);
    const after = (await owner.agent.get<Member[]>('/api/team/members')).body.find((m) => m.id === member.id);
    expect(after?.percentage).toBe(40);
    const history = await q(
      'SELECT percentage::float AS p, changed_by FROM artist_percentages WHERE user_id = $1 ORDER BY created_at, id',
      [member.userId],
    );
    expect(history.rows).toEqual([
      { p: 50, changed_by: owner.id },
      { p: 40, changed_by: owner.id },
    ]);

    const removeOwner = await owner.agent.del(`/api/team/members/${ownerRow.id}`);
    expect(removeOwner.status).toBe(409);
    expect(removeOwner.body.message).toBe('O dono do estúdio não pode ser removido');

    expect((await owner.agent.del(`/api/team/members/${member.id}`)).status).toBe(204);
    expect((await owner.agent.get<Member[]>('/api/team/members')).body.map((m) => m.id)).not.toContain(
      member.id,
    );
    expect((await artist.get('/api/me')).body).toMatchObject({
      role: null,
      planType: null,
      organizationId: null,
    });
    expect((await artist.get(`/api/appointments/${mine.body.id}`)).body.title).toBe('Flash');
  });

  it('every team endpoint is 403 for an artist and a basic-plan user; another owner cannot touch these rows', async () => {
    const inv = await invite();
    const { agent: artist } = await signUpFrom(inv.token);
    const basic = await signedInUser(server.app, server.db, { plan: 'basico' });
    const rival = await signedInUser(server.app, server.db, { plan: 'estudio', studioName: 'Rival' });
    const members = (await owner.agent.get<Member[]>('/api/team/members')).body;
    const someMember = members.find((m) => m.role === 'artist')!;
    const pending = await invite();
    const byId = (agent: Agent) => [
      agent.post(`/api/team/invitations/${pending.id}/cancel`),
      agent.post(`/api/team/invitations/${pending.id}/resend`),
      agent.put(`/api/team/members/${someMember.id}/percentage`, { percentage: 10 }),
      agent.del(`/api/team/members/${someMember.id}`),
    ];
    for (const agent of [artist, basic.agent]) {
      const calls = [
        agent.get('/api/team/members'),
        agent.get('/api/team/invitations'),
        agent.post('/api/team/invitations', { email: uniqueEmail() }),
        ...byId(agent),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('Você não tem permissão para acessar esta página.');
      }
    }
    // The rival runs a studio of their own: our rows simply do not exist for them.
    for (const res of await Promise.all(byId(rival.agent))) expect(res.status).toBe(404);
    expect((await rival.agent.get<Member[]>('/api/team/members')).body.map((m) => m.userId)).toEqual([
      rival.id,
    ]);
    expect((await rival.agent.get<Invitation[]>('/api/team/invitations')).body).toEqual([]);

    expect((await owner.agent.get<Member[]>('/api/team/members')).body).toHaveLength(members.length);
    const still = (await owner.agent.get<Invitation[]>('/api/team/invitations')).body.find(
      (i) => i.id === pending.id,
    );
    expect(still).toMatchObject({ status: 'pending' });
    // Nobody resent it behind the owner's back: the link issued at creation still opens.
    expect((await new Agent(server.app).get(`/api/invitations/${pending.token}`)).status).toBe(200);
  });
});

describe('studio split report', () => {
  it('splits each artist’s month revenue by their percentage, exactly to the centavo; artists see only themselves', async () => {
    const studioOwner = await signedInUser(server.app, server.db, { plan: 'estudio', studioName: 'Split' });
    const email = uniqueEmail('split');
    const inv = (
      await studioOwner.agent.post<IssuedInvitation>('/api/team/invitations', {
        email,
        initialPercentage: 33.33,
      })
    ).body;
    const { agent: artist } = await signUpFrom(inv.token, 'Artista Split');
    const artistId = (await artist.get('/api/me')).body.id as string;

    await seedFinished(server.db, artistId, '2026-11-05T10:00:00-03:00', 200);
    await seedFinished(server.db, artistId, '2026-11-06T10:00:00-03:00', 133); // 333 in November
    await seedFinished(server.db, artistId, '2026-10-30T10:00:00-03:00', 10_000); // October: not this month
    await seedFinished(server.db, studioOwner.id, '2026-11-10T10:00:00-03:00', 50_000);

    const report = (await studioOwner.agent.get<StudioReport>('/api/studio/report?month=2026-11')).body;
    expect(report.month).toBe('2026-11');
    expect(report.artists.find((a) => a.userId === artistId)).toMatchObject({
      percentage: 33.33,
      revenueCents: 333,
      artistCents: 111,
      studioCents: 222,
    });
    expect(report.artists.find((a) => a.userId === studioOwner.id)).toMatchObject({
      percentage: null,
      revenueCents: 50_000,
      artistCents: 0,
      studioCents: 50_000,
    });
    expect(report.totals).toEqual({ revenueCents: 50_333, artistCents: 111, studioCents: 50_222 });

    const own = (await artist.get<StudioReport>('/api/studio/report?month=2026-11')).body;
    expect(own.artists.map((a) => a.userId)).toEqual([artistId]);
    const october = (await artist.get<StudioReport>('/api/studio/report?month=2026-10')).body;
    expect(october.totals.revenueCents).toBe(10_000);

    const basic = await signedInUser(server.app, server.db, { plan: 'basico' });
    expect((await basic.agent.get('/api/studio/report')).status).toBe(403);
    expect((await studioOwner.agent.get('/api/studio/report?month=2026-13')).status).toBe(400);
  });
});
