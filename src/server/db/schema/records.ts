import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AnamnesisAnswers } from '../../../shared/schemas/anamnesis';
import { appointments, clients } from './agenda';
import { profiles } from './auth';
import { organizations } from './studio';

/** A bottle's lot in the studio's (or a lone artist's) inventory (migration 0015). */
export const inkLots = pgTable(
  'ink_lots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => profiles.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    product: text('product').notNull(),
    manufacturer: text('manufacturer').notNull(),
    color: text('color').notNull().default(''),
    lot: text('lot').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    anvisaRegistration: text('anvisa_registration').notNull().default(''),
    openedOn: date('opened_on', { mode: 'string' }),
    archived: boolean('archived').notNull().default(false),
    lotSearch: text('lot_search').generatedAlwaysAs(sql`tinta_fold(lot)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ink_lots_org_idx')
      .on(t.organizationId, t.archived, t.product)
      .where(sql`${t.organizationId} IS NOT NULL`),
    index('ink_lots_user_idx').on(t.userId, t.archived, t.product).where(sql`${t.userId} IS NOT NULL`),
    check('ink_lots_one_owner', sql`(${t.organizationId} IS NULL) <> (${t.userId} IS NULL)`),
  ],
);

/** The ficha técnica of one appointment. */
export const sessionRecords = pgTable(
  'session_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'restrict' }),
    bodySite: text('body_site').notNull(),
    description: text('description').notNull().default(''),
    needleLot: text('needle_lot').notNull().default(''),
    sterilizationBatch: text('sterilization_batch').notNull().default(''),
    adverseReactions: text('adverse_reactions').notNull().default(''),
    aftercare: text('aftercare').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('session_records_appointment_idx').on(t.appointmentId),
    index('session_records_user_idx').on(t.userId),
  ],
);

/** An ink used in a session, copied from its lot as it was that day. */
export const sessionRecordInks = pgTable(
  'session_record_inks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recordId: uuid('record_id')
      .notNull()
      .references(() => sessionRecords.id, { onDelete: 'cascade' }),
    inkLotId: uuid('ink_lot_id').references(() => inkLots.id, { onDelete: 'set null' }),
    position: integer('position').notNull(),
    product: text('product').notNull(),
    manufacturer: text('manufacturer').notNull(),
    color: text('color').notNull(),
    lot: text('lot').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    anvisaRegistration: text('anvisa_registration').notNull(),
    openedOn: date('opened_on', { mode: 'string' }),
    lotSearch: text('lot_search').generatedAlwaysAs(sql`tinta_fold(lot)`),
  },
  (t) => [
    index('session_record_inks_record_idx').on(t.recordId, t.position),
    index('session_record_inks_lot_idx').on(t.lotSearch),
  ],
);

/** One filling of the health questionnaire (migration 0016): never updated, a new answer is a new row. */
export const anamneses = pgTable(
  'anamneses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<AnamnesisAnswers>().notNull(),
    notes: text('notes').notNull().default(''),
    filledVia: text('filled_via').$type<'aparelho' | 'link'>().notNull(),
    healthConsentAt: timestamp('health_consent_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('anamneses_client_idx').on(t.clientId, t.createdAt),
    check('anamneses_filled_via', sql`${t.filledVia} IN ('aparelho', 'link')`),
  ],
);

/** A one-time link a client fills the questionnaire through (the token kept as its SHA-256). */
export const anamnesisLinks = pgTable(
  'anamnesis_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('anamnesis_links_token_idx').on(t.tokenHash)],
);
