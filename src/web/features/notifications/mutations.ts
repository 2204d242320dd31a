import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings } from '../../../shared/schemas/notification';
import { api } from '../../lib/api';
import { notificationSettingsKey } from './queries';

// Notifications touch no other figure of the workday: the bell's own queries.
const meta = { changes: ['notifications'] } as const;

export function useMarkRead() {
  return useMutation({
    meta,
    mutationFn: (id: string) => api(`/api/notifications/${id}/read`, { method: 'POST', body: {} }),
  });
}

export function useMarkAllRead() {
  return useMutation({
    meta,
    mutationFn: () => api('/api/notifications/read-all', { method: 'POST', body: {} }),
  });
}

export function useDeleteNotification() {
  return useMutation({
    meta,
    mutationFn: (id: string) => api(`/api/notifications/${id}`, { method: 'DELETE' }),
  });
}

export function useClearNotifications() {
  return useMutation({
    meta,
    mutationFn: () => api('/api/notifications', { method: 'DELETE' }),
  });
}

/** Optimistic: the switch flips at once and flips back if the server refuses. */
export function useSaveNotificationSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) =>
      api<NotificationSettings>('/api/notification-settings', { method: 'PUT', body: settings }),
    onMutate: async (next) => {
      await qc.cancelQueries({ queryKey: notificationSettingsKey });
      const previous = qc.getQueryData<NotificationSettings>(notificationSettingsKey);
      qc.setQueryData(notificationSettingsKey, next);
      return { previous };
    },
    onError: (_err, _next, context) => qc.setQueryData(notificationSettingsKey, context?.previous),
    onSuccess: (saved) => qc.setQueryData(notificationSettingsKey, saved),
  });
}
