import { getTableName } from 'drizzle-orm';
import { foreignKey, type PgColumn } from 'drizzle-orm/pg-core';

/**
 * A foreign key under the name Postgres gave it. Migrations 0011 onward were written by hand with
 * inline REFERENCES, so their keys are `<table>_<column>_fkey`, not drizzle's `<...>_fk`: naming
 * them here keeps the snapshot, and any ALTER that drizzle-kit generates later, true to the database.
 */
export function postgresNamedForeignKey(column: PgColumn, target: PgColumn) {
  return foreignKey({
    name: `${getTableName(column.table)}_${column.name}_fkey`,
    columns: [column],
    foreignColumns: [target],
  });
}
