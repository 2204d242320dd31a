import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type EmbeddedCluster, startEmbeddedPostgres } from '../../src/server/db/embedded';
import { createTemplateDatabase } from './database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A Postgres URL whose user may create databases; each test file makes its own. */
    adminDatabaseUrl: string;
    /** The run's migrated database that each test database is copied from (tests/helpers/database.ts). */
    templateDatabase: string;
  }
}

let cluster: EmbeddedCluster | undefined;
let dataDir: string | undefined;
let template: Awaited<ReturnType<typeof createTemplateDatabase>> | undefined;

/**
 * TEST_DATABASE_URL when given (CI), else one embedded cluster for the whole run; on it, the
 * migrated template every test database is copied from.
 */
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
  template = await createTemplateDatabase(url);
  project.provide('templateDatabase', template.name);
}

export async function teardown() {
  await template?.drop();
  await cluster?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
