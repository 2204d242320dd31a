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
      password: 'tinta123',
    });
    expect(signUp.status).toBe(200);

    const blocked = await agent.post('/api/auth/sign-in/email', { email, password: 'tinta123' });
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toBe('Por favor, confirme seu email antes de fazer login');

    const mail = await smtp.waitFor(email, /Confirme seu email/);
    expect(mail.text).toContain('Olá Bia Traço!');
    const verified = await clickLink(agent, firstLink(mail));
    expect(verified.status).toBe(302);

    const signIn = await agent.post('/api/auth/sign-in/email', { email, password: 'tinta123' });
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

  it('keeps the invitation token the sign-up carried', async () => {
    const agent = new Agent(server.app);
    const email = uniqueEmail('convite');
    await agent.post('/api/auth/sign-up/email', {
      name: 'Caio',
      email,
      password: 'tinta123',
      invitationToken: 'abc123XYZ',
    });
    const row = await server.ctx.database.pool.query(
      'SELECT invitation_token FROM profiles WHERE email = $1',
      [email],
    );
    expect(row.rows[0].invitation_token).toBe('abc123XYZ');
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
    [{ name: 'Ana', email: 'nao-e-email', password: '123456' }, 'Email inválido'],
    [{ name: '', email: 'ana@x.com', password: '123456' }, 'Por favor, preencha todos os campos'],
    [{ name: 'Ana', email: '', password: '123456' }, 'Por favor, preencha todos os campos'],
  ])('sign-up %j → %s', async (body, message) => {
    const res = await new Agent(server.app).post('/api/auth/sign-up/email', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('a second sign-up with the same e-mail (any case) says "Este email já está cadastrado" and creates nothing', async () => {
    const email = uniqueEmail('dup');
    const agent = new Agent(server.app);
    expect(
      (await agent.post('/api/auth/sign-up/email', { name: 'A', email, password: '123456' })).status,
    ).toBe(200);
    const again = await agent.post('/api/auth/sign-up/email', {
      name: 'B',
      email: email.toUpperCase(),
      password: '654321',
    });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('Este email já está cadastrado');
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
