// drizzle-kit generate against the current schema, run into a temporary folder so that checking
// what it would write never writes into the repo (used by check-migrations.mjs and
// snapshot-migration.mjs; drizzle.config.ts reads DRIZZLE_OUT).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
// DRIZZLE_OUT as in drizzle.config.ts: these scripts can be tried on a copy of the folder.
export const migrationsDir = join(root, process.env.DRIZZLE_OUT ?? 'src/server/db/migrations');

export function readJournal(folder = migrationsDir) {
  return JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8'));
}

/** Every file under `folder`, as paths relative to it. */
function listFiles(folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)));
}

/**
 * Runs `drizzle-kit generate` into a copy of the migrations folder and returns what it wrote:
 * `sql` (the new migration's text, '' when the schema matches the latest snapshot) and `snapshot`
 * (the new snapshot, parsed). The copy is removed unless `keep` is set (then `folder` names it).
 */
export function generateIntoCopy({ keep = false, snapshotsUpTo } = {}) {
  const folder = mkdtempSync(join(tmpdir(), 'tinta-drizzle-'));
  try {
    cpSync(migrationsDir, folder, { recursive: true });
    // Diff against an older snapshot: drizzle-kit takes the newest file in meta/ as "before".
    if (snapshotsUpTo) {
      for (const file of readdirSync(join(folder, 'meta'))) {
        if (file.endsWith('_snapshot.json') && file > snapshotsUpTo) rmSync(join(folder, 'meta', file));
      }
    }
    const before = new Set(listFiles(folder));
    const run = spawnSync(join(root, 'node_modules/.bin/drizzle-kit'), ['generate'], {
      cwd: root,
      // drizzle-kit joins the out path onto './', so it has to be relative to the repo.
      env: { ...process.env, DRIZZLE_OUT: relative(root, folder) },
      // No terminal to answer on: a question (a possible rename) ends the run instead of hanging.
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
      timeout: 120_000,
    });
    const output = `${run.stdout ?? ''}${run.stderr ?? ''}`;
    const nothingToDo = output.includes('No schema changes');
    const written = listFiles(folder).filter((file) => !before.has(file));
    // drizzle-kit reports some failures on stderr and still exits 0: trust only its two outcomes.
    if (run.status !== 0 || (!nothingToDo && written.length === 0)) {
      throw new Error(`drizzle-kit generate did not finish (a rename question needs a terminal):\n${output}`);
    }
    const sqlFile = written.find((file) => file.endsWith('.sql'));
    const snapshotFile = written.find((file) => file.endsWith('_snapshot.json'));
    return {
      folder,
      sql: sqlFile ? readFileSync(join(folder, sqlFile), 'utf8') : '',
      sqlFile,
      snapshot: snapshotFile ? JSON.parse(readFileSync(join(folder, snapshotFile), 'utf8')) : undefined,
    };
  } finally {
    if (!keep && existsSync(folder)) rmSync(folder, { recursive: true, force: true });
  }
}
