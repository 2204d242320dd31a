import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { appointments } from './agenda';
import { profiles } from './auth';
import { postgresNamedForeignKey as fkey } from './postgres-names';

/**
 * An artist's connection to their bank's API Pix (issue 28): where it is, the OAuth client and the
 * client certificate for mutual TLS — the secret, the certificate and its key sealed
 * (secrets/sealed-box.ts, a key outside the database) — and the Pix key charges are made to.
 * `webhook_token_hash`: the SHA-256 of the unguessable token in the webhook URL registered at the
 * bank, so a notification finds its connection without the token being stored.
 */
export const pixApiConnections = pgTable(
  'pix_api_connections',
  {
    userId: text('user_id').primaryKey(),
    baseUrl: text('base_url').notNull(),
    tokenUrl: text('token_url'),
    clientId: text('client_id').notNull(),
    clientSecretSealed: text('client_secret_sealed').notNull(),
    certificateSealed: text('certificate_sealed').notNull(),
    pixKey: text('pix_key').notNull(),
    /**
     * A studio owner's bank also takes the deposits of the studio's artists who have no bank of
     * their own (issue 28: per artist or per studio); the money is then the studio's.
     */
    forStudio: boolean('for_studio').notNull().default(false),
    webhookTokenHash: text('webhook_token_hash').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('pix_api_connections_webhook_token_idx').on(t.webhookTokenHash),
    check('pix_api_connections_https', sql`${t.baseUrl} LIKE 'https://%'`),
    fkey(t.userId, profiles.id).onDelete('cascade'),
  ],
);

/**
 * A dynamic charge (API Pix `cob`) for a hold's deposit (issue 28). Written in the same
 * transaction that accepts the request (status `creating`, txid ours); a job then creates it at the
 * bank (`PUT /cob/{txid}` is the same charge however often it is sent) and keeps its copia e cola.
 * `appointment_id` goes null if the session is deleted: a Pix paid to it still has to be found.
 */
export const pixCharges = pgTable(
  'pix_charges',
  {
    txid: text('txid').primaryKey(),
    userId: text('user_id').notNull(),
    /** Whose bank connection made it — the artist's own, or their studio owner's — and is asked about it. */
    bankUserId: text('bank_user_id').notNull(),
    appointmentId: uuid('appointment_id'),
    amountCents: integer('amount_cents').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('creating'),
    attempts: integer('attempts').notNull().default(0),
    /**
     * When the job may try (again) to make it at the bank: claimed by moving it ahead before the
     * call (no lock held during it), and backed off after each failure.
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the bank reported paid to it so far (a Pix for less, or more, is recorded as it came). */
    receivedCents: integer('received_cents').notNull().default(0),
    /** Pix reported for it after its session was deleted (no deposit to hold them): told once each. */
    orphanEndToEndIds: text('orphan_end_to_end_ids').array().notNull().default(sql`'{}'`),
    copyPaste: text('copy_paste'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check('pix_charges_txid_format', sql`${t.txid} ~ '^[A-Za-z0-9]{26,35}$'`),
    check('pix_charges_amount_positive', sql`${t.amountCents} > 0`),
    check('pix_charges_status', sql`${t.status} IN ('creating', 'active', 'failed', 'paid', 'expired')`),
    index('pix_charges_creating_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'creating'`),
    index('pix_charges_appointment_idx').on(t.appointmentId),
    index('pix_charges_bank_open_idx')
      .on(t.bankUserId, t.createdAt)
      .where(sql`${t.status} IN ('creating', 'active')`),
    fkey(t.userId, profiles.id).onDelete('cascade'),
    fkey(t.bankUserId, profiles.id).onDelete('cascade'),
    fkey(t.appointmentId, appointments.id).onDelete('set null'),
  ],
);

/**
 * A deposit's Pix given back through the bank (`PUT /pix/{e2eid}/devolucao/{id}`, issue 28): booked
 * as an estorno when the bank accepts it, then followed until the bank settles it — DEVOLVIDO, or
 * NAO_REALIZADO (the estorno is taken back and the artist told why).
 */
export const pixRefunds = pgTable(
  'pix_refunds',
  {
    refundId: text('refund_id').primaryKey(),
    userId: text('user_id').notNull(),
    /** The bank that returns it (the one the Pix came through): asked about it until it settles. */
    bankUserId: text('bank_user_id').notNull(),
    appointmentId: uuid('appointment_id'),
    endToEndId: text('end_to_end_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull().default('EM_PROCESSAMENTO'),
    reason: text('reason'),
    /** The estorno booked for it (null once taken back). */
    paymentId: uuid('payment_id'),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check('pix_refunds_status', sql`${t.status} IN ('EM_PROCESSAMENTO', 'DEVOLVIDO', 'NAO_REALIZADO')`),
    check('pix_refunds_amount_positive', sql`${t.amountCents} > 0`),
    index('pix_refunds_open_idx').on(t.nextCheckAt).where(sql`${t.status} = 'EM_PROCESSAMENTO'`),
    fkey(t.userId, profiles.id).onDelete('cascade'),
    fkey(t.bankUserId, profiles.id).onDelete('cascade'),
    fkey(t.appointmentId, appointments.id).onDelete('set null'),
  ],
);
