import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings } from '../../../shared/schemas/notification';
import { api } from '../../lib/api';
import { notificationKeys, notificationSettingsKey } from './queries';

// Notifications touch no other figure of the workday: refreshing the bell's own queries is enough.
const refreshBell = (qc: QueryClient) => qc.invalidateQueries({ queryKey: notificationKeys.all });

export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/api/notifications/${id}/read`, { method: 'POST', body: {} }),
    onSettled: () => refreshBell(qc),
  });
}

export function useMarkAllRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api('/api/notifications/read-all', { method: 'POST', body: {} }),
    onSettled: () => refreshBell(qc),
  });
}

export function useDeleteNotification() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/api/notifications/${id}`, { method: 'DELETE' }),
    onSettled: () => refreshBell(qc),
  });
}

export function useClearNotifications() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api('/api/notifications', { method: 'DELETE' }),
    onSettled: () => refreshBell(qc),
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
