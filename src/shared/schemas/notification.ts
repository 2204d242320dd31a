import { z } from 'zod';
import type { NotificationType, notificationRelatedTypes, notificationStatuses } from '../enums';

export interface AppNotification {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  relatedId: string | null;
  relatedType: (typeof notificationRelatedTypes)[number] | null;
  scheduledFor: string;
  status: (typeof notificationStatuses)[number];
  sentAt: string | null;
  readAt: string | null;
}

export const notificationListQuerySchema = z.object({ unread: z.enum(['1', 'true']).optional() });

export const notificationSettingsSchema = z.object({
  pushEnabled: z.boolean(),
  reminder24hEnabled: z.boolean(),
  reminder1hEnabled: z.boolean(),
  taskAlertsEnabled: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** A missing settings row reads as these (SPEC §7 tolerates not-found). */
export const defaultNotificationSettings: NotificationSettings = {
  pushEnabled: false,
  reminder24hEnabled: true,
  reminder1hEnabled: true,
  taskAlertsEnabled: true,
};

/** What PushManager.subscribe() gives the browser, as JSON. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;
