import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { WorkingRange } from '../../../shared/booking-slots';
import { profiles } from './auth';

/** An artist's booking page settings (migration 0013). */
export const bookingSettings = pgTable(
  'booking_settings',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    bio: text('bio').notNull().default(''),
    weekly: jsonb('weekly').$type<WorkingRange[][]>().notNull(),
    sessionLengths: integer('session_lengths').array().notNull(),
    minNoticeHours: integer('min_notice_hours').notNull(),
    horizonDays: integer('horizon_days').notNull(),
    daysOff: date('days_off', { mode: 'string' }).array().notNull().default(sql`'{}'`),
    pixKeyType: text('pix_key_type'),
    pixKey: text('pix_key'),
    pixName: text('pix_name'),
    pixCity: text('pix_city'),
    holdHours: integer('hold_hours').notNull().default(24),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('booking_settings_slug_idx').on(t.slug),
    check('booking_settings_slug_format', sql`${t.slug} ~ '^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$'`),
  ],
);
