import { type SQL, sql } from 'drizzle-orm';
import { paymentMethodLabels } from '../../../shared/enums';

/** The pt-BR label of `p.method`, so a search for 'cartão' or 'crédito' finds card payments. */
export const methodLabelSql: SQL = sql.join(
  [
    sql`CASE p.method`,
    ...Object.entries(paymentMethodLabels).map(([value, label]) => sql`WHEN ${value} THEN ${label}`),
    sql`END`,
  ],
  sql` `,
);
