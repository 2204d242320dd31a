import { pgEnum } from 'drizzle-orm/pg-core';
import * as e from '../../../shared/enums';

export const roleEnum = pgEnum('role', e.roles);
export const planTypeEnum = pgEnum('plan_type', e.planTypes);
export const appointmentStatusEnum = pgEnum('appointment_status', e.appointmentStatuses);
export const paymentMethodEnum = pgEnum('payment_method', e.paymentMethods);
export const paymentKindEnum = pgEnum('payment_kind', e.paymentKinds);
export const expensePaymentMethodEnum = pgEnum('expense_payment_method', e.expensePaymentMethods);
export const expenseCategoryEnum = pgEnum('expense_category', e.expenseCategories);
export const taskPriorityEnum = pgEnum('task_priority', e.taskPriorities);
export const taskStatusEnum = pgEnum('task_status', e.taskStatuses);
export const notificationTypeEnum = pgEnum('notification_type', e.notificationTypes);
export const notificationStatusEnum = pgEnum('notification_status', e.notificationStatuses);
export const notificationRelatedTypeEnum = pgEnum('notification_related_type', e.notificationRelatedTypes);
export const invitationStatusEnum = pgEnum('invitation_status', e.invitationStatuses);
export const memberStatusEnum = pgEnum('member_status', e.memberStatuses);
