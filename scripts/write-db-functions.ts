// `npm run db:functions`: rewrites src/server/db/functions/ from a database migrated from zero, after
// a migration changed, added or dropped a function or trigger (the database test fails until then).
// Keeps each file's leading `--` note. Uses TEST_DATABASE_URL's server, else an embedded one.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { connect } from '../src/server/db/client';
import { functionsFolder, readDatabaseDefinitions, splitHeader } from '../src/server/db/database-definitions';
import { startEmbeddedPostgres } from '../src/server/db/embedded';
import { runMigrations } from '../src/server/db/migrate';

async function withServer<T>(work: (adminUrl: string) => Promise<T>): Promise<T> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) return work(given);
  const dataDir = mkdtempSync(join(tmpdir(), 'tinta-functions-pg-'));
  const cluster = await startEmbeddedPostgres(dataDir, (message) => console.error(message));
  try {
    return await work(cluster.url('postgres'));
  } finally {
    await cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function admin(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const definitions = await withServer(async (adminUrl) => {
  const name = `tinta_functions_${randomBytes(6).toString('hex')}`;
  await admin(adminUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = connect(url.toString(), 2);
  try {
    await runMigrations(database);
    return await readDatabaseDefinitions(database.pool);
  } finally {
    await database.close();
    await admin(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
});

for (const file of readdirSync(functionsFolder).filter((name) => name.endsWith('.sql'))) {
  if (!definitions.has(file)) {
    rmSync(join(functionsFolder, file));
    console.log(`removed ${file}`);
  }
}
for (const [file, body] of definitions) {
  const path = join(functionsFolder, file);
  const previous = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const { header } = splitHeader(previous);
  const text = `${header ? `${header}\n` : ''}${body}\n`;
  if (text !== previous) {
    writeFileSync(path, text);
    console.log(`wrote ${file}`);
  }
}
