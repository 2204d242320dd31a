import { sql } from 'drizzle-orm';
import { bigserial, customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Secrets the server makes once and keeps (auth secret, VAPID keys) when env gives none. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A transaction id (Postgres xid8), as text: it may outgrow a JS number's exact range. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * Written by triggers on every change of a user's rows; its id is the SSE event id, so a client
 * that reconnects with Last-Event-ID gets what it missed. Rows older than a few minutes are pruned.
 * `xid` (the writing transaction) and `horizon` (the oldest transaction still running at the
 * insert) make that replay follow commit order, not id order (migration 0022).
 */
export const changeEvents = pgTable(
  'change_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id').notNull(),
    tableName: text('table_name').notNull(),
    op: text('op').notNull(),
    rowId: text('row_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    xid: xid8('xid').notNull().default(sql`pg_current_xact_id()`),
    horizon: xid8('horizon').notNull().default(sql`pg_snapshot_xmin(pg_current_snapshot())`),
  },
  (t) => [
    index('change_events_user_id_idx').on(t.userId, t.id),
    index('change_events_created_idx').on(t.createdAt),
  ],
);

/** Fixed-window counters for brute-force protection, shared by every server process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});

/**
 * Mail waiting to go out. Requests write a row in their own transaction and answer at once; the
 * job runner sends it (and retries with backoff), so a crash never loses a mail and a request's
 * timing never tells whether an address has an account.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`sent_at IS NULL`)],
);
