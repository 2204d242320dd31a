import type { Clock } from '../../shared/time';
import type { Auth } from '../auth/auth';
import type { Mailer } from '../auth/mailer';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { Actor } from '../domain/actor';
import type { KeptBankClients } from '../domain/pix-api/bank-sessions';
import type { Effects } from '../domain/reminders/effects';
import type { LiveHub } from '../live/hub';
import type { PixApiPolicy } from '../pix-api/pix-api-client';
import type { PushEndpointPolicy } from '../push/endpoint-policy';
import type { VapidKeys } from '../push/vapid';
import type { SealedBox } from '../secrets/sealed-box';

/** Everything a route needs, built once at boot (or per test). */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  auth: Auth;
  mailer: Mailer;
  hub: LiveHub;
  /** Web Push signing keys (the public one is what browsers subscribe with). */
  vapid: VapidKeys;
  clock: Clock;
  /** The server secret (auth and booking-request status tokens). */
  secret: string;
  /** Clock and log for side effects that must never block an operation (reminders). */
  effects: Effects;
  /** Multiplies every brute-force limit (tests and the browser suite sign up many users from one IP). */
  rateLimitScale: number;
  /** Where the built web app is, when there is one to serve. */
  webRoot?: string;
  /** Where the request log goes (stdout unless a test reads it). */
  logStream?: NodeJS.WritableStream;
  /** Which push endpoints subscriptions may use (the browsers' push services outside tests). */
  pushEndpointPolicy: PushEndpointPolicy;
  /** Which bank API addresses may be reached (public https only, outside tests). */
  pixApiPolicy: PixApiPolicy;
  /** Bank clients kept open between rounds of calls (domain/pix-api/bank-sessions.ts). */
  bankClients?: KeptBankClients;
  /** Seals stored secrets; its key is read (or made) on first use (secrets/sealed-box.ts). */
  secretsBox: () => SealedBox;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor;
    /** The session that signed this request in (event streams end with it). */
    sessionId: string;
  }
}
