import { randomBytes } from 'node:crypto';
import pg from 'pg';

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

/** A brand-new empty database on the test server; returns its URL and a way to drop it. */
export async function createTestDatabase(adminUrl: string) {
  const name = `tinta_test_${randomBytes(6).toString('hex')}`;
  await admin(adminUrl, (c) => c.query(`CREATE DATABASE "${name}"`));
  return {
    name,
    url: withDatabase(adminUrl, name),
    drop: () => admin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)),
  };
}
