import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/helpers/test-server';
import { loadConfig } from '../config';
import { loadVapidKeys } from './vapid';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('VAPID keys', () => {
  it('are generated once and the same pair is read back by every later boot', async () => {
    const first = server.ctx.vapid;
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    const again = await loadVapidKeys(server.db, loadConfig({}));
    expect(again.publicKey).toBe(first.publicKey);
    expect(again.privateKey).toBe(first.privateKey);
  });

  it('come from the environment when given', async () => {
    const keys = await loadVapidKeys(
      server.db,
      loadConfig({ VAPID_PUBLIC_KEY: 'pub', VAPID_PRIVATE_KEY: 'priv', VAPID_SUBJECT: 'mailto:a@b.c' }),
    );
    expect(keys).toEqual({ publicKey: 'pub', privateKey: 'priv', subject: 'mailto:a@b.c' });
  });
});
