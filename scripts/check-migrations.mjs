// `npm run db:check` (part of `npm run check`): fails when the migrations folder and the TS schema
// have drifted apart — when `drizzle-kit generate` would write a migration for a schema nobody
// changed, or when the journal would make the migrator skip or miss a file. Writes nothing into
// the repo: drizzle-kit runs into a temporary copy. Why: docs/decisions/0008-migrations-and-snapshots.md.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateIntoCopy, migrationsDir, readJournal } from './drizzle-generate.mjs';

const problems = [];
const { entries } = readJournal();

entries.forEach((entry, index) => {
  if (entry.idx !== index)
    problems.push(`journal entry ${entry.tag} has idx ${entry.idx}, expected ${index}`);
  if (!existsSync(join(migrationsDir, `${entry.tag}.sql`)))
    problems.push(`${entry.tag}.sql is in the journal but not on disk`);
  // The migrator applies only entries whose `when` is later than the last applied one: an entry
  // with an earlier `when` is silently skipped on every database that is already migrated.
  const before = entries[index - 1];
  if (before && entry.when <= before.when) {
    problems.push(
      `${entry.tag}: "when" ${entry.when} is not after ${before.tag}'s ${before.when} — ` +
        'existing databases would never apply it; set it above the previous entry',
    );
  }
});
const tags = new Set(entries.map((entry) => entry.tag));
for (const file of readdirSync(migrationsDir).filter((name) => name.endsWith('.sql'))) {
  if (!tags.has(file.slice(0, -4)))
    problems.push(`${file} has no journal entry: the migrator would never apply it`);
}

// Each snapshot follows the one before it (drizzle-kit reads the newest as the schema "before").
const snapshots = readdirSync(join(migrationsDir, 'meta'))
  .filter((file) => file.endsWith('_snapshot.json'))
  .sort()
  .map((file) => ({ file, ...JSON.parse(readFileSync(join(migrationsDir, 'meta', file), 'utf8')) }));
snapshots.slice(1).forEach((snapshot, index) => {
  if (snapshot.prevId !== snapshots[index].id) {
    problems.push(`meta/${snapshot.file}: prevId does not point at meta/${snapshots[index].file}`);
  }
});

if (problems.length === 0) {
  const { sql } = generateIntoCopy();
  if (sql) {
    problems.push(
      'drizzle-kit generate would write a migration: the TS schema (src/server/db/schema) differs from ' +
        `the latest snapshot (meta/${snapshots.at(-1)?.file}). It would write:\n\n${sql.trim()}\n\n` +
        'Changed the schema? Run `npm run db:generate` and commit the migration it writes. Wrote the ' +
        'SQL by hand? Run `npm run db:snapshot` to record the schema it leaves.',
    );
  }
}

if (problems.length > 0) {
  console.error(`Migrations check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`Migrations check: ${entries.length} migrations, schema matches meta/${snapshots.at(-1).file}.`);
