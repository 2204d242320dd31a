import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { appointments, clients, otherIncomes, payments } from './agenda';
import { profiles } from './auth';
import { expenseCategoryEnum, expensePaymentMethodEnum, taskPriorityEnum, taskStatusEnum } from './enums';

const owner = () =>
  text('user_id')
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' });

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    title: text('title').notNull(),
    description: text('description'),
    date: date('date', { mode: 'string' }),
    priority: taskPriorityEnum('priority').notNull().default('media'),
    status: taskStatusEnum('status').notNull().default('a-fazer'),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('tasks_user_date_idx').on(t.userId, t.date),
    index('tasks_user_status_idx').on(t.userId, t.status),
  ],
);

export const expenses = pgTable(
  'expenses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    category: expenseCategoryEnum('category').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    dateEpoch: bigint('date_epoch', { mode: 'number' }).notNull(),
    paymentMethod: expensePaymentMethodEnum('payment_method').notNull(),
    notes: text('notes'),
    /**
     * The maquininha's fee booked by itself for a card payment or other income (issue 29): one
     * expense per source, gone with it. Possibly another account's payment (a studio's machine).
     */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    otherIncomeId: uuid('other_income_id').references(() => otherIncomes.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('expenses_user_epoch_idx').on(t.userId, t.dateEpoch, t.createdAt, t.id),
    index('expenses_user_date_idx').on(t.userId, t.date),
    check('expenses_amount_positive', sql`${t.amountCents} > 0`),
    uniqueIndex('expenses_payment_idx').on(t.paymentId).where(sql`${t.paymentId} IS NOT NULL`),
    uniqueIndex('expenses_other_income_idx').on(t.otherIncomeId).where(sql`${t.otherIncomeId} IS NOT NULL`),
    check('expenses_one_source', sql`${t.paymentId} IS NULL OR ${t.otherIncomeId} IS NULL`),
  ],
);
