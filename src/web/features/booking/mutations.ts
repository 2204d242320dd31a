import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingSettingsInput } from '../../../shared/schemas/booking';
import { bookingKeys, type SavedBookingSettings } from '../../entities/booking/queries';
import { api } from '../../lib/api';

export function useSaveBookingSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: BookingSettingsInput) =>
      api<SavedBookingSettings>('/api/booking/settings', { method: 'PUT', body: input }),
    meta: { changes: ['booking_settings'] },
  });
}
