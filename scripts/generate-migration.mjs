// `npm run db:generate [-- --name=x | --custom --name=x]`: drizzle-kit generate, then a `when` the
// migrator will honour. drizzle-kit stamps the new journal entry with the clock, but entries
// 0011–0025 were stamped by hand ahead of it, and the migrator skips, on every database already
// migrated, an entry whose `when` is not after the last applied one.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsDir, readJournal, root } from './drizzle-generate.mjs';

const before = readJournal().entries.length;
const run = spawnSync(join(root, 'node_modules/.bin/drizzle-kit'), ['generate', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
if (run.status !== 0) process.exit(run.status ?? 1);

const journal = readJournal();
const [previous, added] = journal.entries.slice(-2);
if (journal.entries.length > before && previous && added && added.when <= previous.when) {
  added.when = previous.when + 100_000_000;
  writeFileSync(join(migrationsDir, 'meta/_journal.json'), `${JSON.stringify(journal, null, 2)}\n`);
  console.log(`${added.tag}: "when" set to ${added.when}, after ${previous.tag}.`);
}
