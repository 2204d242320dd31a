import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles } from './auth';
import { appointmentStatusEnum, paymentKindEnum, paymentMethodEnum, paymentReceiverEnum } from './enums';

const owner = () =>
  text('user_id')
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' });

export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    name: text('name').notNull(),
    phone: text('phone'),
    instagram: text('instagram'),
    /** The client record's identity (migration 0017): a minor is told by age in São Paulo time. */
    birthDate: date('birth_date', { mode: 'string' }),
    document: text('document'),
    /**
     * In a studio, the person this row is (issue 26, migration 0033): each artist keeps a row of
     * their own for a client (their sessions, their records), and the rows of the same person across
     * the studio share this id. Null working alone.
     */
    personId: uuid('person_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // What search matches: name, phone as typed and as digits, Instagram, folded (migration 0002).
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`tinta_fold(name || ' ' || coalesce(phone, '') || ' ' || regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') || ' ' || coalesce(instagram, ''))`,
      ),
  },
  (t) => [
    index('clients_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('clients_person_idx').on(t.personId).where(sql`${t.personId} IS NOT NULL`),
    // The studio's person with the same phone (migration 0034, tinta_phone_key).
    index('clients_phone_key_idx').on(sql`tinta_phone_key(${t.phone})`).where(sql`${t.phone} IS NOT NULL`),
    // Birthdays of the coming days as month*100+day (migration 0020).
    index('clients_user_birthday_idx')
      .on(t.userId, sql`((extract(month FROM ${t.birthDate}) * 100 + extract(day FROM ${t.birthDate}))::int)`)
      .where(sql`${t.birthDate} IS NOT NULL`),
  ],
);

export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    // Deleting a client keeps its history: the appointment stays with client_name.
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    clientName: text('client_name').notNull(),
    title: text('title').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    agreedValueCents: integer('agreed_value_cents').notNull().default(0),
    /** Sum of the appointment's payments once finished (payments/refresh-final-value.ts). */
    finalValueCents: integer('final_value_cents'),
    /** Deposits held (sinal minus estorno), kept with them (payments/refresh-paid-values.ts). */
    depositCents: integer('deposit_cents').notNull().default(0),
    /** The deposit an accepted booking request waits for (0: none asked); released after the deadline. */
    depositDueCents: integer('deposit_due_cents').notNull().default(0),
    depositDeadline: timestamp('deposit_deadline', { withTimezone: true }),
    /** Session length; with start_time it gives the end the agenda shows and overlaps are checked on. */
    durationMinutes: integer('duration_minutes').notNull().default(120),
    notes: text('notes'),
    status: appointmentStatusEnum('status').notNull().default('agendado'),
    isChecked: boolean('is_checked').notNull().default(false),
    isTattooFinished: boolean('is_tattoo_finished').notNull().default(false),
    /** Cancelled because the client did not come (issue 28): the policy keeps the deposit. */
    noShow: boolean('no_show').notNull().default(false),
    /** The calendar feed's SEQUENCE, bumped by a trigger on every change the feed shows (migration 0025). */
    revision: integer('revision').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('appointments_user_start_idx').on(t.userId, t.startTime),
    index('appointments_client_idx').on(t.clientId),
    index('appointments_user_client_idx').on(t.userId, t.clientId),
    index('appointments_client_start_idx').on(t.clientId, t.startTime),
    index('appointments_user_created_idx').on(t.userId, t.createdAt),
    // The future, unfinished sessions the reminders walk (migration 0009).
    index('appointments_agendado_start_idx')
      .on(t.startTime)
      .where(sql`${t.status} = 'agendado' AND NOT ${t.isTattooFinished}`),
    // 'Mensagens de hoje' (issue 27) reads each kind in start order and stops at what the panel
    // lists: the confirmations of sessions created on a São Paulo day, and the sessions still
    // waiting for a deposit — each through an index that holds only its candidates. The day is
    // tinta_sp_day's own body (a query's `tinta_sp_day(created_at) = day` inlines to it and uses
    // the index): tinta_sp_day names tinta_sp_local without a schema, which the restricted
    // search_path of REINDEX, ANALYZE or a restore cannot find; tinta_sp_local calls only built-ins.
    index('appointments_user_created_day_idx')
      .on(t.userId, sql`(tinta_sp_local(${t.createdAt})::date)`, t.startTime)
      .where(sql`${t.status} = 'agendado' AND NOT ${t.isTattooFinished}`),
    index('appointments_user_deposit_due_idx')
      .on(t.userId, t.startTime)
      .where(
        sql`${t.depositDueCents} > ${t.depositCents} AND ${t.status} = 'agendado' AND NOT ${t.isTattooFinished}`,
      ),
    check('appointments_agreed_nonnegative', sql`${t.agreedValueCents} >= 0`),
    check('appointments_final_nonnegative', sql`${t.finalValueCents} IS NULL OR ${t.finalValueCents} >= 0`),
    check('appointments_duration_range', sql`${t.durationMinutes} BETWEEN 15 AND 720`),
    check('appointments_deposit_nonnegative', sql`${t.depositCents} >= 0`),
    check('appointments_deposit_due_nonnegative', sql`${t.depositDueCents} >= 0`),
    index('appointments_hold_deadline_idx')
      .on(t.depositDeadline)
      .where(sql`${t.depositDeadline} IS NOT NULL AND ${t.status} = 'agendado'`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    // SPEC §4: deleting an appointment deletes its payments.
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    clientName: text('client_name').notNull(),
    amountCents: integer('amount_cents').notNull(),
    method: paymentMethodEnum('method').notNull().default('pix'),
    kind: paymentKindEnum('kind').notNull().default('pagamento'),
    date: date('date', { mode: 'string' }).notNull(),
    dateEpoch: bigint('date_epoch', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The studio the artist belonged to when the payment was made (null: working alone), and the
     * studio's part of it at the percentage in force on its day; the artist's part is the rest.
     * Both set by the trigger tinta_payment_split (migration 0030), whoever writes: never by the app.
     * No foreign key: a history, kept when the studio is gone (decision 0016).
     */
    organizationId: uuid('organization_id'),
    studioCents: integer('studio_cents').notNull().default(0),
    /**
     * Who received the money: the studio (its maquininha or Pix) or the artist. Settlements (repasse)
     * net on it; meaningful only with a studio. Default 'estudio' (decision 0017).
     */
    receivedBy: paymentReceiverEnum('received_by').notNull().default('estudio'),
    /**
     * The Pix's end-to-end id when the bank reported it (API Pix, issue 28): one Pix is one
     * payment however many times, or by however many instances, its notification is handled.
     */
    pixEndToEndId: text('pix_end_to_end_id'),
    /**
     * A card payment in 'Nx' (issue 29): one payment of the whole amount, with the maquininha's fee
     * for its method and installments at the rate set then (`card_fee_rates`), booked as an expense.
     */
    installments: smallint('installments').notNull().default(1),
    feeCents: integer('fee_cents').notNull().default(0),
  },
  (t) => [
    index('payments_user_epoch_idx').on(t.userId, t.dateEpoch, t.createdAt, t.id),
    index('payments_appointment_idx').on(t.appointmentId),
    // Per owner: a Pix id reported by one artist's bank can never shadow another artist's deposit.
    uniqueIndex('payments_pix_end_to_end_idx')
      .on(t.userId, t.pixEndToEndId)
      .where(sql`${t.pixEndToEndId} IS NOT NULL`),
    // A studio's settlements read one artist's payments over a few days.
    index('payments_org_user_date_idx')
      .on(t.organizationId, t.userId, t.date)
      .where(sql`${t.organizationId} IS NOT NULL`),
    // The owner's Repasse screen reads every artist's payments of a few days.
    index('payments_org_date_idx').on(t.organizationId, t.date).where(sql`${t.organizationId} IS NOT NULL`),
    check(
      'payments_installments',
      sql`${t.installments} BETWEEN 1 AND 12 AND (${t.installments} = 1 OR ${t.method} = 'cartao-credito')`,
    ),
    check('payments_fee', sql`${t.feeCents} >= 0 AND ${t.feeCents} <= abs(${t.amountCents})`),
    check(
      'payments_amount_sign',
      sql`${t.amountCents} <> 0 AND (${t.amountCents} < 0) = (${t.kind} = 'estorno')`,
    ),
    // The studio's part lies between nothing and the whole payment (same sign); none without a studio.
    check(
      'payments_studio_part',
      sql`${t.studioCents} BETWEEN least(0, ${t.amountCents}) AND greatest(0, ${t.amountCents}) AND (${t.organizationId} IS NOT NULL OR ${t.studioCents} = 0)`,
    ),
  ],
);

/**
 * The maquininha's fee per card method and number of installments (issue 29), set once by whoever
 * owns the machine: an artist alone, or a studio's owner (used for payments the studio received).
 * Basis points: 399 is 3,99 %.
 */
export const cardFeeRates = pgTable(
  'card_fee_rates',
  {
    userId: owner(),
    method: paymentMethodEnum('method').notNull(),
    installments: smallint('installments').notNull(),
    rateBp: integer('rate_bp').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'card_fee_rates_pkey', columns: [t.userId, t.method, t.installments] }),
    check('card_fee_rates_rate', sql`${t.rateBp} BETWEEN 0 AND 10000`),
    check(
      'card_fee_rates_installments',
      sql`${t.installments} BETWEEN 1 AND 12 AND (${t.installments} = 1 OR ${t.method} = 'cartao-credito')`,
    ),
    check('card_fee_rates_card', sql`${t.method} IN ('cartao-debito', 'cartao-credito')`),
  ],
);

/**
 * Income not tied to a session (issue 29): aftercare products, flash sold at an event. Counts in the
 * reports and the MEI meter; never in a session's payments (SPEC's rule for those stays).
 */
export const otherIncomes = pgTable(
  'other_incomes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    method: paymentMethodEnum('method').notNull().default('pix'),
    installments: smallint('installments').notNull().default(1),
    feeCents: integer('fee_cents').notNull().default(0),
    date: date('date', { mode: 'string' }).notNull(),
    dateEpoch: bigint('date_epoch', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('other_incomes_user_epoch_idx').on(t.userId, t.dateEpoch, t.createdAt, t.id),
    index('other_incomes_user_date_idx').on(t.userId, t.date),
    check('other_incomes_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'other_incomes_installments',
      sql`${t.installments} BETWEEN 1 AND 12 AND (${t.installments} = 1 OR ${t.method} = 'cartao-credito')`,
    ),
    check('other_incomes_fee', sql`${t.feeCents} >= 0 AND ${t.feeCents} <= ${t.amountCents}`),
  ],
);
