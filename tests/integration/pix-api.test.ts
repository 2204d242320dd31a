import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pixApiConnections } from '../../src/server/db/schema';
import { errorCatalog } from '../../src/shared/errors';
import { pixApiMessages } from '../../src/shared/schemas/pix-api';
import { signedInUser } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { type PspDouble, startPspDouble } from '../pix-psp/psp-double';
import { makeTestCa, type TestCa } from '../pix-psp/test-ca';

// Issue 28, 'Conectar API Pix': the bank is a PSP double that follows the API Pix (every request
// and answer checked against its OpenAPI description), over mutual TLS with a CA this test made.
let ca: TestCa;
let psp: PspDouble;
let server: TestServer;
beforeAll(async () => {
  ca = makeTestCa();
  psp = await startPspDouble(ca);
  server = await startTestServer({ pixApiPolicy: { publicAddressesOnly: false, ca: ca.ca } });
});
afterAll(async () => {
  await server?.close();
  await psp?.close();
});
afterEach(() => expect(psp.violations.splice(0)).toEqual([]));

const PIX_KEY = 'tatuadora@tinta.test';
const p12 = () => ({
  kind: 'p12',
  p12: ca.client.p12.toString('base64'),
  passphrase: ca.client.p12Passphrase,
});
const connection = (over: Record<string, unknown> = {}) => ({
  baseUrl: psp.baseUrl,
  clientId: psp.clientId,
  clientSecret: psp.clientSecret,
  certificate: p12(),
  pixKey: PIX_KEY,
  ...over,
});
const storedRow = async (userId: string) =>
  (await server.db.select().from(pixApiConnections).where(eq(pixApiConnections.userId, userId)))[0];

describe('connecting an artist’s bank (API Pix)', () => {
  it('keeps a connection only once the bank gave a token and took our webhook, with its secrets sealed', async () => {
    const artist = await signedInUser(server.app, server.db);
    expect((await artist.agent.get('/api/pix-api')).body).toEqual({
      connected: false,
      studioOwner: false,
      throughStudio: null,
    });

    const res = await artist.agent.put('/api/pix-api', connection());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      connected: true,
      baseUrl: psp.baseUrl,
      clientId: psp.clientId,
      pixKey: PIX_KEY,
    });
    // The bank now calls this app for the key, at an address with an unguessable token.
    const hook = psp.webhooks.get(PIX_KEY);
    expect(hook?.webhookUrl).toMatch(/^http:\/\/localhost:3000\/api\/pix\/webhook\/[\w-]{43}$/);

    // Nothing secret comes back, or sits readable in the database.
    const shown = JSON.stringify((await artist.agent.get('/api/pix-api')).body);
    const row = JSON.stringify(await storedRow(artist.id));
    for (const secret of [
      psp.clientSecret,
      ca.client.p12.toString('base64'),
      ca.client.p12Passphrase,
      hook!.webhookUrl.split('/').pop()!,
    ]) {
      expect(shown).not.toContain(secret);
      expect(row).not.toContain(secret);
    }

    // 'Testar conexão' with the stored (sealed) credentials, after the bank ended every token.
    psp.expireTokens();
    const tested = await artist.agent.post('/api/pix-api/test');
    expect(tested.status).toBe(200);
    expect(tested.body).toMatchObject({ connected: true, webhookRestored: false });
  });

  it('says what the bank refused, next to the field, and keeps nothing', async () => {
    const artist = await signedInUser(server.app, server.db);
    const wrongSecret = await artist.agent.put('/api/pix-api', connection({ clientSecret: 'outro' }));
    expect(wrongSecret.status).toBe(422);
    expect(wrongSecret.body.fields).toEqual({ clientSecret: errorCatalog.PIX_API_CREDENTIALS.message });

    const stranger = await artist.agent.put(
      '/api/pix-api',
      connection({ certificate: { kind: 'pem', cert: ca.stranger.cert, key: ca.stranger.key } }),
    );
    expect(stranger.status).toBe(422);
    expect(stranger.body.fields).toEqual({ certificate: errorCatalog.PIX_API_CERTIFICATE.message });

    const badPassphrase = await artist.agent.put(
      '/api/pix-api',
      connection({ certificate: { ...p12(), passphrase: 'errada' } }),
    );
    expect(badPassphrase.body.fields).toEqual({ certificate: errorCatalog.PIX_API_CERTIFICATE.message });

    const nobodyThere = await artist.agent.put(
      '/api/pix-api',
      connection({ baseUrl: 'https://127.0.0.1:1/v2' }),
    );
    expect(nobodyThere.status).toBe(422);
    expect(nobodyThere.body.fields).toEqual({ baseUrl: errorCatalog.PIX_API_UNREACHABLE.message });

    expect(await storedRow(artist.id)).toBeUndefined();
    expect((await artist.agent.get('/api/pix-api')).body).toEqual({
      connected: false,
      studioOwner: false,
      throughStudio: null,
    });
  });

  it('refuses what is not a connection before calling any bank', async () => {
    const artist = await signedInUser(server.app, server.db);
    const calls = psp.calls.length;
    const res = await artist.agent.put('/api/pix-api', {
      baseUrl: 'http://pix.banco.com.br/v2',
      clientId: '',
      clientSecret: '',
      certificate: { kind: 'pem', cert: 'nada', key: 'nada' },
      pixKey: '',
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      baseUrl: pixApiMessages.baseUrlInvalid,
      clientId: pixApiMessages.clientIdRequired,
      clientSecret: pixApiMessages.clientSecretRequired,
      pixKey: pixApiMessages.pixKeyRequired,
    });
    expect(psp.calls.length).toBe(calls);
  });

  it('registers the webhook again when the bank lost it, and disconnecting removes it at the bank', async () => {
    const artist = await signedInUser(server.app, server.db);
    const key = 'loja@tinta.test';
    expect((await artist.agent.put('/api/pix-api', connection({ pixKey: key }))).status).toBe(200);
    const first = psp.webhooks.get(key)!.webhookUrl;
    psp.webhooks.delete(key); // removed at the bank's own portal

    const tested = await artist.agent.post('/api/pix-api/test');
    expect(tested.body.webhookRestored).toBe(true);
    const second = psp.webhooks.get(key)!.webhookUrl;
    expect(second).not.toBe(first);
    // And the next test finds it in place.
    expect((await artist.agent.post('/api/pix-api/test')).body.webhookRestored).toBe(false);

    expect((await artist.agent.del('/api/pix-api')).status).toBe(204);
    expect(psp.webhooks.has(key)).toBe(false);
    expect(await storedRow(artist.id)).toBeUndefined();
    expect((await artist.agent.post('/api/pix-api/test')).status).toBe(404);
  });

  it('sees only its own connection', async () => {
    const owner = await signedInUser(server.app, server.db);
    const other = await signedInUser(server.app, server.db);
    expect((await owner.agent.put('/api/pix-api', connection({ pixKey: 'dono@tinta.test' }))).status).toBe(
      200,
    );
    expect((await other.agent.get('/api/pix-api')).body).toEqual({
      connected: false,
      studioOwner: false,
      throughStudio: null,
    });
    expect((await other.agent.post('/api/pix-api/test')).status).toBe(404);
    expect((await other.agent.del('/api/pix-api')).status).toBe(204);
    expect(await storedRow(owner.id)).toBeDefined();
  });
});
