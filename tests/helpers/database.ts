import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connect } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function admin<T>(adminUrl: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The run's migrated template (global setup): every test database is a copy of it, so the ~100
 * servers of a run skip migrating from zero (1–2 s each on the 2-core CI box). A name of its own
 * per run, since other runs may share the Postgres server; nothing stays connected to it, as
 * Postgres copies a template only while no one else is in it.
 */
export async function createTemplateDatabase(adminUrl: string) {
  const name = `tinta_template_${randomBytes(6).toString('hex')}`;
  await admin(adminUrl, (c) => c.query(`CREATE DATABASE "${name}"`));
  const database = connect(withDatabase(adminUrl, name), 2);
  try {
    await runMigrations(database);
  } finally {
    await database.close();
  }
  return {
    name,
    drop: () => admin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)),
  };
}

/**
 * A brand-new database on the test server, already migrated (a copy of the run's template); the
 * server started on it still runs its migrations at boot, which find nothing to do.
 */
export async function createTestDatabase(adminUrl: string, template = inject('templateDatabase')) {
  const name = `tinta_test_${randomBytes(6).toString('hex')}`;
  await admin(adminUrl, (c) => c.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  return {
    name,
    url: withDatabase(adminUrl, name),
    drop: () => admin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)),
  };
}
