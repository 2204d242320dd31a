import { useQuery } from '@tanstack/react-query';
import type { SavedBookingSettings } from '../../../shared/schemas/booking';
import { api } from '../../lib/api';
import { invalidateOnChange } from '../../lib/changes';

export const bookingKeys = {
  all: ['booking'] as const,
  settings: () => [...bookingKeys.all, 'settings'] as const,
};

invalidateOnChange('booking_settings', bookingKeys.all);
// The studio's address is also saved with the message texts (Mensagens › 'Editar textos').
invalidateOnChange('message_templates', bookingKeys.all);

export type { SavedBookingSettings };

export const useBookingSettings = (enabled: boolean) =>
  useQuery({
    queryKey: bookingKeys.settings(),
    queryFn: () => api<SavedBookingSettings>('/api/booking/settings'),
    enabled,
  });
