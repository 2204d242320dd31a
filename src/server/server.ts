import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type Clock, systemClock } from '../shared/time';
import { createAuth } from './auth/auth';
import { createMailer } from './auth/mailer';
import type { Config } from './config';
import { connect } from './db/client';
import { type EmbeddedCluster, startEmbeddedPostgres } from './db/embedded';
import { runMigrations } from './db/migrate';
import { getOrCreateSetting } from './db/settings';
import { buildApp } from './http/app';
import type { AppContext } from './http/context';
import { startNotificationDelivery } from './jobs/deliver-notifications';
import { startMaintenance } from './jobs/maintenance';
import { LiveHub } from './live/hub';
import { loadVapidKeys } from './push/vapid';

export interface ServerOptions {
  clock?: Clock;
  rateLimitScale?: number;
  /** How often due reminders are delivered (ms); tests shorten it. */
  deliveryEveryMs?: number;
  webRoot?: string;
  log?: (message: string) => void;
}

export interface Server {
  app: FastifyInstance;
  ctx: AppContext;
  close(): Promise<void>;
}

/** env -> database (embedded or DATABASE_URL) -> migrate -> app. Listening is the caller's choice. */
export async function createServer(config: Config, options: ServerOptions = {}): Promise<Server> {
  const log = options.log ?? ((m: string) => console.log(m));
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
    const mailer = createMailer(config.SMTP_URL, config.MAIL_FROM, log);
    const auth = createAuth({ db: database.db, baseURL: config.PUBLIC_URL, secret, mailer, log });
    const vapid = await loadVapidKeys(database.db, config);
    const hub = new LiveHub(url, log);
    await hub.start();
    const clock = options.clock ?? systemClock;
    const ctx: AppContext = {
      config,
      database,
      db: database.db,
      auth,
      mailer,
      hub,
      vapid,
      clock,
      effects: { clock, log },
      rateLimitScale: options.rateLimitScale ?? 1,
      webRoot: options.webRoot,
    };
    const app = await buildApp(ctx);
    const stopMaintenance = startMaintenance(database.db, log);
    const stopDelivery = startNotificationDelivery(
      database.db,
      { clock, vapid, log },
      options.deliveryEveryMs,
    );
    return {
      app,
      ctx,
      async close() {
        stopMaintenance();
        stopDelivery();
        await app.close();
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
