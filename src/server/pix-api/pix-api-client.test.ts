import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type PspDouble, startPspDouble } from '../../../tests/pix-psp/psp-double';
import { makeTestCa, type TestCa } from '../../../tests/pix-psp/test-ca';
import { isLoopbackAddress } from '../net/public-only-lookup';
import {
  acceptsPixApiUrl,
  loopbackTestPixApis,
  type PixApiCredentials,
  PixApiError,
  pixApiClient,
  publicPixApis,
} from './pix-api-client';

let ca: TestCa;
let psp: PspDouble;
beforeAll(async () => {
  ca = makeTestCa();
  psp = await startPspDouble(ca);
});
afterAll(() => psp?.close());
// Whatever a test did, neither side broke the standard.
afterEach(() => expect(psp.violations.splice(0)).toEqual([]));

const testPolicy = () => ({ publicAddressesOnly: false, ca: ca.ca });
const credentials = (over: Partial<PixApiCredentials> = {}): PixApiCredentials => ({
  baseUrl: psp.baseUrl,
  clientId: psp.clientId,
  clientSecret: psp.clientSecret,
  certificate: { cert: ca.client.cert, key: ca.client.key },
  ...over,
});
const failureOf = (attempt: () => Promise<unknown>) =>
  Promise.resolve()
    .then(attempt)
    .then(
      () => 'succeeded',
      (err) => (err instanceof PixApiError ? err.failure : String(err)),
    );
const tokenRequests = () => psp.calls.filter((c) => c === 'POST /oauth/token').length;

describe('the API Pix client', () => {
  it('registers and reads a webhook over mutual TLS with one token, renewed when the PSP ends it', async () => {
    const client = pixApiClient(credentials(), testPolicy());
    const before = tokenRequests();
    const chave = 'tatuadora@tinta.test';
    expect((await client.call('GET', `/webhook/${encodeURIComponent(chave)}`)).status).toBe(404);
    const put = await client.call('PUT', `/webhook/${encodeURIComponent(chave)}`, {
      webhookUrl: 'https://tinta.example.com/api/pix/webhook/abc',
    });
    expect(put.status).toBe(200);
    const read = await client.call<{ webhookUrl: string; chave: string }>(
      'GET',
      `/webhook/${encodeURIComponent(chave)}`,
    );
    expect(read.body).toMatchObject({ webhookUrl: 'https://tinta.example.com/api/pix/webhook/abc', chave });
    expect(tokenRequests() - before).toBe(1);

    psp.expireTokens();
    expect((await client.call('GET', `/webhook/${encodeURIComponent(chave)}`)).status).toBe(200);
    expect(tokenRequests() - before).toBe(2);
    client.close();
  });

  it('renews a token shortly before the time the PSP gave it, without waiting for a refusal', async () => {
    let now = Date.now();
    const client = pixApiClient(credentials(), testPolicy(), () => now);
    const before = tokenRequests();
    await client.token();
    await client.token();
    expect(tokenRequests() - before).toBe(1);
    now += 3600 * 1000 - 29_000; // inside the last 30 s of the hour the double grants
    await client.token();
    expect(tokenRequests() - before).toBe(2);
    client.close();
  });

  it('takes the certificate as the .p12 a bank hands out, with its passphrase', async () => {
    const client = pixApiClient(
      credentials({ certificate: { pfx: ca.client.p12, passphrase: ca.client.p12Passphrase } }),
      testPolicy(),
    );
    expect(await client.token()).toMatch(/^[\w-]{20,}$/);
    client.close();
  });

  it('tells a wrong secret from a certificate the bank does not know, or a wrong passphrase', async () => {
    expect(
      await failureOf(() => pixApiClient(credentials({ clientSecret: 'errado' }), testPolicy()).token()),
    ).toBe('credentials');
    expect(
      await failureOf(() =>
        pixApiClient(
          credentials({ certificate: { cert: ca.stranger.cert, key: ca.stranger.key } }),
          testPolicy(),
        ).token(),
      ),
    ).toBe('certificate');
    expect(
      await failureOf(() =>
        pixApiClient(
          credentials({ certificate: { pfx: ca.client.p12, passphrase: 'outra' } }),
          testPolicy(),
        ).token(),
      ),
    ).toBe('certificate');
  });

  it('calls made at once while there is no token ask the bank for one token, not one each', async () => {
    const client = pixApiClient(credentials(), testPolicy());
    const before = tokenRequests();
    const chave = encodeURIComponent('ao-mesmo-tempo@tinta.test');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => client.call('GET', `/webhook/${chave}`)),
    );
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404, 404]);
    expect(tokenRequests() - before).toBe(1);
    // Ended by the bank: the calls that meet the 401 together get one new token between them.
    psp.expireTokens();
    await Promise.all(Array.from({ length: 5 }, () => client.call('GET', `/webhook/${chave}`)));
    expect(tokenRequests() - before).toBe(2);
    client.close();
  });

  it('never reaches a non-public address or plain http outside tests', () => {
    expect(acceptsPixApiUrl(publicPixApis, 'https://127.0.0.1:8443/v2')).toBe(false);
    expect(acceptsPixApiUrl(publicPixApis, 'https://[::1]/v2')).toBe(false);
    expect(acceptsPixApiUrl(publicPixApis, 'https://10.0.0.5/v2')).toBe(false);
    expect(acceptsPixApiUrl(publicPixApis, 'http://pix.banco.com.br/v2')).toBe(false);
    expect(acceptsPixApiUrl(publicPixApis, 'https://user:pw@pix.banco.com.br/v2')).toBe(false);
    expect(acceptsPixApiUrl(publicPixApis, 'https://pix.banco.com.br/api/v2')).toBe(true);
    expect(() => pixApiClient(credentials(), publicPixApis)).toThrow(PixApiError);
  });

  it('refuses a name that resolves to a private address at connection time', async () => {
    // 'localhost' is a name, not an address, so it passes the URL check; it resolves to the
    // double itself (whose certificate names localhost and whose CA is trusted here), so only the
    // connection-time check stands between the client and a token.
    const port = new URL(psp.baseUrl).port;
    const byName = {
      baseUrl: `https://localhost:${port}/v2`,
      tokenUrl: `https://localhost:${port}/oauth/token`,
    };
    const open = pixApiClient(credentials(byName), testPolicy());
    expect(await open.token()).toMatch(/^[\w-]{20,}$/);
    open.close();
    const guarded = pixApiClient(credentials(byName), { publicAddressesOnly: true, ca: ca.ca });
    expect(await failureOf(() => guarded.token())).toBe('unreachable');
    guarded.close();
  });

  it('TINTA_TEST_PIX_API_CA’s policy reaches a double on this machine, trusting the test’s CA, and nothing else', async () => {
    const policy = loopbackTestPixApis(ca.ca);
    const port = new URL(psp.baseUrl).port;
    for (const host of ['127.0.0.1', 'localhost']) {
      const client = pixApiClient(
        credentials({
          baseUrl: `https://${host}:${port}/v2`,
          tokenUrl: `https://${host}:${port}/oauth/token`,
        }),
        policy,
      );
      expect(await client.token()).toMatch(/^[\w-]{20,}$/);
      client.close();
    }
    // Any other address is refused before a connection is made…
    for (const url of ['https://192.0.2.10/v2', 'https://10.0.0.5/v2', 'https://[2001:4860::8888]/v2'])
      expect(acceptsPixApiUrl(policy, url), url).toBe(false);
    expect(acceptsPixApiUrl(policy, 'http://127.0.0.1/v2')).toBe(false);
    expect(() => pixApiClient(credentials({ baseUrl: 'https://192.0.2.10/v2' }), policy)).toThrow(
      PixApiError,
    );
    // …and a name is judged by what it resolves to, inside the connection.
    expect([
      isLoopbackAddress('127.0.0.1'),
      isLoopbackAddress('127.8.9.10'),
      isLoopbackAddress('::1'),
    ]).toEqual([true, true, true]);
    expect(isLoopbackAddress('::ffff:127.0.0.1')).toBe(true);
    for (const address of [
      '10.0.0.5',
      '192.168.1.1',
      '8.8.8.8',
      '::',
      '::ffff:8.8.8.8',
      '2001:4860::8888',
      'localhost',
    ])
      expect(isLoopbackAddress(address), address).toBe(false);
    // Without the test's CA the double's certificate is not trusted.
    const untrusted = pixApiClient(credentials(), { ...policy, ca: ca.stranger.cert });
    expect(await failureOf(() => untrusted.token())).toBe('certificate');
    untrusted.close();
  });
});
