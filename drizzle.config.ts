import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  // DRIZZLE_OUT: where scripts/check-migrations.mjs (and the schema test) let drizzle-kit write,
  // a temporary copy of the folder, so checking never writes into the repo. Relative to the repo:
  // drizzle-kit reads an absolute path as relative anyway.
  out: process.env.DRIZZLE_OUT ?? './src/server/db/migrations',
});
