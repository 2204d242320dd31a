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
  it('stops guessing one e-mail after 10 tries, even from different addresses', async () => {
    const user = await signedInUser(server.app, server.db); // its sign-in is try 1
    for (let i = 0; i < 9; i++) {
      const res = await new Agent(server.app, `10.0.0.${i + 1}`).post('/api/auth/sign-in/email', {
        email: user.email,
        password: `errada${i}`,
      });
      expect(res.status).toBe(401);
    }
    const blocked = await new Agent(server.app, '10.0.1.1').post('/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(blocked.status).toBe(429);
    // SPEC §8's login table: anything but its two messages reads as the generic failure.
    expect(blocked.body).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Erro ao fazer login. Tente novamente.',
    });
  });

  it('stops one address after 10 sign-ups, whatever the e-mails', async () => {
    const agent = new Agent(server.app, '10.9.9.9');
    for (let i = 0; i < 10; i++) {
      const res = await agent.post('/api/auth/sign-up/email', {
        name: 'X',
        email: uniqueEmail(),
        password: '123456',
      });
      expect(res.status).toBe(200);
    }
    const blocked = await agent.post('/api/auth/sign-up/email', {
      name: 'X',
      email: uniqueEmail(),
      password: '123456',
    });
    expect(blocked.status).toBe(429);
    const elsewhere = await new Agent(server.app, '10.9.9.10').post('/api/auth/sign-up/email', {
      name: 'X',
      email: uniqueEmail(),
      password: '123456',
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
