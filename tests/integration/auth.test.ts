import { AsyncLocalStorage } from 'node:async_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../helpers/agent';
import { signedInUser, uniqueEmail } from '../helpers/factories';
import { firstLink, type SmtpCapture, startSmtpCapture } from '../helpers/smtp';
import { startTestServer, type TestServer } from '../helpers/test-server';

let smtp: SmtpCapture;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

/** Follows the e-mailed verification link the way a browser would. */
async function clickLink(agent: Agent, link: string) {
  const url = new URL(link);
  return agent.get(url.pathname + url.search);
}

describe('sign-up, verification and sign-in', () => {
  it('goes from sign-up to a verified session and back out', async () => {
    const agent = new Agent(server.app);
    const email = uniqueEmail('fluxo');

    const signUp = await agent.post('/api/auth/sign-up/email', {
      name: 'Bia Traço',
      email,
      password: 'traco-fino9',
    });
    expect(signUp.status).toBe(200);

    const blocked = await agent.post('/api/auth/sign-in/email', { email, password: 'traco-fino9' });
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toBe('Por favor, confirme seu email antes de fazer login');

    const mail = await smtp.waitFor(email, /Confirme seu email/);
    expect(mail.text).toContain('Olá Bia Traço!');
    const verified = await clickLink(agent, firstLink(mail));
    expect(verified.status).toBe(302);

    const signIn = await agent.post('/api/auth/sign-in/email', { email, password: 'traco-fino9' });
    expect(signIn.status).toBe(200);
    const cookie = [signIn.headers['set-cookie']].flat().join(';');
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const me = await agent.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      name: 'Bia Traço',
      email,
      role: null,
      planType: null,
      organization: null,
    });

    expect((await agent.post('/api/auth/sign-out')).status).toBe(200);
    const after = await agent.get('/api/me');
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('User not authenticated');
  });

  it('a public sign-up cannot set invitationToken (only the invitation sign-up records one)', async () => {
    const agent = new Agent(server.app);
    const email = uniqueEmail('convite');
    const res = await agent.post('/api/auth/sign-up/email', {
      name: 'Caio',
      email,
      password: 'traco-fino9',
      invitationToken: 'abc123XYZ',
    });
    expect(res.status).toBe(200);
    const row = await server.ctx.database.pool.query(
      'SELECT invitation_token FROM profiles WHERE email = $1',
      [email],
    );
    expect(row.rows[0].invitation_token).toBeNull();
  });
});

describe('auth errors speak SPEC §8', () => {
  it.each([
    [{ email: '', password: '' }, 'Por favor, preencha todos os campos'],
    [{ email: 'a@b.com' }, 'Por favor, preencha todos os campos'],
  ])('sign-in %j → %s', async (body, message) => {
    const res = await new Agent(server.app).post('/api/auth/sign-in/email', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('anything outside the login table reads as the generic login failure', async () => {
    const res = await new Agent(server.app).post('/api/auth/sign-in/email', {
      email: 'nao-e-email',
      password: 'qualquer1',
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.message).toBe('Erro ao fazer login. Tente novamente.');
  });

  it('wrong password and unknown e-mail both read "Email ou senha incorretos"', async () => {
    const user = await signedInUser(server.app, server.db);
    const agent = new Agent(server.app);
    for (const body of [
      { email: user.email, password: 'errada123' },
      { email: uniqueEmail('ninguem'), password: 'qualquer1' },
    ]) {
      const res = await agent.post('/api/auth/sign-in/email', body);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Email ou senha incorretos');
    }
  });

  it.each([
    [{ name: 'Ana', email: 'ana@x.com', password: '123' }, 'A senha deve ter pelo menos 6 caracteres'],
    [{ name: 'Ana', email: 'nao-e-email', password: 'segredo1' }, 'Email inválido'],
    [{ name: '', email: 'ana@x.com', password: 'segredo1' }, 'Por favor, preencha todos os campos'],
    [{ name: 'Ana', email: '', password: 'segredo1' }, 'Por favor, preencha todos os campos'],
  ])('sign-up %j → %s', async (body, message) => {
    const res = await new Agent(server.app).post('/api/auth/sign-up/email', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('a second sign-up with the same e-mail (any case) answers 409 EMAIL_TAKEN "Este email já está cadastrado" and creates nothing', async () => {
    const email = uniqueEmail('dup');
    const agent = new Agent(server.app);
    expect(
      (await agent.post('/api/auth/sign-up/email', { name: 'A', email, password: 'segredo1' })).status,
    ).toBe(200);
    const again = await agent.post('/api/auth/sign-up/email', {
      name: 'B',
      email: email.toUpperCase(),
      password: '654321',
    });
    // The catalogue's code and status (issue 25), SPEC §8's text.
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 'EMAIL_TAKEN', message: 'Este email já está cadastrado' });
    const rows = await server.ctx.database.pool.query('SELECT name FROM profiles WHERE email = $1', [email]);
    expect(rows.rows).toEqual([{ name: 'A' }]);
  });

  it('answers 401 "User not authenticated" on every API call without a session', async () => {
    const agent = new Agent(server.app);
    for (const [method, url] of [
      ['GET', '/api/me'],
      ['PATCH', '/api/me'],
      ['POST', '/api/me/plan'],
      ['GET', '/api/events'],
    ] as const) {
      const res = await agent.request(method, url, method === 'GET' ? undefined : {});
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(res.body).toEqual({ code: 'NOT_AUTHENTICATED', message: 'User not authenticated' });
    }
  });
});

describe('password recovery', () => {
  it('resets by e-mail, revokes old sessions, and only the new password works', async () => {
    const user = await signedInUser(server.app, server.db);
    expect((await user.agent.get('/api/me')).status).toBe(200);

    const stranger = new Agent(server.app);
    const ask = await stranger.post('/api/auth/request-password-reset', {
      email: user.email,
      redirectTo: '/redefinir-senha',
    });
    expect(ask.status).toBe(200);
    const mail = await smtp.waitFor(user.email, /Redefina sua senha/);
    const landing = await stranger.get(new URL(firstLink(mail)).pathname + new URL(firstLink(mail)).search);
    expect(landing.status).toBe(302);
    const token = new URL(String(landing.headers.location), 'http://x').searchParams.get('token');
    expect(token).toBeTruthy();

    const short = await stranger.post('/api/auth/reset-password', { token, newPassword: '123' });
    expect(short.body.message).toBe('A senha deve ter pelo menos 6 caracteres');

    const reset = await stranger.post('/api/auth/reset-password', { token, newPassword: 'novaSenha9' });
    expect(reset.status).toBe(200);
    expect((await user.agent.get('/api/me')).status).toBe(401);

    const old = await stranger.post('/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(old.body.message).toBe('Email ou senha incorretos');
    expect(
      (await stranger.post('/api/auth/sign-in/email', { email: user.email, password: 'novaSenha9' })).status,
    ).toBe(200);

    const reused = await new Agent(server.app).post('/api/auth/reset-password', {
      token,
      newPassword: 'outra123',
    });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe('Link de redefinição inválido ou expirado');
  });

  it('asking for an unknown e-mail looks the same and sends nothing', async () => {
    const email = uniqueEmail('fantasma');
    const res = await new Agent(server.app).post('/api/auth/request-password-reset', {
      email,
      redirectTo: '/x',
    });
    expect(res.status).toBe(200);
    await expect(smtp.waitFor(email, /./, 300)).rejects.toThrow();
  });
});

describe('common passwords (issue 12 item 9)', () => {
  it.each(['123456', 'Password', 'senha123', 'FLAMENGO', 'tatuagem'])(
    'sign-up with %s → "Esta senha é muito comum. Escolha outra." under the password field, no account',
    async (password) => {
      const email = uniqueEmail('comum');
      const res = await new Agent(server.app).post('/api/auth/sign-up/email', {
        name: 'Ana',
        email,
        password,
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'PASSWORD_TOO_COMMON',
        message: 'Esta senha é muito comum. Escolha outra.',
        fields: { password: 'Esta senha é muito comum. Escolha outra.' },
      });
      const rows = await server.ctx.database.pool.query('SELECT 1 FROM profiles WHERE email = $1', [email]);
      expect(rows.rowCount).toBe(0);
    },
  );

  it("keeps SPEC's minimum and its exact message first", async () => {
    const res = await new Agent(server.app).post('/api/auth/sign-up/email', {
      name: 'Ana',
      email: uniqueEmail('curta'),
      password: '12345',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('A senha deve ter pelo menos 6 caracteres');
  });

  it('reset and change-password refuse a common new password and keep the old one', async () => {
    const user = await signedInUser(server.app, server.db);
    const change = await user.agent.post('/api/auth/change-password', {
      currentPassword: user.password,
      newPassword: 'qwerty123',
    });
    expect(change.status).toBe(400);
    expect(change.body.fields).toEqual({ newPassword: 'Esta senha é muito comum. Escolha outra.' });

    await new Agent(server.app).post('/api/auth/request-password-reset', {
      email: user.email,
      redirectTo: '/r',
    });
    const mail = await smtp.waitFor(user.email, /Redefina sua senha/);
    const landing = await new Agent(server.app).get(
      new URL(firstLink(mail)).pathname + new URL(firstLink(mail)).search,
    );
    const token = new URL(String(landing.headers.location), 'http://x').searchParams.get('token');
    const reset = await new Agent(server.app).post('/api/auth/reset-password', {
      token,
      newPassword: 'iloveyou',
    });
    expect(reset.status).toBe(400);
    expect(reset.body.message).toBe('Esta senha é muito comum. Escolha outra.');

    const signIn = await new Agent(server.app).post('/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(signIn.status).toBe(200);
  });
});

describe('Better Auth endpoints the app does not use are closed (issue 12 item 5)', () => {
  it.each([
    ['/api/auth/update-user', { name: null }],
    ['/api/auth/update-user', { name: '' }],
    ['/api/auth/update-user', { name: 'x'.repeat(100_000), label: '100 000 characters' }],
    ['/api/auth/update-user', { image: 'javascript:alert(1)' }],
    ['/api/auth/update-user', { invitationToken: 'abc' }],
    ['/api/auth/change-email', { newEmail: 'outro@tinta.test' }],
    ['/api/auth/delete-user', {}],
    ['/api/auth/link-social', { provider: 'google' }],
    ['/api/auth/revoke-sessions', {}],
    ['/api/auth/set-password', { newPassword: 'segredo-novo1' }],
  ])(
    'POST %s %o → 404, profile unchanged',
    async (url, { label: _label, ...body }: Record<string, unknown>) => {
      const user = await signedInUser(server.app, server.db);
      const before = await server.ctx.database.pool.query('SELECT * FROM profiles WHERE id = $1', [user.id]);
      const res = await user.agent.post(url, body);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 'NOT_FOUND', message: 'Não encontrado' });
      const after = await server.ctx.database.pool.query('SELECT * FROM profiles WHERE id = $1', [user.id]);
      expect(after.rows).toEqual(before.rows);
      expect((await user.agent.get('/api/me')).status).toBe(200);
    },
  );

  it.each(['/api/auth/get-session', '/api/auth/list-sessions', '/api/auth/list-accounts'])(
    'GET %s → 404',
    async (url) => {
      const user = await signedInUser(server.app, server.db);
      expect((await user.agent.get(url)).status).toBe(404);
    },
  );
});

describe('change-password (issue 12 items 3 and 8)', () => {
  it('ends every other session of the account, even when the client asks to keep them', async () => {
    const user = await signedInUser(server.app, server.db);
    const phone = new Agent(server.app, '10.77.0.2');
    expect(
      (await phone.post('/api/auth/sign-in/email', { email: user.email, password: user.password })).status,
    ).toBe(200);
    expect((await phone.get('/api/me')).status).toBe(200);

    const res = await user.agent.post('/api/auth/change-password', {
      currentPassword: user.password,
      newPassword: 'outra-senha-forte',
      revokeOtherSessions: false,
    });
    expect(res.status).toBe(200);
    expect((await phone.get('/api/me')).status).toBe(401);
    // The one that changed it stays signed in (a fresh session).
    expect((await user.agent.get('/api/me')).status).toBe(200);
  });

  it('wrong current password reads "Senha atual incorreta"; the 6th wrong guess in 15 min is 429 even when right', async () => {
    // Production limits: a server of its own on the same database, scale 1.
    const user = await signedInUser(server.app, server.db);
    const strict = await startTestServer({ databaseUrl: server.databaseUrl, rateLimitScale: 1 });
    const change = (body: object) =>
      new Agent(strict.app).request('POST', '/api/auth/change-password', body, {
        cookie: user.agent.cookieHeader(),
      });
    try {
      for (let i = 0; i < 5; i++) {
        const res = await change({
          currentPassword: `chute-${i}`,
          newPassword: 'outra-senha-forte',
        });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('Senha atual incorreta');
      }
      const blocked = await change({
        currentPassword: user.password,
        newPassword: 'outra-senha-forte',
      });
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toBe('Muitas tentativas. Aguarde alguns minutos e tente novamente.');
      // Nothing changed: the old password still signs in.
      const signIn = await new Agent(strict.app, '10.77.1.1').post('/api/auth/sign-in/email', {
        email: user.email,
        password: user.password,
      });
      expect(signIn.status).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('answers 401 without a session', async () => {
    const res = await new Agent(server.app).post('/api/auth/change-password', {});
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('User not authenticated');
  });
});

describe('absolute session lifetime (issue 12 item 8)', () => {
  it('a session created more than 90 days ago is signed out and deleted, however recently used', async () => {
    const user = await signedInUser(server.app, server.db);
    const pool = server.ctx.database.pool;
    // 89 days: still fine (the sliding expiry is in the future).
    await pool.query(
      `UPDATE auth_sessions SET created_at = now() - interval '89 days', updated_at = now(),
         expires_at = now() + interval '29 days' WHERE user_id = $1`,
      [user.id],
    );
    expect((await user.agent.get('/api/me')).status).toBe(200);
    await pool.query(`UPDATE auth_sessions SET created_at = now() - interval '91 days' WHERE user_id = $1`, [
      user.id,
    ]);
    const res = await user.agent.get('/api/me');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('User not authenticated');
    const left = await pool.query('SELECT 1 FROM auth_sessions WHERE user_id = $1', [user.id]);
    expect(left.rowCount).toBe(0);
  });
});

describe('the request floor (issue 13)', () => {
  /**
   * The SQL statements a request sends, watched on the pool (the app's only way to Postgres). Only
   * those made on the request's own async path count: the agent goes through `app.inject`, so the
   * handler runs inside `run`'s context, while a job woken by earlier work (the sign-up's mail) does not.
   */
  async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
    const pool = server.ctx.database.pool;
    const seen: string[] = [];
    const measured = new AsyncLocalStorage<true>();
    const original = pool.query.bind(pool);
    pool.query = ((text: unknown, ...rest: unknown[]) => {
      if (measured.getStore())
        seen.push(typeof text === 'string' ? text : String((text as { text?: string }).text));
      return (original as (...args: unknown[]) => unknown)(text, ...rest);
    }) as typeof pool.query;
    try {
      await measured.run(true, run);
    } finally {
      pool.query = original;
    }
    return seen;
  }

  it('answers GET /api/me with one statement; a forged or signed-out cookie gets 401', async () => {
    const user = await signedInUser(server.app, server.db);
    await user.agent.get('/api/me');
    const sent = await statementsOf(async () => expect((await user.agent.get('/api/me')).status).toBe(200));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('auth_sessions');

    // The profile read with the session is this request's: a change shows on the next one.
    expect((await user.agent.post('/api/me/studio', { studioName: 'Estúdio Agulha Fina' })).status).toBe(200);
    const me = (await user.agent.get('/api/me')).body;
    expect(me.organization).toMatchObject({
      name: 'Estúdio Agulha Fina',
      ownerId: user.id,
      planType: 'estudio',
    });
    expect(me.organizationId).toBe(me.organization.id);

    // Same token, another signature: refused without trusting the token.
    const cookie = user.agent.cookieHeader();
    const forged = cookie.replace(
      /(tinta\.session_token=[^;.]+\.)[^;]+/,
      '$1AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA%3D',
    );
    expect(forged).not.toBe(cookie);
    const stranger = new Agent(server.app);
    expect((await stranger.request('GET', '/api/me', undefined, { cookie: forged })).status).toBe(401);

    const copy = user.agent.cookieHeader();
    expect((await user.agent.post('/api/auth/sign-out')).status).toBe(200);
    // Revocation is immediate: the old cookie, replayed, finds no session.
    expect((await stranger.request('GET', '/api/me', undefined, { cookie: copy })).status).toBe(401);
  });

  it('a session due for its daily refresh still slides forward with a new cookie', async () => {
    const user = await signedInUser(server.app, server.db);
    const pool = server.ctx.database.pool;
    await pool.query(`UPDATE auth_sessions SET expires_at = now() + interval '28 days' WHERE user_id = $1`, [
      user.id,
    ]);
    const res = await user.agent.get('/api/me');
    expect(res.status).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/tinta\.session_token=/);
    const { rows } = await pool.query(
      `SELECT expires_at > now() + interval '29 days' AS slid FROM auth_sessions WHERE user_id = $1`,
      [user.id],
    );
    expect(rows).toEqual([{ slid: true }]);
  });
});
