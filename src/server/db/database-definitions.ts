import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';

/**
 * src/server/db/functions/: the current definition of every SQL function and trigger, as Postgres
 * prints them after all migrations (docs/decisions/0008-migrations-and-snapshots.md). Migrations
 * are history and restate a function each time they change it; these files are where to read it.
 */
export const functionsFolder = fileURLToPath(new URL('./functions', import.meta.url));
export const TRIGGERS_FILE = 'triggers.sql';

/** One file's text per name: `<function>.sql` for each function, plus triggers.sql. */
export type Definitions = Map<string, string>;

/** What a database holds: each function's definition (overloads together) and every trigger. */
export async function readDatabaseDefinitions(pool: pg.Pool): Promise<Definitions> {
  const functions = await pool.query<{ name: string; definition: string }>(
    `SELECT p.proname AS name, pg_get_functiondef(p.oid) AS definition
       FROM pg_proc p
      WHERE p.pronamespace = 'public'::regnamespace
      ORDER BY p.proname, pg_get_function_identity_arguments(p.oid)`,
  );
  const triggers = await pool.query<{ definition: string }>(
    `SELECT pg_get_triggerdef(t.oid) AS definition
       FROM pg_trigger t
      WHERE NOT t.tgisinternal AND t.tgrelid::regclass::text NOT LIKE 'drizzle.%'
      ORDER BY t.tgrelid::regclass::text, t.tgname`,
  );
  const definitions: Definitions = new Map();
  for (const { name, definition } of functions.rows) {
    const file = `${name}.sql`;
    const text = `${definition.trim()};`;
    const earlier = definitions.get(file);
    definitions.set(file, earlier ? `${earlier}\n\n${text}` : text);
  }
  definitions.set(TRIGGERS_FILE, triggers.rows.map((row) => `${row.definition};`).join('\n'));
  return definitions;
}

/** A file's leading `--` lines: a note for readers, kept by the writer and not compared. */
export function splitHeader(text: string): { header: string; body: string } {
  const lines = text.split('\n');
  const firstCode = lines.findIndex((line) => !line.startsWith('--'));
  const at = firstCode === -1 ? lines.length : firstCode;
  return { header: lines.slice(0, at).join('\n'), body: lines.slice(at).join('\n').trim() };
}

/** The folder's files, each without its header. */
export function readDefinitionFiles(folder = functionsFolder): Definitions {
  const definitions: Definitions = new Map();
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    definitions.set(file, splitHeader(readFileSync(join(folder, file), 'utf8')).body);
  }
  return definitions;
}
