import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  functionsFolder,
  readDatabaseDefinitions,
  readDefinitionFiles,
  TRIGGERS_FILE,
} from '../../src/server/db/database-definitions';
import { createTestDatabase } from '../helpers/database';

// docs/decisions/0008-migrations-and-snapshots.md: the migrations are history; what the database
// is made of reads from the TS schema (tables) and src/server/db/functions/ (functions, triggers).
// These tests hold both to what the migrations actually build.

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>> & { pool: pg.Pool };

async function open(template?: string): Promise<TestDatabase> {
  const adminUrl = inject('adminDatabaseUrl');
  const database = template
    ? await createTestDatabase(adminUrl, template)
    : await createTestDatabase(adminUrl);
  return { ...database, pool: new pg.Pool({ connectionString: database.url, max: 1 }) };
}

/** Tables, columns, keys, checks, indexes and enums, one line each, as Postgres states them. */
async function tableShapes(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ line: string }>(`
    SELECT 'column ' || table_name || '.' || column_name || ' ' || udt_name || ' nullable=' || is_nullable
           || ' default=' || coalesce(column_default, '-') || ' generated=' || coalesce(generation_expression, '-') AS line
      FROM information_schema.columns WHERE table_schema = 'public'
    UNION ALL
    SELECT 'constraint ' || conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid)
      FROM pg_constraint WHERE connamespace = 'public'::regnamespace AND contype <> 't'
    UNION ALL
    SELECT 'index ' || indexdef FROM pg_indexes WHERE schemaname = 'public'
    UNION ALL
    SELECT 'enum ' || t.typname || ' ' || string_agg(e.enumlabel, ',' ORDER BY e.enumsortorder)
      FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid GROUP BY t.typname
    ORDER BY 1`);
  return rows.map((row) => row.line);
}

/** The SQL drizzle-kit writes for the whole TS schema, as for a first migration. */
function schemaFromZero(): string {
  const root = process.cwd();
  const folder = mkdtempSync(join(tmpdir(), 'tinta-schema-'));
  try {
    const run = spawnSync(join(root, 'node_modules/.bin/drizzle-kit'), ['generate', '--name', 'schema'], {
      cwd: root,
      env: { ...process.env, DRIZZLE_OUT: relative(root, folder) },
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
    });
    const file = readdirSync(folder).find((name) => name.endsWith('.sql'));
    if (!file) throw new Error(`drizzle-kit generate wrote nothing:\n${run.stdout}${run.stderr}`);
    return readFileSync(join(folder, file), 'utf8');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

let migrated: TestDatabase;
let fromSources: TestDatabase;

beforeAll(async () => {
  migrated = await open();
  fromSources = await open('template0');
});

afterAll(async () => {
  for (const database of [migrated, fromSources]) {
    await database?.pool.end();
    await database?.drop();
  }
});

describe('what the migrations build', () => {
  it('has exactly the functions and triggers written in src/server/db/functions/', async () => {
    const inDatabase = Object.fromEntries(await readDatabaseDefinitions(migrated.pool));
    const inFiles = Object.fromEntries(readDefinitionFiles());
    expect(inFiles, `${functionsFolder} is stale: run \`npm run db:functions\``).toEqual(inDatabase);
  });

  it('is what the TS schema and the functions folder build from nothing', async () => {
    const files = readDefinitionFiles();
    const functions = [...files].filter(([file]) => file !== TRIGGERS_FILE).map(([, sql]) => sql);
    const client = await fromSources.pool.connect();
    try {
      // A function whose signature names a table's row type waits for the tables.
      await client.query('SET check_function_bodies = off');
      const waiting: string[] = [];
      for (const sql of functions) {
        await client.query(sql).catch(() => waiting.push(sql));
      }
      for (const statement of schemaFromZero().split('--> statement-breakpoint')) {
        await client.query(statement);
      }
      for (const sql of waiting) await client.query(sql);
      await client.query(files.get(TRIGGERS_FILE) ?? '');
    } finally {
      client.release();
    }

    expect(await tableShapes(fromSources.pool)).toEqual(await tableShapes(migrated.pool));
    expect(Object.fromEntries(await readDatabaseDefinitions(fromSources.pool))).toEqual(
      Object.fromEntries(await readDatabaseDefinitions(migrated.pool)),
    );
  });
});
