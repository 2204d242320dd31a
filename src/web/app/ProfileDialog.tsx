import { CalendarPlus, CalendarSync, CreditCard, Droplet, FileSignature, QrCode } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { Me } from '../../shared/schemas/profile';
import { Button } from '../components/ui/button';
import { Dialog } from '../components/ui/dialog';
import { MeiProfileButton, MeiProfileDialog } from '../features/mei/MeiProfileButton';
import { ProfileForm } from '../features/profile/ProfileForm';

// The booking page's form (and its schemas) load when asked for.
const BookingSettingsDialog = lazy(() =>
  import('../features/booking/BookingSettingsDialog').then((m) => ({ default: m.BookingSettingsDialog })),
);
const PixApiDialog = lazy(() =>
  import('../features/pix-api/PixApiDialog').then((m) => ({ default: m.PixApiDialog })),
);
const CardFeesDialog = lazy(() =>
  import('../features/card-fees/CardFeesDialog').then((m) => ({ default: m.CardFeesDialog })),
);
const CalendarFeedDialog = lazy(() =>
  import('../features/calendar-feed/CalendarFeedDialog').then((m) => ({ default: m.CalendarFeedDialog })),
);
const RecordSettingsDialog = lazy(() =>
  import('../features/consents/RecordSettingsDialog').then((m) => ({ default: m.RecordSettingsDialog })),
);
const InkInventoryDialog = lazy(() =>
  import('../features/records/InkInventoryDialog').then((m) => ({ default: m.InkInventoryDialog })),
);

/**
 * 'Meu Perfil': the profile form (features/profile) with the settings of other features under it —
 * booking page, bank (API Pix), calendar feed, MEI, the maquininha's fees, inks, consent rules — each opening its own dialog beside the
 * form (not in it: their submits must not bubble into the profile's). Success closes after 2 s.
 */
export function ProfileDialog({
  me,
  open,
  onOpenChange,
}: {
  me: Me;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const [booking, setBooking] = useState(false);
  const [bank, setBank] = useState(false);
  const [inks, setInks] = useState(false);
  const [rules, setRules] = useState(false);
  const [calendar, setCalendar] = useState(false);
  const [mei, setMei] = useState(false);
  const [cardFees, setCardFees] = useState(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Meu Perfil">
      {/* Mounted on each opening, so the form starts from the saved name every time. */}
      <ProfileForm me={me} onClose={() => onOpenChange(false)}>
        <div className="rounded-xl border border-ink-800 p-3">
          <p className="text-sm text-ink-300">
            Um link seu onde clientes pedem horário e pagam o sinal por Pix, e sua agenda no calendário do
            celular.
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button type="button" variant="secondary" size="sm" onClick={() => setBooking(true)}>
              <CalendarPlus size={16} aria-hidden /> Página de agendamento
            </Button>
            <Button type="button" variant="secondary" size="sm" onClick={() => setBank(true)}>
              <QrCode size={16} aria-hidden /> API Pix do banco
            </Button>
            <Button type="button" variant="secondary" size="sm" onClick={() => setCalendar(true)}>
              <CalendarSync size={16} aria-hidden /> Agenda no calendário
            </Button>
            <MeiProfileButton onOpen={() => setMei(true)} />
            {/* Money settings live here, beside the bank's Pix and the MEI: set once, used by every sale. */}
            <Button type="button" variant="secondary" size="sm" onClick={() => setCardFees(true)}>
              <CreditCard size={16} aria-hidden /> Taxas da maquininha
            </Button>
          </div>
        </div>
        <div className="rounded-xl border border-ink-800 p-3">
          <p className="text-sm text-ink-300">
            Fichas dos clientes: tintas e lotes usados (e quem recebeu cada lote), o termo de consentimento e
            suas regras.
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button type="button" variant="secondary" size="sm" onClick={() => setInks(true)}>
              <Droplet size={16} aria-hidden /> Estoque de tintas
            </Button>
            <Button type="button" variant="secondary" size="sm" onClick={() => setRules(true)}>
              <FileSignature size={16} aria-hidden /> Termo e regras
            </Button>
          </div>
        </div>
      </ProfileForm>
      {mei && <MeiProfileDialog open={mei} onOpenChange={setMei} />}
      {/* Beside the profile form, not in it: its submit must not bubble into the profile's. */}
      {booking && (
        <Suspense fallback={null}>
          <BookingSettingsDialog open={booking} onOpenChange={setBooking} />
        </Suspense>
      )}
      {bank && (
        <Suspense fallback={null}>
          <PixApiDialog open={bank} onOpenChange={setBank} />
        </Suspense>
      )}
      {inks && (
        <Suspense fallback={null}>
          <InkInventoryDialog open={inks} onOpenChange={setInks} />
        </Suspense>
      )}
      {cardFees && (
        <Suspense fallback={null}>
          <CardFeesDialog open={cardFees} onOpenChange={setCardFees} />
        </Suspense>
      )}
      {calendar && (
        <Suspense fallback={null}>
          <CalendarFeedDialog open={calendar} onOpenChange={setCalendar} />
        </Suspense>
      )}
      {rules && (
        <Suspense fallback={null}>
          <RecordSettingsDialog open={rules} onOpenChange={setRules} />
        </Suspense>
      )}
    </Dialog>
  );
}
