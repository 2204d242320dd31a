import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MessageKind } from '../../../shared/message-templates';
import { profiles } from './auth';

const owner = () =>
  text('user_id')
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' });

/** An edited template (migration 0020); a kind without a row uses the default. */
export const messageTemplates = pgTable(
  'message_templates',
  {
    userId: owner(),
    kind: text('kind').$type<MessageKind>().notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

export const messageSettings = pgTable('message_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  address: text('address').notNull().default(''),
});

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
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.subjectId, t.occasion] })],
);
