// Starts the built server for the browser suite on a database of its own: a fresh database on
// TEST_DATABASE_URL's server when set (CI), else an embedded cluster in a temporary folder.
// Mail goes to the dev outbox, which the specs read at /dev/outbox.json.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const port = process.env.E2E_PORT ?? '3210';
const env = {
  NODE_ENV: 'test',
  PORT: port,
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://localhost:${port}`,
  LOG_LEVEL: 'warn',
  RATE_LIMIT_SCALE: '50',
  SMTP_URL: '',
};

if (process.env.TEST_DATABASE_URL) {
  const name = `tinta_e2e_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
} else {
  const dir = mkdtempSync(join(tmpdir(), 'tinta-e2e-'));
  // As root the cluster runs as `postgres`: a folder it can reach keeps the cluster in DATA_DIR/pg.
  chmodSync(dir, 0o755);
  env.DATA_DIR = dir;
  env.DATABASE_URL = '';
}

Object.assign(process.env, env);
await import('../../dist/server/main.js');
