import { useQuery } from '@tanstack/react-query';
import type { BookingSettings } from '../../../shared/schemas/booking';
import { api } from '../../lib/api';
import { invalidateOnChange } from '../../lib/changes';

export const bookingKeys = {
  all: ['booking'] as const,
  settings: () => [...bookingKeys.all, 'settings'] as const,
};

invalidateOnChange('booking_settings', bookingKeys.all);

export type SavedBookingSettings = BookingSettings & { saved: boolean };

export const useBookingSettings = (enabled: boolean) =>
  useQuery({
    queryKey: bookingKeys.settings(),
    queryFn: () => api<SavedBookingSettings>('/api/booking/settings'),
    enabled,
  });
