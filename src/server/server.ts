import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type Clock, systemClock } from '../shared/time';
import { createAuth } from './auth/auth';
import { createMailer } from './auth/mailer';
import { type Config, testPixApiCaOf } from './config';
import { connect } from './db/client';
import { type EmbeddedCluster, startEmbeddedPostgres } from './db/embedded';
import { runMigrations } from './db/migrate';
import { getOrCreateSetting } from './db/settings';
import { keptBankClients } from './domain/pix-api/bank-sessions';
import { buildApp } from './http/app';
import type { AppContext } from './http/context';
import { pixApiDepsOf } from './http/pix-api-deps';
import { type RouteEntry, routesOf } from './http/route-list';
import { startMailDelivery } from './jobs/deliver-mail';
import { startNotificationDelivery } from './jobs/deliver-notifications';
import { startMaintenance } from './jobs/maintenance';
import { startPixChargeJobs } from './jobs/pix-charges';
import { startReminderReconciliation } from './jobs/reconcile-reminders';
import { LiveHub } from './live/hub';
import { createMailTransport } from './mail/transport';
import { loopbackTestPixApis, type PixApiPolicy, publicPixApis } from './pix-api/pix-api-client';
import { browserPushServices, type PushEndpointPolicy } from './push/endpoint-policy';
import { loadVapidKeys } from './push/vapid';
import { loadSecretsKey, type SealedBox, sealedBox } from './secrets/sealed-box';

export interface ServerOptions {
  clock?: Clock;
  rateLimitScale?: number;
  /** How often due reminders are delivered (ms); tests shorten it. */
  deliveryEveryMs?: number;
  /**
   * How often the mail job looks for mail to send (ms; default 5 s, and right after each enqueue
   * here). 0: this process sends no mail — tests use it to play a process that dies before sending.
   */
  mailEveryMs?: number;
  webRoot?: string;
  log?: (message: string) => void;
  /**
   * Which push endpoints are stored and sent to. Only tests set it (a loopback push service);
   * it is deliberately not reachable from env/config, so production is always the allow-list.
   */
  pushEndpointPolicy?: PushEndpointPolicy;
  /** The bank-charge jobs' period (jobs/pix-charges.ts). */
  pixChargesEveryMs?: number;
  /**
   * Which bank API addresses may be reached; tests allow their loopback PSP double and its CA
   * (a server process started by a test: TINTA_TEST_PIX_API_CA).
   */
  pixApiPolicy?: PixApiPolicy;
  /** Where the request log goes; tests read it to check what it keeps. */
  logStream?: NodeJS.WritableStream;
}

export interface Server {
  app: FastifyInstance;
  ctx: AppContext;
  /** Every route the app answers, read from the app itself (tests walk it; nothing else). */
  routes: readonly RouteEntry[];
  close(): Promise<void>;
}

/** The sealed-secrets box, made on first use (the key file appears only when a secret is kept). */
function secretsBoxOf(config: Config): () => SealedBox {
  const key = loadSecretsKey(config);
  let box: SealedBox | undefined;
  return () => {
    box ??= sealedBox(key());
    return box;
  };
}

/** env -> database (embedded or DATABASE_URL) -> migrate -> app. Listening is the caller's choice. */
export async function createServer(config: Config, options: ServerOptions = {}): Promise<Server> {
  const log = options.log ?? ((m: string) => console.log(m));
  const testCa = testPixApiCaOf(config);
  if (testCa) {
    log(
      `TINTA_TEST_PIX_API_CA: API Pix só em endereços locais (loopback), confiando em ${config.TINTA_TEST_PIX_API_CA} — apenas para testes`,
    );
  }
  const pixApiPolicy = options.pixApiPolicy ?? (testCa ? loopbackTestPixApis(testCa) : publicPixApis);
  let cluster: EmbeddedCluster | undefined;
  let url = config.DATABASE_URL;
  if (!url) {
    cluster = await startEmbeddedPostgres(config.DATA_DIR, log);
    await cluster.createDatabase('tinta');
    url = cluster.url('tinta');
  }
  const database = connect(url);
  try {
    await runMigrations(database);
    const secret =
      config.AUTH_SECRET ??
      (await getOrCreateSetting(database.db, 'auth_secret', () => randomBytes(32).toString('base64url')));
    const mailer = createMailer(database.db);
    const auth = createAuth({ db: database.db, baseURL: config.PUBLIC_URL, secret, log });
    const vapid = await loadVapidKeys(database.db, config);
    const hub = new LiveHub(url, log);
    await hub.start();
    const clock = options.clock ?? systemClock;
    const pushEndpointPolicy = options.pushEndpointPolicy ?? browserPushServices;
    const ctx: AppContext = {
      config,
      database,
      db: database.db,
      auth,
      mailer,
      hub,
      vapid,
      clock,
      secret,
      effects: { clock, log },
      rateLimitScale: options.rateLimitScale ?? 1,
      webRoot: options.webRoot,
      pushEndpointPolicy,
      pixApiPolicy,
      bankClients: keptBankClients(),
      secretsBox: secretsBoxOf(config),
      logStream: options.logStream,
    };
    const app = await buildApp(ctx);
    const stopMaintenance = startMaintenance(database.db, log);
    const stopMail = startMailDelivery(
      database.db,
      createMailTransport(config.SMTP_URL, config.MAIL_FROM, log),
      log,
      options.mailEveryMs,
    );
    // Future sessions missing reminders (written before they moved into each operation's transaction).
    const stopReconciliation = await startReminderReconciliation(database.db, { clock, log });
    const stopDelivery = startNotificationDelivery(
      database.db,
      { clock, vapid, log, pushEndpointPolicy },
      options.deliveryEveryMs,
    );
    const stopPixCharges = startPixChargeJobs(database.db, pixApiDepsOf(ctx), log, options.pixChargesEveryMs);
    return {
      app,
      ctx,
      routes: routesOf(app),
      async close() {
        stopMaintenance();
        stopReconciliation();
        stopDelivery();
        stopPixCharges();
        await stopMail();
        await app.close();
        // After the last request: a notification still answering holds its client until it ends.
        ctx.bankClients?.close();
        await hub.stop();
        await database.close();
        await cluster?.stop();
      },
    };
  } catch (err) {
    await database.close().catch(() => {});
    await cluster?.stop().catch(() => {});
    throw err;
  }
}
