import { useQuery } from '@tanstack/react-query';
import type { AppNotification, NotificationSettings } from '../../../shared/schemas/notification';
import { api } from '../../lib/api';
import { invalidateOnChange } from '../../lib/changes';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
};

/** Settings live under their own key: a delivered reminder must not refetch them. */
export const notificationSettingsKey = ['notification-settings'] as const;

// The server emits a change when a reminder is delivered (marked sent): the bell count rises live.
invalidateOnChange('notifications', notificationKeys.all);

export const useUnreadCount = () =>
  useQuery({
    queryKey: notificationKeys.unreadCount(),
    queryFn: () => api<{ count: number }>('/api/notifications/unread-count'),
    select: (r) => r.count,
  });

export const useNotifications = (enabled: boolean) =>
  useQuery({
    queryKey: notificationKeys.list(),
    queryFn: () => api<AppNotification[]>('/api/notifications'),
    enabled,
  });

export const useNotificationSettings = (enabled: boolean) =>
  useQuery({
    queryKey: notificationSettingsKey,
    queryFn: () => api<NotificationSettings>('/api/notification-settings'),
    enabled,
  });
