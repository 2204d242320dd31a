import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles } from './auth';
import {
  expensePaymentMethodEnum,
  invitationStatusEnum,
  memberStatusEnum,
  planTypeEnum,
  roleEnum,
  settlementPeriodEnum,
} from './enums';
import { expenses } from './work';

export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  ownerId: text('owner_id')
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  planType: planTypeEnum('plan_type').notNull().default('estudio'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const organizationMembers = pgTable(
  'organization_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    role: roleEnum('role').notNull(),
    status: memberStatusEnum('status').notNull().default('active'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('organization_members_org_user_uq').on(t.organizationId, t.userId),
    // Whose studio a user is in, asked on every client insert and every scope read (issue 26).
    index('organization_members_user_idx').on(t.userId),
    index('organization_members_org_joined_idx').on(t.organizationId, t.joinedAt),
  ],
);

const percentage = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });

export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** sha256 (hex) of the link's token: the database never holds a usable link. */
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    initialPercentage: percentage('initial_percentage'),
    /** What the invited person joins as: an artist, or the front desk ('recepcao', issue 26). */
    role: roleEnum('role').notNull().default('artist'),
    status: invitationStatusEnum('status').notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invitations_org_created_idx').on(t.organizationId, t.createdAt),
    check(
      'invitations_percentage_range',
      sql`${t.initialPercentage} IS NULL OR (${t.initialPercentage} >= 0 AND ${t.initialPercentage} <= 100)`,
    ),
  ],
);

export const artistPercentages = pgTable(
  'artist_percentages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    percentage: percentage('percentage').notNull(),
    changedBy: text('changed_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('artist_percentages_org_user_idx').on(t.organizationId, t.userId, t.createdAt),
    check('artist_percentages_range', sql`${t.percentage} >= 0 AND ${t.percentage} <= 100`),
  ],
);

/**
 * A paid settlement (repasse) between a studio and one artist for a period of São Paulo days
 * (decision 0017). It closes the period: the trigger tinta_payment_settled refuses any change to the
 * artist's studio payments dated inside it. The amounts are what was netted when it was paid.
 */
export const settlements = pgTable(
  'settlements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    artistId: text('artist_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    period: settlementPeriodEnum('period').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** The artist's part of the payments the studio received. */
    studioOwesCents: integer('studio_owes_cents').notNull(),
    /** The studio's part of the payments the artist received. */
    artistOwesCents: integer('artist_owes_cents').notNull(),
    /** studio_owes − artist_owes: above zero the studio paid the artist, below the artist paid the studio. */
    netCents: integer('net_cents').notNull(),
    paymentsCount: integer('payments_count').notNull(),
    method: expensePaymentMethodEnum('method').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    paidBy: text('paid_by').references(() => profiles.id, { onDelete: 'set null' }),
    /** The owner's 'Repasse' expense, when the studio paid (net above zero). */
    expenseId: uuid('expense_id').references(() => expenses.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('settlements_org_artist_start_uq').on(t.organizationId, t.artistId, t.startDate),
    index('settlements_artist_idx').on(t.artistId, t.startDate),
    check('settlements_period_order', sql`${t.endDate} >= ${t.startDate}`),
    check('settlements_net', sql`${t.netCents} = ${t.studioOwesCents} - ${t.artistOwesCents}`),
  ],
);
