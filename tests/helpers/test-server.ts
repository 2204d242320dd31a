import { inject } from 'vitest';
import { loadConfig } from '../../src/server/config';
import type { PixApiPolicy } from '../../src/server/pix-api/pix-api-client';
import type { PushEndpointPolicy } from '../../src/server/push/endpoint-policy';
import { createServer, type Server } from '../../src/server/server';
import type { Clock } from '../../src/shared/time';
import { createTestDatabase } from './database';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestServerOptions {
  smtpUrl?: string;
  clock?: Clock;
  rateLimitScale?: number;
  /** Reuse another test server's database (a second instance on the same DB). */
  databaseUrl?: string;
  /** The reminder delivery job's period; tests call deliverDueNotifications themselves by default. */
  deliveryEveryMs?: number;
  /** Which push endpoints are accepted; the server's default (browsers' push services) otherwise. */
  pushEndpointPolicy?: PushEndpointPolicy;
  /** Which bank API addresses are reached (a loopback PSP double and its CA); public ones otherwise. */
  pixApiPolicy?: PixApiPolicy;
  /** The mail job's period; 0 sends no mail from this process (nothing writes behind a test's back). */
  mailEveryMs?: number;
  /** Log at info level into this stream instead of staying silent. */
  logStream?: NodeJS.WritableStream;
  /** TRUST_PROXY as the environment would give it (a hop count or proxy addresses). */
  trustProxy?: string;
  /** A built web app to serve (its index.html, assets and .vite/boot-files.json). */
  webRoot?: string;
}

export interface TestServer extends Server {
  databaseUrl: string;
  db: Server['ctx']['db'];
}

/** A full server (real Postgres, real auth, live hub) on a fresh database of its own. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = options.databaseUrl ? undefined : await createTestDatabase(inject('adminDatabaseUrl'));
  const databaseUrl = options.databaseUrl ?? database!.url;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: TEST_ORIGIN,
    LOG_LEVEL: options.logStream ? 'info' : 'silent',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    // 32 bytes: stored secrets are sealed without a key file in the working folder.
    SECRETS_KEY: 'dGVzdC1zZWNyZXRzLWtleS10ZXN0LXNlY3JldHMta2U=',
    ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
    ...(options.trustProxy ? { TRUST_PROXY: options.trustProxy } : {}),
  });
  const server = await createServer(config, {
    clock: options.clock,
    rateLimitScale: options.rateLimitScale ?? 100,
    deliveryEveryMs: options.deliveryEveryMs ?? 3_600_000,
    pushEndpointPolicy: options.pushEndpointPolicy,
    pixApiPolicy: options.pixApiPolicy,
    // Tests make charges themselves (or through the accept route): nothing runs behind their back.
    pixChargesEveryMs: 3_600_000,
    mailEveryMs: options.mailEveryMs,
    logStream: options.logStream,
    webRoot: options.webRoot,
    log: () => {},
  });
  return {
    ...server,
    databaseUrl,
    db: server.ctx.db,
    async close() {
      await server.close();
      await database?.drop();
    },
  };
}
