import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client';

/** Next to this file in the source tree, and next to the bundled server (the build copies them). */
export function migrationsFolder(): string {
  return fileURLToPath(new URL('./migrations', import.meta.url));
}

/** Applies pending migrations; already-applied ones are skipped, so it is safe at every boot. */
export async function runMigrations({ db, pool }: Database): Promise<void> {
  const lock = await pool.connect();
  // Several processes may boot at once on one database: the advisory lock makes them take turns.
  await lock.query('SELECT pg_advisory_lock(727274)');
  try {
    await migrate(db, { migrationsFolder: migrationsFolder() });
  } finally {
    await lock.query('SELECT pg_advisory_unlock(727274)');
    lock.release();
  }
}
