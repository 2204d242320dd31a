import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { profiles } from './auth';
import { postgresNamedForeignKey as fkey } from './postgres-names';

/** An artist's calendar feed (migration 0018): the link's version and its token's SHA-256. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: text('user_id').primaryKey(),
    version: integer('version').notNull().default(1),
    tokenHash: text('token_hash').notNull(),
    includeMoney: boolean('include_money').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_idx').on(t.tokenHash),
    fkey(t.userId, profiles.id).onDelete('cascade'),
  ],
);
