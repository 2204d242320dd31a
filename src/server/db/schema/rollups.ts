import { bigint, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { expenseCategoryEnum } from './enums';

/**
 * Totals kept in step with every write by the triggers of migration 0011 (never written by the
 * app): screens read these instead of summing a user's whole history. See ARCHITECTURE.md.
 */
export const userRollups = pgTable('user_rollups', {
  userId: text('user_id').primaryKey(),
  clients: integer('clients').notNull().default(0),
  activeClients: integer('active_clients').notNull().default(0),
  appointments: integer('appointments').notNull().default(0),
  finishedAppointments: integer('finished_appointments').notNull().default(0),
  clientsServed: integer('clients_served').notNull().default(0),
  revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
  /** Dashboard 'Total': paid for finished work, plus deposits of work not finished yet (0012). */
  finishedRevenueCents: bigint('finished_revenue_cents', { mode: 'number' }).notNull().default(0),
  expensesCents: bigint('expenses_cents', { mode: 'number' }).notNull().default(0),
});

export const revenueDays = pgTable(
  'revenue_days',
  {
    userId: text('user_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    cents: bigint('cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'revenue_days_pkey', columns: [t.userId, t.day] })],
);

export const revenueMonths = pgTable(
  'revenue_months',
  {
    userId: text('user_id').notNull(),
    month: text('month').notNull(),
    cents: bigint('cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'revenue_months_pkey', columns: [t.userId, t.month] }),
    // Plain DESC in SQL (migration 0011) puts nulls first; the columns are NOT NULL anyway.
    index('revenue_months_best_idx').on(t.userId, t.cents.desc().nullsFirst(), t.month.desc().nullsFirst()),
  ],
);

export const expenseMonths = pgTable(
  'expense_months',
  {
    userId: text('user_id').notNull(),
    month: text('month').notNull(),
    category: expenseCategoryEnum('category').notNull(),
    cents: bigint('cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'expense_months_pkey', columns: [t.userId, t.month, t.category] })],
);

/**
 * Income not tied to a session per month (issue 29, `tinta_other_incomes_rollup`): Relatórios reads
 * its months, total and best month here, so their cost follows the months, not the sales.
 */
export const otherIncomeMonths = pgTable(
  'other_income_months',
  {
    userId: text('user_id').notNull(),
    month: text('month').notNull(),
    cents: bigint('cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'other_income_months_pkey', columns: [t.userId, t.month] })],
);

export const expenseCategoryTotals = pgTable(
  'expense_categories',
  {
    userId: text('user_id').notNull(),
    category: expenseCategoryEnum('category').notNull(),
    cents: bigint('cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'expense_categories_pkey', columns: [t.userId, t.category] })],
);

export const clientRollups = pgTable('client_rollups', {
  clientId: uuid('client_id').primaryKey(),
  userId: text('user_id').notNull(),
  appointments: integer('appointments').notNull().default(0),
  liveAppointments: integer('live_appointments').notNull().default(0),
  spentCents: bigint('spent_cents', { mode: 'number' }).notNull().default(0),
});

export const servedClients = pgTable(
  'served_clients',
  {
    userId: text('user_id').notNull(),
    clientKey: text('client_key').notNull(),
    finished: integer('finished').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'served_clients_pkey', columns: [t.userId, t.clientKey] })],
);

/**
 * A studio's money (migration 0030, kept by the trigger tinta_studio_rollups from the per-payment
 * split stored on `payments`): per member all time, per member per month, and per month. The
 * consolidated Relatórios and Dashboard and 'Divisão do Estúdio' read these, never the payments; a
 * removed member's rows stay (their history is the studio's). `revenue_cents` is what came in,
 * `studio_cents` the studio's part of it; the artists' part is the difference.
 */
export const studioMemberTotals = pgTable(
  'studio_member_totals',
  {
    organizationId: uuid('organization_id').notNull(),
    userId: text('user_id').notNull(),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
    studioCents: bigint('studio_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'studio_member_totals_pkey', columns: [t.organizationId, t.userId] }),
    index('studio_member_totals_user_idx').on(t.userId),
  ],
);

export const studioMemberMonths = pgTable(
  'studio_member_months',
  {
    organizationId: uuid('organization_id').notNull(),
    userId: text('user_id').notNull(),
    month: text('month').notNull(),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
    studioCents: bigint('studio_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'studio_member_months_pkey', columns: [t.organizationId, t.month, t.userId] }),
    // An artist's own months, whichever studio they were in.
    index('studio_member_months_user_idx').on(t.userId, t.month),
  ],
);

export const studioMonths = pgTable(
  'studio_months',
  {
    organizationId: uuid('organization_id').notNull(),
    month: text('month').notNull(),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
    studioCents: bigint('studio_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'studio_months_pkey', columns: [t.organizationId, t.month] }),
    // The studio's 'Melhor mês': the top of this index.
    index('studio_months_best_idx').on(
      t.organizationId,
      t.revenueCents.desc().nullsFirst(),
      t.month.desc().nullsFirst(),
    ),
  ],
);
