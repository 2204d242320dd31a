import { type SQL, sql } from 'drizzle-orm';
import { expenseCategoryGroups, expenseCategoryLabels, expenseGroups } from '../../../shared/enums';

/** The group (recorrentes / materiais / outros) of `e.category`, from the one list in enums.ts. */
export const expenseGroupSql: SQL = sql.join(
  [
    sql`CASE`,
    ...expenseGroups.map(
      (group) =>
        sql`WHEN e.category::text IN (${sql.join(
          expenseCategoryGroups[group].map((c) => sql`${c}`),
          sql`, `,
        )}) THEN ${group}`,
    ),
    sql`END`,
  ],
  sql` `,
);

/** The pt-BR label of `e.category`, so a search for 'água' or 'salários' finds it. */
export const expenseCategoryLabelSql: SQL = sql.join(
  [
    sql`CASE e.category::text`,
    ...Object.entries(expenseCategoryLabels).map(([value, label]) => sql`WHEN ${value} THEN ${label}`),
    sql`END`,
  ],
  sql` `,
);
