import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeed, CalendarFeedPatch } from '../../../shared/schemas/calendar-feed';
import { api } from '../../lib/api';
import { calendarFeedKeys } from './queries';

/** Creates the link, or replaces it (the old one stops at once). */
export function useRotateCalendarFeed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<CalendarFeed>('/api/calendar-feed', { method: 'POST' }),
    onSuccess: (feed) => qc.setQueryData(calendarFeedKeys.all, feed),
  });
}

export function useSetFeedMoney() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CalendarFeedPatch) =>
      api<CalendarFeed>('/api/calendar-feed', { method: 'PATCH', body: input }),
    onSuccess: (feed) => qc.setQueryData(calendarFeedKeys.all, feed),
  });
}
