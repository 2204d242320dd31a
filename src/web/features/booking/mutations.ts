import { useMutation } from '@tanstack/react-query';
import type { BookingSettingsInput } from '../../../shared/schemas/booking';
import type { SavedBookingSettings } from '../../entities/booking/queries';
import { api } from '../../lib/api';

export function useSaveBookingSettings() {
  return useMutation({
    mutationFn: (input: BookingSettingsInput) =>
      api<SavedBookingSettings>('/api/booking/settings', { method: 'PUT', body: input }),
    // The studio's address is the messages' {endereco} too: their texts go stale with it.
    meta: { changes: ['booking_settings', 'message_templates'] },
  });
}
