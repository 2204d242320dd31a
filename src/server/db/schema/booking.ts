import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { WorkingRange } from '../../../shared/booking-slots';
import { bookingRequestStatuses } from '../../../shared/enums';
import { appointments } from './agenda';
import { profiles } from './auth';
import { postgresNamedForeignKey as fkey } from './postgres-names';

export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** An artist's booking page settings (migration 0013). */
export const bookingSettings = pgTable(
  'booking_settings',
  {
    userId: text('user_id').primaryKey(),
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
    fkey(t.userId, profiles.id).onDelete('cascade'),
  ],
);

export const bookingRequestStatusEnum = pgEnum('booking_request_status', bookingRequestStatuses);

/** What a client asked for on an artist's page (migration 0014); the status token is kept hashed. */
export const bookingRequests = pgTable(
  'booking_requests',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    status: bookingRequestStatusEnum('status').notNull().default('pendente'),
    clientName: text('client_name').notNull(),
    phone: text('phone').notNull(),
    instagram: text('instagram'),
    idea: text('idea').notNull(),
    placement: text('placement').notNull(),
    size: text('size').notNull(),
    lengthMinutes: integer('length_minutes').notNull(),
    preferredStarts: timestamp('preferred_starts', { withTimezone: true }).array().notNull(),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    proposedStart: timestamp('proposed_start', { withTimezone: true }),
    artistMessage: text('artist_message'),
    appointmentId: uuid('appointment_id'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The sender's rate-limit key as an HMAC (migration 0021): counts its unanswered requests. */
    senderKey: text('sender_key'),
    /** Came past the page's normal daily volume from a sender already heard that day (0021). */
    spam: boolean('spam').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('booking_requests_token_idx').on(t.tokenHash),
    index('booking_requests_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('booking_requests_user_status_idx').on(t.userId, t.status, t.createdAt),
    index('booking_requests_open_idx').on(t.createdAt).where(sql`${t.status} IN ('pendente', 'proposto')`),
    index('booking_requests_appointment_idx').on(t.appointmentId),
    index('booking_requests_sender_open_idx')
      .on(t.senderKey)
      .where(sql`${t.status} IN ('pendente', 'proposto')`),
    index('booking_requests_phone_open_idx').on(t.phone).where(sql`${t.status} IN ('pendente', 'proposto')`),
    check('booking_requests_length_range', sql`${t.lengthMinutes} BETWEEN 15 AND 720`),
    fkey(t.userId, profiles.id).onDelete('cascade'),
    fkey(t.appointmentId, appointments.id).onDelete('set null'),
  ],
);

/** Up to three reference images of a request, checked by their bytes; served only to the artist. */
export const bookingRequestImages = pgTable(
  'booking_request_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id').notNull(),
    position: integer('position').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    /** Redrawn from its pixels (no metadata, bounded size); rows from before issue 24 wait for the job. */
    reencoded: boolean('reencoded').notNull().default(false),
  },
  (t) => [
    index('booking_request_images_request_idx').on(t.requestId, t.position),
    index('booking_request_images_pending_idx').on(t.id).where(sql`NOT ${t.reencoded}`),
    check('booking_request_images_mime', sql`${t.mime} IN ('image/jpeg', 'image/png', 'image/webp')`),
    fkey(t.requestId, bookingRequests.id).onDelete('cascade'),
  ],
);
