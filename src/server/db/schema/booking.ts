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
    /**
     * The WhatsApp clients may write to ('Falar no WhatsApp' on their link): given for that, opt-in
     * — never taken from the Pix key (issue 29). Digits with 55; null — no button.
     */
    whatsapp: text('whatsapp'),
    /** The cancellation policy in force (issue 28): its latest version; null — none offered. */
    policyId: uuid('policy_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('booking_settings_slug_idx').on(t.slug),
    check('booking_settings_slug_format', sql`${t.slug} ~ '^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$'`),
    fkey(t.userId, profiles.id).onDelete('cascade'),
    fkey(t.policyId, cancellationPolicies.id).onDelete('set null'),
  ],
);

/**
 * A version of an artist's cancellation policy (issue 28). Never edited: a change is a new version,
 * so what a client accepted with their request stays what it was.
 */
export const cancellationPolicies = pgTable(
  'cancellation_policies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    version: integer('version').notNull(),
    /** The deposit is given back when the client cancels at least this many hours before. */
    refundUntilHours: integer('refund_until_hours').notNull(),
    /** The client may move the session until this many hours before… */
    rescheduleUntilHours: integer('reschedule_until_hours').notNull(),
    /** …at most this many times (0: never). */
    maxReschedules: integer('max_reschedules').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cancellation_policies_user_version_idx').on(t.userId, t.version),
    check('cancellation_policies_refund_hours', sql`${t.refundUntilHours} BETWEEN 0 AND 720`),
    check('cancellation_policies_reschedule_hours', sql`${t.rescheduleUntilHours} BETWEEN 0 AND 720`),
    check('cancellation_policies_max_reschedules', sql`${t.maxReschedules} BETWEEN 0 AND 10`),
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
    /** The policy version the client accepted before sending (issue 28); null: none was offered. */
    policyId: uuid('policy_id'),
    /**
     * Until when a cancel gives the deposit back: set when the request became a session (its start
     * minus the policy's hours) and never pushed later by a move — a client past it cannot reopen
     * the refund by moving the session away and cancelling.
     */
    refundUntil: timestamp('refund_until', { withTimezone: true }),
    /** How often the client moved the session from their link (the policy caps it). */
    rescheduleCount: integer('reschedule_count').notNull().default(0),
    /** The client cancelled from their link; `refund`: the policy gave the deposit back. */
    clientCancelledAt: timestamp('client_cancelled_at', { withTimezone: true }),
    clientCancelRefund: boolean('client_cancel_refund'),
    /** 'Já paguei' (no bank connected): when the client said the deposit was sent. */
    depositClaimedAt: timestamp('deposit_claimed_at', { withTimezone: true }),
    /** A waitlisted client's window (status 'espera'): São Paulo days and parts of the day. */
    waitFrom: date('wait_from', { mode: 'string' }),
    waitTo: date('wait_to', { mode: 'string' }),
    waitPeriods: text('wait_periods').array(),
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
    check('booking_requests_reschedules', sql`${t.rescheduleCount} >= 0`),
    check(
      'booking_requests_wait_window',
      // ::text: the value 'espera' is added by the same migration, where Postgres refuses it as an enum.
      sql`${t.status}::text <> 'espera' OR (${t.waitFrom} IS NOT NULL AND ${t.waitTo} >= ${t.waitFrom} AND cardinality(${t.waitPeriods}) > 0)`,
    ),
    fkey(t.userId, profiles.id).onDelete('cascade'),
    fkey(t.appointmentId, appointments.id).onDelete('set null'),
    fkey(t.policyId, cancellationPolicies.id).onDelete('set null'),
  ],
);

/** The receipt a client attached to 'Já paguei' (one per request; a new one replaces it). */
export const depositReceipts = pgTable(
  'deposit_receipts',
  {
    requestId: uuid('request_id').primaryKey(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('deposit_receipts_mime', sql`${t.mime} IN ('image/jpeg', 'image/png', 'image/webp')`),
    fkey(t.requestId, bookingRequests.id).onDelete('cascade'),
  ],
);

/**
 * A slot freed in an artist's agenda (a cancel, a reschedule, a released hold), offered to the
 * waitlisted clients it suits (issue 28). The first to confirm takes it (`taken_request_id`), under
 * the agenda's lock like any booking.
 */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** The deposit the freed session asked for: the taker's hold asks the same. */
    depositCents: integer('deposit_cents').notNull().default(0),
    takenRequestId: uuid('taken_request_id'),
    takenAt: timestamp('taken_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open offer per time: a session cancelled, reopened and cancelled again is offered once.
    uniqueIndex('waitlist_offers_open_idx').on(t.userId, t.startTime).where(sql`${t.takenRequestId} IS NULL`),
    check('waitlist_offers_duration', sql`${t.durationMinutes} BETWEEN 15 AND 720`),
    check('waitlist_offers_deposit', sql`${t.depositCents} >= 0`),
    fkey(t.userId, profiles.id).onDelete('cascade'),
    fkey(t.takenRequestId, bookingRequests.id).onDelete('set null'),
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
