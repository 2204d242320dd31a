import { lazy, Suspense, useMemo, useState } from 'react';
import DashboardScreen from '../../features/dashboard/DashboardScreen';
import { TodayMessagesPanel } from '../../features/messages/TodayMessagesPanel';
import { useOpenProfile } from '../profile-opener';

// What the first-day checklist's steps open, loaded only when a step is tapped.
const BookingSettingsDialog = lazy(() =>
  import('../../features/booking/BookingSettingsDialog').then((m) => ({ default: m.BookingSettingsDialog })),
);
const ClientFormDialog = lazy(() =>
  import('../../features/clients/ClientFormDialog').then((m) => ({ default: m.ClientFormDialog })),
);

/**
 * The dashboard with 'Mensagens de hoje' under it, and the places the first-day checklist's steps
 * open: Meu Perfil (the plan), 'Página de agendamento' (the page and its Pix key), 'Novo Cliente'.
 */
export default function DashboardSection() {
  const openProfile = useOpenProfile();
  const [opened, setOpened] = useState<'bookingPage' | 'client' | null>(null);
  const checklist = useMemo(
    () => ({
      plan: openProfile,
      bookingPage: () => setOpened('bookingPage'),
      pixKey: () => setOpened('bookingPage'),
      firstClient: () => setOpened('client'),
    }),
    [openProfile],
  );
  const close = (open: boolean) => !open && setOpened(null);
  return (
    <>
      <DashboardScreen messages={<TodayMessagesPanel />} checklist={checklist} />
      <Suspense fallback={null}>
        {opened === 'bookingPage' && <BookingSettingsDialog open onOpenChange={close} />}
        {opened === 'client' && <ClientFormDialog open client={null} onOpenChange={close} />}
      </Suspense>
    </>
  );
}
