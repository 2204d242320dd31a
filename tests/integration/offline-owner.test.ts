import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUE_OWNER_HEADER } from '../../src/shared/queue-owner';
import type { ClientList } from '../../src/shared/schemas/client';
import { Agent } from '../helpers/agent';
import { signedInUser } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
type User = Awaited<ReturnType<typeof signedInUser>>;
let ana: User;
let bruno: User;

beforeAll(async () => {
  server = await startTestServer();
  ana = await signedInUser(server.app, server.db);
  bruno = await signedInUser(server.app, server.db);
});
afterAll(() => server?.close());

const names = async (u: User) =>
  (await u.agent.get<ClientList>('/api/clients')).body.items.map((c) => c.name);

// Issue 24 item 13: the browser's cookie changed to Bruno's while a tab still replays what Ana saved
// offline. Her write names her; Bruno's session must refuse it rather than save it as his.
describe('writes from the offline queue name their owner', () => {
  it("another account's session refuses them with 409 and saves nothing", async () => {
    const res = await bruno.agent.request(
      'POST',
      '/api/clients',
      { name: 'Cliente da Ana', id: crypto.randomUUID() },
      { [QUEUE_OWNER_HEADER]: ana.id },
    );
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 'OTHER_ACCOUNT',
      message: 'Outra conta entrou neste navegador. Recarregue a página.',
    });
    expect(await names(bruno)).toEqual([]);
    expect(await names(ana)).toEqual([]);
  });

  it("the owner's own session saves them", async () => {
    const res = await ana.agent.request(
      'POST',
      '/api/clients',
      { name: 'Cliente da Ana', id: crypto.randomUUID() },
      { [QUEUE_OWNER_HEADER]: ana.id },
    );
    expect(res.status).toBe(201);
    expect(await names(ana)).toContain('Cliente da Ana');
    expect(await names(bruno)).not.toContain('Cliente da Ana');
  });

  it('without a session it is still 401 (the queue keeps the write for its owner)', async () => {
    const res = await new Agent(server.app).request(
      'POST',
      '/api/clients',
      { name: 'X' },
      { [QUEUE_OWNER_HEADER]: ana.id },
    );
    expect(res.status).toBe(401);
  });
});
