import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pixApiConnections } from '../../src/server/db/schema';
import type { Dashboard } from '../../src/shared/schemas/dashboard';
import type { Agent } from '../helpers/agent';
import { bookedSession, openBookingPage, signedInUser, studioArtist } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';

// Issue 29, item 8: the dashboard's first-day checklist, read from the data in the dashboard's answer.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const checklistOf = async (agent: Agent) => {
  const res = await agent.get<Dashboard>('/api/dashboard');
  expect(res.status).toBe(200);
  return res.body.checklist;
};

/** A bank connection as the API Pix set-up leaves it (its secrets are not read here). */
const connectBank = (userId: string, forStudio: boolean) =>
  server.db.insert(pixApiConnections).values({
    userId,
    baseUrl: 'https://pix.banco.test',
    clientId: 'cliente',
    clientSecretSealed: 'selado',
    certificateSealed: 'selado',
    pixKey: 'pix@estudio.test',
    forStudio,
    webhookTokenHash: `hash-${userId}`,
    verifiedAt: new Date(),
  });

describe('the first-day checklist', () => {
  it('ticks each step as the data shows it done, and goes by itself when all are', async () => {
    const { agent } = await signedInUser(server.app, server.db);
    expect(await checklistOf(agent)).toEqual({
      bookingPage: false,
      pixKey: false,
      firstClient: false,
      firstSession: false,
    });

    // A page saved but switched off is not done yet.
    await openBookingPage(agent, `lista-${Date.now().toString(36)}`, { enabled: false });
    expect((await checklistOf(agent))?.bookingPage).toBe(false);
    const slug = `lista-${Date.now().toString(36)}b`;
    await openBookingPage(agent, slug);
    expect(await checklistOf(agent)).toMatchObject({ bookingPage: true, pixKey: false });

    await openBookingPage(agent, slug, {
      pixKeyType: 'email',
      pixKey: 'ana@tinta.test',
      pixName: 'Ana Souza',
      pixCity: 'São Paulo',
    });
    expect(await checklistOf(agent)).toMatchObject({ pixKey: true, firstClient: false });

    expect((await agent.post('/api/clients', { name: 'Fernanda Lima' })).status).toBe(201);
    expect(await checklistOf(agent)).toEqual({
      bookingPage: true,
      pixKey: true,
      firstClient: true,
      firstSession: false,
    });

    await bookedSession(agent, '2026-12-10');
    expect(await checklistOf(agent)).toBeNull();
  });

  it("'Dispensar' is kept on the person: every device's dashboard has no checklist after it", async () => {
    const user = await signedInUser(server.app, server.db);
    expect(await checklistOf(user.agent)).not.toBeNull();
    const other = await signedInUser(server.app, server.db);

    expect((await user.agent.post('/api/me/checklist/dismiss')).status).toBe(204);
    expect(await checklistOf(user.agent)).toBeNull();
    // Another device: a second session of the same person.
    const { Agent } = await import('../helpers/agent');
    const phone = new Agent(server.app);
    expect(
      (await phone.post('/api/auth/sign-in/email', { email: user.email, password: user.password })).status,
    ).toBe(200);
    expect(await checklistOf(phone)).toBeNull();
    // Again is harmless; someone else's is untouched.
    expect((await phone.post('/api/me/checklist/dismiss')).status).toBe(204);
    expect(await checklistOf(other.agent)).not.toBeNull();
  });

  it('needs a session to dismiss', async () => {
    const { Agent } = await import('../helpers/agent');
    expect((await new Agent(server.app).post('/api/me/checklist/dismiss')).status).toBe(401);
  });

  it("a studio: the owner's bank for the artists counts as their Pix; the front desk has no checklist", async () => {
    const owner = await signedInUser(server.app, server.db, { plan: 'estudio' });
    const artist = await studioArtist(server.app, owner);
    const desk = await studioArtist(server.app, owner, { role: 'recepcao' });
    expect(await checklistOf(desk.agent)).toBeNull();

    expect((await checklistOf(artist.agent))?.pixKey).toBe(false);
    await connectBank(owner.id, false);
    expect((await checklistOf(artist.agent))?.pixKey).toBe(false);
    expect((await checklistOf(owner.agent))?.pixKey).toBe(true);
    await server.db
      .update(pixApiConnections)
      .set({ forStudio: true })
      .where(eq(pixApiConnections.userId, owner.id));
    expect((await checklistOf(artist.agent))?.pixKey).toBe(true);

    // The owner keeps the studio's agenda: an artist's first session is the studio's first.
    await bookedSession(artist.agent, '2026-12-11');
    expect(await checklistOf(owner.agent)).toMatchObject({ firstClient: true, firstSession: true });
  });
});
