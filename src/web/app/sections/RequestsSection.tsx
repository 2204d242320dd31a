import { lazy } from 'react';
import RequestsScreen from '../../features/requests/RequestsScreen';

// The booking page's settings (and their schemas) load when asked for.
const BookingSettingsDialog = lazy(() =>
  import('../../features/booking/BookingSettingsDialog').then((m) => ({ default: m.BookingSettingsDialog })),
);

/** Pedidos, with 'Página de agendamento' one tap away. */
export default function RequestsSection() {
  return <RequestsScreen BookingSettingsDialog={BookingSettingsDialog} />;
}
