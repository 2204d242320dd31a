import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './auth';
import { invitationStatusEnum, memberStatusEnum, planTypeEnum, roleEnum } from './enums';

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
