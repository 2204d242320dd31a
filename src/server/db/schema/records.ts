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
import { bytea } from './booking';
import { postgresNamedForeignKey as fkey } from './postgres-names';
import { organizations } from './studio';

/** A bottle's lot in the studio's (or a lone artist's) inventory (migration 0015). */
export const inkLots = pgTable(
  'ink_lots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id'),
    userId: text('user_id'),
    createdBy: text('created_by'),
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
    fkey(t.organizationId, organizations.id).onDelete('cascade'),
    fkey(t.userId, profiles.id).onDelete('cascade'),
    fkey(t.createdBy, profiles.id).onDelete('set null'),
  ],
);

/** The ficha técnica of one appointment. */
export const sessionRecords = pgTable(
  'session_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    appointmentId: uuid('appointment_id').notNull(),
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
    fkey(t.userId, profiles.id).onDelete('cascade'),
    fkey(t.appointmentId, appointments.id).onDelete('restrict'),
  ],
);

/** An ink used in a session, copied from its lot as it was that day. */
export const sessionRecordInks = pgTable(
  'session_record_inks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recordId: uuid('record_id').notNull(),
    inkLotId: uuid('ink_lot_id'),
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
    fkey(t.recordId, sessionRecords.id).onDelete('cascade'),
    fkey(t.inkLotId, inkLots.id).onDelete('set null'),
  ],
);

/** One filling of the health questionnaire (migration 0016): never updated, a new answer is a new row. */
export const anamneses = pgTable(
  'anamneses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    clientId: uuid('client_id').notNull(),
    answers: jsonb('answers').$type<AnamnesisAnswers>().notNull(),
    notes: text('notes').notNull().default(''),
    filledVia: text('filled_via').$type<'aparelho' | 'link'>().notNull(),
    healthConsentAt: timestamp('health_consent_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('anamneses_client_idx').on(t.clientId, t.createdAt),
    check('anamneses_filled_via', sql`${t.filledVia} IN ('aparelho', 'link')`),
    fkey(t.userId, profiles.id).onDelete('cascade'),
    fkey(t.clientId, clients.id).onDelete('cascade'),
  ],
);

/** A one-time link a client fills the questionnaire through (the token kept as its SHA-256). */
export const anamnesisLinks = pgTable(
  'anamnesis_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    clientId: uuid('client_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('anamnesis_links_token_idx').on(t.tokenHash),
    fkey(t.userId, profiles.id).onDelete('cascade'),
    fkey(t.clientId, clients.id).onDelete('cascade'),
  ],
);

/** A studio's or a lone artist's row: exactly one of the two owns it (the tables' one_owner check). */
const scopeOwner = () => ({
  organizationId: uuid('organization_id'),
  userId: text('user_id'),
});

/** The studio's (or a lone artist's) record rules (migration 0017). */
export const recordSettings = pgTable(
  'record_settings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...scopeOwner(),
    requireConsent: boolean('require_consent').notNull().default(false),
    retentionYears: integer('retention_years').notNull().default(5),
    ownerReadsRecords: boolean('owner_reads_records').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('record_settings_org_idx').on(t.organizationId).where(sql`${t.organizationId} IS NOT NULL`),
    uniqueIndex('record_settings_user_idx').on(t.userId).where(sql`${t.userId} IS NOT NULL`),
    check('record_settings_one_owner', sql`(${t.organizationId} IS NULL) <> (${t.userId} IS NULL)`),
    check('record_settings_retention', sql`${t.retentionYears} BETWEEN 1 AND 30`),
    fkey(t.organizationId, organizations.id).onDelete('cascade'),
    fkey(t.userId, profiles.id).onDelete('cascade'),
  ],
);

/** One version of the consent text (never updated: a change is the next version). */
export const consentTexts = pgTable(
  'consent_texts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...scopeOwner(),
    version: integer('version').notNull(),
    body: text('body').notNull(),
    bodyHash: text('body_hash').notNull(),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('consent_texts_org_version_idx')
      .on(t.organizationId, t.version)
      .where(sql`${t.organizationId} IS NOT NULL`),
    uniqueIndex('consent_texts_user_version_idx').on(t.userId, t.version).where(sql`${t.userId} IS NOT NULL`),
    check('consent_texts_one_owner', sql`(${t.organizationId} IS NULL) <> (${t.userId} IS NULL)`),
    check('consent_texts_hash', sql`${t.bodyHash} = encode(sha256(convert_to(${t.body}, 'UTF8')), 'hex')`),
    fkey(t.organizationId, organizations.id).onDelete('cascade'),
    fkey(t.userId, profiles.id).onDelete('cascade'),
    fkey(t.createdBy, profiles.id).onDelete('set null'),
  ],
);

/** A signed consent (TCLE): never updated; the signer as they signed, the text version and its hash. */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    clientId: uuid('client_id'),
    appointmentId: uuid('appointment_id'),
    textId: uuid('text_id').notNull(),
    textHash: text('text_hash').notNull(),
    signerName: text('signer_name').notNull(),
    signerDocument: text('signer_document').notNull(),
    signerBirthDate: date('signer_birth_date', { mode: 'string' }).notNull(),
    minor: boolean('minor').notNull(),
    signaturePng: bytea('signature_png').notNull(),
    guardianName: text('guardian_name'),
    guardianDocument: text('guardian_document'),
    guardianSignaturePng: bytea('guardian_signature_png'),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    /** Set by the trigger when a signature stored before 0024 was redrawn; null: stored as signed. */
    signaturesNormalisedAt: timestamp('signatures_normalised_at', { withTimezone: true }),
    /** SHA-256 (hex) of the signature(s) that redraw replaced: the client's, then the guardian's. */
    signaturesOriginalSha256: text('signatures_original_sha256').array(),
  },
  (t) => [
    index('consents_client_idx').on(t.clientId, t.signedAt),
    index('consents_appointment_idx').on(t.appointmentId),
    index('consents_user_idx').on(t.userId, t.signedAt),
    // What the redraw job still has to do (migration 0024); empty once it has run.
    index('consents_signature_pending_idx')
      .on(t.id)
      .where(
        sql`NOT tinta_signature_is_normalised(${t.signaturePng}) OR (${t.guardianSignaturePng} IS NOT NULL AND NOT tinta_signature_is_normalised(${t.guardianSignaturePng}))`,
      ),
    check(
      'consents_guardian',
      sql`NOT ${t.minor} OR (${t.guardianName} IS NOT NULL AND ${t.guardianDocument} IS NOT NULL AND ${t.guardianSignaturePng} IS NOT NULL)`,
    ),
    fkey(t.userId, profiles.id).onDelete('cascade'),
    fkey(t.clientId, clients.id).onDelete('set null'),
    fkey(t.appointmentId, appointments.id).onDelete('set null'),
    fkey(t.textId, consentTexts.id).onDelete('restrict'),
  ],
);

/** A minor's consent held after erasure until `retainUntil` (migration 0017). */
export const consentRetention = pgTable(
  'consent_retention',
  {
    consentId: uuid('consent_id').primaryKey(),
    retainUntil: date('retain_until', { mode: 'string' }).notNull(),
  },
  (t) => [
    index('consent_retention_until_idx').on(t.retainUntil),
    fkey(t.consentId, consents.id).onDelete('cascade'),
  ],
);

export type RecordAuditAction = 'exportado' | 'excluido' | 'saude_retirada' | 'pdf';

/** Who did what to a client's record, when — without personal data. */
export const recordAudit = pgTable(
  'record_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    actorId: text('actor_id').notNull(),
    clientId: uuid('client_id').notNull(),
    action: text('action').$type<RecordAuditAction>().notNull(),
    detail: jsonb('detail').$type<Record<string, number | string>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('record_audit_user_idx').on(t.userId, t.at),
    check('record_audit_action', sql`${t.action} IN ('exportado', 'excluido', 'saude_retirada', 'pdf')`),
    fkey(t.userId, profiles.id).onDelete('cascade'),
  ],
);
