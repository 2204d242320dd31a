// The browser suite's server when CLUSTER=N: N processes of the built app on one Postgres, behind
// HAProxy (Debian's package) balancing round-robin on E2E_PORT. A process that dies is started
// again, as a supervisor would; the pids are kept in CLUSTER_STATE so the failover spec can kill one.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../src/server/db/embedded';

const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
const port = Number(process.env.E2E_PORT ?? 3210);
const count = Math.max(2, Number(process.env.CLUSTER ?? 2));
const statePath = process.env.CLUSTER_STATE ?? join(tmpdir(), `tinta-cluster-${port}.json`);
if (!existsSync(HAPROXY)) {
  console.error(`HAProxy not found at ${HAPROXY}: install it with "apt-get install -y haproxy".`);
  process.exit(1);
}

const work = mkdtempSync(join(tmpdir(), 'tinta-cluster-'));
chmodSync(work, 0o755);

async function databaseUrl(): Promise<{ url: string; stop?: () => Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) {
    const cluster = await startEmbeddedPostgres(work, (m) => console.error(m));
    await cluster.createDatabase('tinta');
    return { url: cluster.url('tinta'), stop: () => cluster.stop() };
  }
  const name = `tinta_cluster_${randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString() };
}

const db = await databaseUrl();
const appPorts = Array.from({ length: count }, (_, i) => port + 1 + i);
const apps: (ChildProcess | undefined)[] = [];
let stopping = false;

/**
 * Written whole or not at all (a temporary file renamed over it): the failover spec reads it while
 * the supervisor restarts a killed app, and a read in the middle of a write found half a file.
 */
function writeState() {
  const pids = apps.map((a) => a?.pid ?? null);
  const next = `${statePath}.${process.pid}.tmp`;
  writeFileSync(next, JSON.stringify({ pids, ports: appPorts, databaseUrl: db.url }));
  renameSync(next, statePath);
}

function startApp(i: number) {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(appPorts[i]),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      DATABASE_URL: db.url,
      // One HAProxy in front: the client is the address it appends, whatever the request carried.
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '50',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  apps[i] = child;
  writeState();
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`app ${i} (pid ${child.pid}) ended (${signal ?? code}); starting it again`);
    apps[i] = undefined;
    writeState();
    setTimeout(() => startApp(i), 300);
  });
}

// Migrations take an advisory lock, so every process may boot at once.
for (let i = 0; i < count; i++) startApp(i);

const config = `
global
  maxconn 4096
defaults
  mode http
  timeout connect 2s
  timeout client 70s
  timeout server 70s
  timeout http-request 10s
  timeout tunnel 1h
  # Only a refused connection is retried elsewhere: a request that reached a process that then died
  # may have been committed, and writes are not retried blindly.
  retries 2
  option redispatch 1
  option forwardfor
frontend web
  bind 127.0.0.1:${port}
  default_backend apps
backend apps
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
${appPorts.map((p, i) => `  server app${i} 127.0.0.1:${p} check inter 300ms fall 1 rise 1`).join('\n')}
`;
const configPath = join(work, 'haproxy.cfg');
writeFileSync(configPath, config);
const proxy = spawn(HAPROXY, ['-f', configPath, '-db'], { stdio: ['ignore', 'ignore', 'inherit'] });
proxy.on('exit', (code) => {
  if (!stopping) {
    console.error(`haproxy ended (${code})`);
    void stop(1);
  }
});

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const app of apps) app?.kill('SIGTERM');
  proxy.kill('SIGTERM');
  await new Promise((ok) => setTimeout(ok, 1500));
  await db.stop?.().catch(() => {});
  process.exit(code);
}
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
