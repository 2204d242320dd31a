import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { profiles } from './auth';
import { postgresNamedForeignKey as fkey } from './postgres-names';

/** 'Sou MEI' and its figures (migration 0019). */
export const meiSettings = pgTable(
  'mei_settings',
  {
    userId: text('user_id').primaryKey(),
    enabled: boolean('enabled').notNull().default(false),
    openedMonth: text('opened_month'),
    capCents: bigint('cap_cents', { mode: 'number' }).notNull().default(8_100_000),
    dasReminder: boolean('das_reminder').notNull().default(true),
    /**
     * Revenue earned in `priorRevenueYear` before using the app (issue 29): counted in that year's
     * meter only, so it lapses by itself at the turn of the year.
     */
    priorRevenueCents: bigint('prior_revenue_cents', { mode: 'number' }).notNull().default(0),
    priorRevenueYear: integer('prior_revenue_year'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'mei_settings_opened_month',
      sql`${t.openedMonth} IS NULL OR ${t.openedMonth} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`,
    ),
    check('mei_settings_cap', sql`${t.capCents} > 0`),
    check('mei_settings_prior_revenue', sql`${t.priorRevenueCents} >= 0`),
    fkey(t.userId, profiles.id).onDelete('cascade'),
  ],
);

/** The month a user's 'DAS vence dia 20' went out: once a month, however many ticks and processes. */
export const dasReminders = pgTable(
  'das_reminders',
  {
    userId: text('user_id').notNull(),
    month: text('month').notNull(),
  },
  (t) => [
    primaryKey({ name: 'das_reminders_pkey', columns: [t.userId, t.month] }),
    fkey(t.userId, profiles.id).onDelete('cascade'),
  ],
);

/** The year a user's DASN-SIMEI reminder (due 31 May) went out: once a year (issue 29). */
export const dasnReminders = pgTable(
  'dasn_reminders',
  {
    userId: text('user_id').notNull(),
    year: integer('year').notNull(),
  },
  (t) => [
    primaryKey({ name: 'dasn_reminders_pkey', columns: [t.userId, t.year] }),
    fkey(t.userId, profiles.id).onDelete('cascade'),
  ],
);
