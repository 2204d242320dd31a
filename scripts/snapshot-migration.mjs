// `npm run db:snapshot`: records the current schema as the snapshot of the latest migration in the
// journal, for a migration written by hand (docs/decisions/0008-migrations-and-snapshots.md).
// drizzle-kit diffs the schema against the newest snapshot, so without this the next
// `npm run db:generate` would repeat what the hand-written SQL already did.
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateIntoCopy, migrationsDir, readJournal } from './drizzle-generate.mjs';

const meta = join(migrationsDir, 'meta');
const latest = readJournal().entries.at(-1);
const prefix = latest.tag.split('_')[0];
const target = join(meta, `${prefix}_snapshot.json`);

// The chain: this snapshot follows the newest one before it (0011–0024 have none of their own).
const earlier = readdirSync(meta)
  .filter((file) => file.endsWith('_snapshot.json') && file < `${prefix}_snapshot.json`)
  .sort();
const previous = JSON.parse(readFileSync(join(meta, earlier.at(-1)), 'utf8'));
const id = existsSync(target) ? JSON.parse(readFileSync(target, 'utf8')).id : randomUUID();

// Against the previous snapshot, so the snapshot drizzle-kit writes is the whole current schema.
const { snapshot } = generateIntoCopy({ snapshotsUpTo: earlier.at(-1) });
if (!snapshot) {
  console.error(`The schema equals snapshot ${earlier.at(-1)}: nothing to record for ${latest.tag}.`);
  process.exit(1);
}
writeFileSync(target, `${JSON.stringify({ ...snapshot, id, prevId: previous.id }, null, 2)}\n`);
console.log(`${target}: the schema as of ${latest.tag} (prevId ${previous.id}).`);
