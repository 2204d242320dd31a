import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type EmbeddedCluster, startEmbeddedPostgres } from '../../src/server/db/embedded';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A Postgres URL whose user may create databases; each test file makes its own. */
    adminDatabaseUrl: string;
  }
}

let cluster: EmbeddedCluster | undefined;
let dataDir: string | undefined;

/** TEST_DATABASE_URL when given (CI), else one embedded cluster for the whole run. */
export async function setup(project: TestProject) {
  let url = process.env.TEST_DATABASE_URL;
  if (!url) {
    dataDir = mkdtempSync(join(tmpdir(), 'tinta-test-pg-'));
    // As root the cluster runs as the `postgres` user: a folder it can reach keeps the cluster here
    // (inside dataDir, removed at teardown) rather than under /var/lib/tinta/clusters.
    chmodSync(dataDir, 0o755);
    cluster = await startEmbeddedPostgres(dataDir, (m) => console.error(m));
    url = cluster.url('postgres');
  }
  project.provide('adminDatabaseUrl', url);
}

export async function teardown() {
  await cluster?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
