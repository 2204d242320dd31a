import { sql } from 'drizzle-orm';
import { bigint, boolean, check, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
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
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'mei_settings_opened_month',
      sql`${t.openedMonth} IS NULL OR ${t.openedMonth} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`,
    ),
    check('mei_settings_cap', sql`${t.capCents} > 0`),
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
