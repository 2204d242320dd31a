import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './auth';
import { notificationRelatedTypeEnum, notificationStatusEnum, notificationTypeEnum } from './enums';

const owner = () =>
  text('user_id')
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' });

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    type: notificationTypeEnum('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    relatedId: uuid('related_id'),
    relatedType: notificationRelatedTypeEnum('related_type'),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }).notNull(),
    status: notificationStatusEnum('status').notNull().default('pending'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_due_idx').on(t.scheduledFor).where(sql`${t.status} = 'pending'`),
    index('notifications_related_idx').on(t.relatedId),
  ],
);

export const notificationSettings = pgTable('notification_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  pushEnabled: boolean('push_enabled').notNull().default(false),
  reminder24hEnabled: boolean('reminder_24h_enabled').notNull().default(true),
  reminder1hEnabled: boolean('reminder_1h_enabled').notNull().default(true),
  taskAlertsEnabled: boolean('task_alerts_enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** One row per browser that accepted push (Web Push subscription). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
