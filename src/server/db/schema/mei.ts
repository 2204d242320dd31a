import { bigint, boolean, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { profiles } from './auth';

/** 'Sou MEI' and its figures (migration 0019). */
export const meiSettings = pgTable('mei_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  openedMonth: text('opened_month'),
  capCents: bigint('cap_cents', { mode: 'number' }).notNull().default(8_100_000),
  dasReminder: boolean('das_reminder').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The month a user's 'DAS vence dia 20' went out: once a month, however many ticks and processes. */
export const dasReminders = pgTable(
  'das_reminders',
  {
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);
