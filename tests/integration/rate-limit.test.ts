import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../helpers/agent';
import { signedInUser, uniqueEmail } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ rateLimitScale: 1 });
});
afterAll(() => server?.close());

describe('brute-force protection', () => {
  const signIn = (agent: Agent, email: string, password: string) =>
    agent.post('/api/auth/sign-in/email', { email, password });
  const timed = async <T>(work: () => Promise<T>) => {
    const started = performance.now();
    const result = await work();
    return { result, ms: performance.now() - started };
  };

  it("a stranger's 10 wrong passwords block only that stranger: the owner still signs in from elsewhere", async () => {
    const user = await signedInUser(server.app, server.db);
    const attacker = new Agent(server.app, '10.0.0.66');
    for (let i = 0; i < 10; i++) {
      expect((await signIn(attacker, user.email, `errada${i}`)).status).toBe(401);
    }
    // The attacker's budget for this e-mail is spent, right password or not.
    for (const password of ['errada-mais', user.password]) {
      const blocked = await signIn(attacker, user.email, password);
      expect(blocked.status).toBe(429);
      // SPEC §8's login table: anything but its two messages reads as the generic failure.
      expect(blocked.body).toMatchObject({
        code: 'RATE_LIMITED',
        message: 'Erro ao fazer login. Tente novamente.',
      });
    }
    // Before: 429 for everyone for 15 minutes. Now the owner, from another address, gets in.
    const victim = await signIn(new Agent(server.app, '10.0.1.1'), user.email, user.password);
    expect(victim.status).toBe(200);
  });

  it('many addresses guessing one e-mail are slowed down; a known device with the right password is not', async () => {
    const user = await signedInUser(server.app, server.db);
    const laptop = new Agent(server.app, '10.3.0.1');
    const first = await signIn(laptop, user.email, user.password);
    expect(first.status).toBe(200);
    const deviceCookie = [first.headers['set-cookie']]
      .flat()
      .find((c) => String(c).startsWith('tinta.known_device='));
    expect(deviceCookie).toMatch(/HttpOnly/i);
    expect(deviceCookie).toMatch(/Path=\/api\/auth/);

    // 20 failures from 20 addresses, none over its own budget.
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        signIn(new Agent(server.app, `10.4.0.${i + 1}`), user.email, `chute-${i}`).then((r) => r.status),
      ),
    );
    expect(statuses.every((s) => s === 401)).toBe(true);

    // The next guess from yet another address waits (250 ms per failure past the 10th, at most 3 s).
    const guess = await timed(() => signIn(new Agent(server.app, '10.4.1.1'), user.email, 'mais-um-chute'));
    expect(guess.result.status).toBe(401);
    expect(guess.ms).toBeGreaterThanOrEqual(2500);
    expect(guess.ms).toBeLessThan(6000);

    // The owner on the known laptop: right in, no wait.
    const owner = await timed(() => signIn(laptop, user.email, user.password));
    expect(owner.result.status).toBe(200);
    expect(owner.ms).toBeLessThan(1500);

    // The owner on a new device gets in too, only slower.
    const newPhone = await timed(() => signIn(new Agent(server.app, '10.5.0.1'), user.email, user.password));
    expect(newPhone.result.status).toBe(200);
    expect(newPhone.ms).toBeGreaterThanOrEqual(2500);

    // The laptop's cookie vouches for this account only: another e-mail gets no shortcut.
    const other = await signedInUser(server.app, server.db);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        signIn(new Agent(server.app, `10.6.0.${i + 1}`), other.email, `chute-${i}`),
      ),
    );
    const borrowed = await timed(() => signIn(laptop, other.email, 'chute-com-cookie'));
    expect(borrowed.result.status).toBe(401);
    expect(borrowed.ms).toBeGreaterThanOrEqual(2500);
  }, 60_000); // three deliberate 2.5–3 s waits after 20 concurrent password hashes: slow by design on a busy 2-core box

  it('one address spraying many e-mails stops after 30 failures', async () => {
    const agent = new Agent(server.app, '10.8.0.1');
    for (let i = 0; i < 30; i++) {
      expect((await signIn(agent, uniqueEmail('spray'), 'qualquer1')).status).toBe(401);
    }
    expect((await signIn(agent, uniqueEmail('spray'), 'qualquer1')).status).toBe(429);
  }, 60_000); // 31 sign-ins, each a password hash and growing waits: slow by design

  it('stops one address after 10 sign-ups, whatever the e-mails', async () => {
    const agent = new Agent(server.app, '10.9.9.9');
    for (let i = 0; i < 10; i++) {
      const res = await agent.post('/api/auth/sign-up/email', {
        name: 'X',
        email: uniqueEmail(),
        password: 'segredo1',
      });
      expect(res.status).toBe(200);
    }
    const blocked = await agent.post('/api/auth/sign-up/email', {
      name: 'X',
      email: uniqueEmail(),
      password: 'segredo1',
    });
    expect(blocked.status).toBe(429);
    const elsewhere = await new Agent(server.app, '10.9.9.10').post('/api/auth/sign-up/email', {
      name: 'X',
      email: uniqueEmail(),
      password: 'segredo1',
    });
    expect(elsewhere.status).toBe(200);
  });

  it('limits password-reset requests per e-mail', async () => {
    const email = uniqueEmail('reset');
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const res = await new Agent(server.app, `10.2.0.${i}`).post('/api/auth/request-password-reset', {
        email,
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
