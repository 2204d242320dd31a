import { useQuery } from '@tanstack/react-query';
import type { CalendarFeed } from '../../../shared/schemas/calendar-feed';
import { api } from '../../lib/api';

export const calendarFeedKeys = { all: ['calendar-feed'] as const };

export const useCalendarFeed = () =>
  useQuery({ queryKey: calendarFeedKeys.all, queryFn: () => api<CalendarFeed>('/api/calendar-feed') });
