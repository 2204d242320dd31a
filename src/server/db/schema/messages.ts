import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { MessageKind } from '../../../shared/message-templates';
import { profiles } from './auth';
import { postgresNamedForeignKey as fkey } from './postgres-names';

const owner = () => text('user_id').notNull();

/** An edited template (migration 0020); a kind without a row uses the default. */
export const messageTemplates = pgTable(
  'message_templates',
  {
    userId: owner(),
    kind: text('kind').$type<MessageKind>().notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'message_templates_pkey', columns: [t.userId, t.kind] }),
    check(
      'message_templates_kind',
      sql`${t.kind} IN ('confirmacao', 'lembrete', 'cicatrizacao', 'sinal', 'aniversario')`,
    ),
    fkey(t.userId, profiles.id).onDelete('cascade'),
  ],
);

export const messageSettings = pgTable(
  'message_settings',
  {
    userId: text('user_id').primaryKey(),
    address: text('address').notNull().default(''),
  },
  (t) => [fkey(t.userId, profiles.id).onDelete('cascade')],
);

/** 'Enviada': one message (kind × subject × occasion) marked as sent. */
export const messageMarks = pgTable(
  'message_marks',
  {
    id: uuid('id').notNull().defaultRandom(),
    userId: owner(),
    kind: text('kind').$type<MessageKind>().notNull(),
    subjectId: uuid('subject_id').notNull(),
    occasion: text('occasion').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'message_marks_pkey', columns: [t.userId, t.kind, t.subjectId, t.occasion] }),
    uniqueIndex('message_marks_id_idx').on(t.id),
    fkey(t.userId, profiles.id).onDelete('cascade'),
  ],
);
