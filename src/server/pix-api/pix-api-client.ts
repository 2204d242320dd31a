import { Agent, request } from 'node:https';
import { isIP } from 'node:net';
import { createSecureContext } from 'node:tls';
import { isLoopbackAddress, loopbackOnlyLookup, publicOnlyLookup } from '../net/public-only-lookup';
import { isPublicAddress } from '../push/endpoint-policy';

/**
 * A client of one bank's API Pix (the Banco Central's standard every PSP implements): OAuth 2.0
 * client credentials over mutual TLS, then JSON over the same connection. The base URL is one a
 * user typed, so the server only ever connects to public addresses over https (checked inside the
 * connection, `publicOnlyLookup`), never follows a redirect and reads at most 1 MB of an answer.
 * Only a test policy lets it reach a loopback double and trust a CA the test made: given in
 * ServerOptions by in-process tests, or — for a server process a test starts — by
 * TINTA_TEST_PIX_API_CA (`loopbackTestPixApis`: that CA, loopback addresses only), which the
 * configuration refuses in production.
 */
export interface PixApiPolicy {
  publicAddressesOnly: boolean;
  /** Tests only: loopback addresses and nothing else (checked inside the connection, as above). */
  loopbackOnly?: boolean;
  /** The CA to trust instead of the system's (a test's). */
  ca?: string;
}

export const publicPixApis: PixApiPolicy = { publicAddressesOnly: true };

/** TINTA_TEST_PIX_API_CA's policy: a bank double on this machine, its certificate from the test's CA. */
export const loopbackTestPixApis = (ca: string): PixApiPolicy => ({
  publicAddressesOnly: false,
  loopbackOnly: true,
  ca,
});

export type ClientCertificate = { pfx: Buffer; passphrase?: string } | { cert: string; key: string };

export interface PixApiCredentials {
  /** e.g. https://pix.banco.com.br/api/v2 — the API Pix paths hang under it. */
  baseUrl: string;
  /** The PSP's OAuth token URL; `<origin of baseUrl>/oauth/token` when not given. */
  tokenUrl?: string;
  clientId: string;
  clientSecret: string;
  certificate: ClientCertificate;
}

/** Why a call failed, in the words the artist needs (mapped to pt-BR by the domain). */
export type PixApiFailure =
  | 'unreachable' // DNS, connection, timeout, a non-public address
  | 'certificate' // the TLS handshake failed: certificate refused, wrong passphrase, bad file
  | 'credentials' // the token endpoint refused the client id / secret
  | 'refused' // the API answered 4xx (403: scope not granted, 404: not found…)
  | 'unavailable' // 5xx
  | 'invalid-answer'; // not what the standard promises

export class PixApiError extends Error {
  constructor(
    readonly failure: PixApiFailure,
    readonly status?: number,
    readonly problem?: unknown,
  ) {
    super(`API Pix: ${failure}${status ? ` (${status})` : ''}`);
  }
}

export interface PixApiAnswer<T = unknown> {
  status: number;
  body: T;
}

const TIMEOUT_MS = 10_000;
const MAX_ANSWER_BYTES = 1_000_000;
/** A token is renewed this long before the PSP says it ends. */
const TOKEN_MARGIN_MS = 30_000;

export interface PixApiClient {
  /** One API Pix call (path under the base URL); a 401 renews the token once. */
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<PixApiAnswer<T>>;
  /** A token now (cached until shortly before it expires). */
  token(): Promise<string>;
  close(): void;
}

export function acceptsPixApiUrl(policy: PixApiPolicy, raw: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.search || url.hash) return false;
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (policy.publicAddressesOnly && isIP(literal) && !isPublicAddress(literal)) return false;
  if (policy.loopbackOnly && isIP(literal) && !isLoopbackAddress(literal)) return false;
  return true;
}

export function pixApiClient(
  credentials: PixApiCredentials,
  policy: PixApiPolicy,
  now: () => number = Date.now,
): PixApiClient {
  const base = credentials.baseUrl.replace(/\/+$/, '');
  const tokenUrl = credentials.tokenUrl ?? `${new URL(base).origin}/oauth/token`;
  for (const url of [base, tokenUrl]) {
    if (!acceptsPixApiUrl(policy, url)) throw new PixApiError('unreachable');
  }
  try {
    // A wrong passphrase or a file that is not a certificate and key: said now, not at the first call.
    createSecureContext({ ...credentials.certificate });
  } catch {
    throw new PixApiError('certificate');
  }
  const agent = new Agent({
    keepAlive: true,
    maxSockets: 4,
    ...credentials.certificate,
    ...(policy.ca ? { ca: policy.ca } : {}),
    ...(policy.publicAddressesOnly
      ? { lookup: publicOnlyLookup }
      : policy.loopbackOnly
        ? { lookup: loopbackOnlyLookup }
        : {}),
  });
  let cached: { token: string; until: number } | undefined;

  const send = (url: string, method: string, headers: Record<string, string>, body?: string) =>
    new Promise<PixApiAnswer<unknown>>((resolve, reject) => {
      const req = request(
        url,
        {
          method,
          agent,
          headers: {
            accept: 'application/json',
            ...headers,
            ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
          },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > MAX_ANSWER_BYTES) req.destroy(new PixApiError('invalid-answer', res.statusCode));
            else chunks.push(chunk);
          });
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown = text;
            if (text && /json/.test(res.headers['content-type'] ?? '')) {
              try {
                parsed = JSON.parse(text);
              } catch {
                return reject(new PixApiError('invalid-answer', res.statusCode));
              }
            }
            resolve({ status: res.statusCode ?? 0, body: parsed });
          });
          res.on('error', () => reject(new PixApiError('unreachable', res.statusCode)));
        },
      );
      // Under TLS 1.3 a bank that does not accept the client certificate says so after the
      // handshake looked done: the connection is reset before any answer.
      let handshakeDone = false;
      req.on('socket', (socket) => socket.once('secureConnect', () => (handshakeDone = true)));
      req.on('error', (err: NodeJS.ErrnoException) => {
        if (err instanceof PixApiError) return reject(err);
        const tls = /SSL|TLS|CERT|mac verify|PKCS12|key values mismatch|handshake/i.test(
          `${err.code} ${err.message}`,
        );
        const refusedAfterHandshake = handshakeDone && err.code === 'ECONNRESET';
        reject(new PixApiError(tls || refusedAfterHandshake ? 'certificate' : 'unreachable'));
      });
      req.end(body);
    });

  /** The token being asked for: calls made meanwhile (several rounds share a kept client) wait for it. */
  let asking: Promise<string> | undefined;
  const token = (): Promise<string> => {
    if (cached && now() < cached.until) return Promise.resolve(cached.token);
    asking ??= newToken().finally(() => {
      asking = undefined;
    });
    return asking;
  };
  const newToken = async (): Promise<string> => {
    const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64');
    const answer = await send(
      tokenUrl,
      'POST',
      { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      'grant_type=client_credentials',
    );
    if (answer.status === 400 || answer.status === 401) throw new PixApiError('credentials', answer.status);
    const body = answer.body as { access_token?: unknown; expires_in?: unknown };
    if (answer.status !== 200 || typeof body.access_token !== 'string' || !body.access_token) {
      throw new PixApiError(answer.status >= 500 ? 'unavailable' : 'invalid-answer', answer.status);
    }
    const seconds = typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : 60;
    cached = { token: body.access_token, until: now() + seconds * 1000 - TOKEN_MARGIN_MS };
    return cached.token;
  };

  const call = async <T>(
    method: string,
    path: string,
    body?: unknown,
    renewed = false,
  ): Promise<PixApiAnswer<T>> => {
    const bearer = await token();
    const answer = await send(
      `${base}${path}`,
      method,
      {
        authorization: `Bearer ${bearer}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body === undefined ? undefined : JSON.stringify(body),
    );
    if (answer.status === 401 && !renewed) {
      // Revoked or expired early: one fresh token (unless another call got one meanwhile), one more try.
      if (cached?.token === bearer) cached = undefined;
      return call<T>(method, path, body, true);
    }
    if (answer.status >= 500) throw new PixApiError('unavailable', answer.status, answer.body);
    if (answer.status >= 400 && answer.status !== 404)
      throw new PixApiError('refused', answer.status, answer.body);
    return answer as PixApiAnswer<T>;
  };

  return { call, token, close: () => agent.destroy() };
}
