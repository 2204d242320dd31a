import { CalendarPlus, CalendarSync, Droplet, FileSignature } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Me } from '../../../shared/schemas/profile';
import { updateProfileSchema } from '../../../shared/schemas/profile';
import { FormError } from '../../components/form/form-error';
import { useZodForm } from '../../components/form/use-zod-form';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog, DialogCancelButton, useMarkSaved } from '../../components/ui/dialog';
import { Field } from '../../components/ui/input';
import { MeiProfileButton, MeiProfileDialog } from '../mei/MeiProfileButton';
import { useUpdateProfile } from '../session/mutations';
import { PlanPanel } from './PlanPanel';

// The booking page's form (and its schemas) load when asked for.
const BookingSettingsDialog = lazy(() =>
  import('../booking/BookingSettingsDialog').then((m) => ({ default: m.BookingSettingsDialog })),
);
const CalendarFeedDialog = lazy(() =>
  import('../calendar-feed/CalendarFeedDialog').then((m) => ({ default: m.CalendarFeedDialog })),
);
const RecordSettingsDialog = lazy(() =>
  import('../consents/RecordSettingsDialog').then((m) => ({ default: m.RecordSettingsDialog })),
);
const InkInventoryDialog = lazy(() =>
  import('../records/InkInventoryDialog').then((m) => ({ default: m.InkInventoryDialog })),
);

const longDate = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'America/Sao_Paulo' });

/** 'Meu Perfil': rename; the e-mail is shown read-only; success closes the modal after 2 s. */
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
  const [inks, setInks] = useState(false);
  const [rules, setRules] = useState(false);
  const [calendar, setCalendar] = useState(false);
  const [mei, setMei] = useState(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Meu Perfil">
      {/* Mounted on each opening, so the form starts from the saved name every time. */}
      <ProfileForm
        me={me}
        onClose={() => onOpenChange(false)}
        onBooking={() => setBooking(true)}
        onInks={() => setInks(true)}
        onRules={() => setRules(true)}
        onCalendar={() => setCalendar(true)}
        onMei={() => setMei(true)}
      />
      {mei && <MeiProfileDialog open={mei} onOpenChange={setMei} />}
      {/* Beside the profile form, not in it: its submit must not bubble into the profile's. */}
      {booking && (
        <Suspense fallback={null}>
          <BookingSettingsDialog open={booking} onOpenChange={setBooking} />
        </Suspense>
      )}
      {inks && (
        <Suspense fallback={null}>
          <InkInventoryDialog open={inks} onOpenChange={setInks} />
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

function ProfileForm({
  me,
  onClose,
  onBooking,
  onInks,
  onRules,
  onCalendar,
  onMei,
}: {
  me: Me;
  onClose: () => void;
  onBooking: () => void;
  onInks: () => void;
  onRules: () => void;
  onCalendar: () => void;
  onMei: () => void;
}) {
  const form = useZodForm(updateProfileSchema, { name: me.name });
  const [saved, setSaved] = useState(false);
  const update = useUpdateProfile();
  const markSaved = useMarkSaved();

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(onClose, 2000);
    return () => clearTimeout(timer);
  }, [saved, onClose]);

  const submit = form.submit((input) =>
    update.mutateAsync(input).then(
      (next) => {
        // Open 2 s more, showing the success: nothing is left to discard.
        form.reset({ name: next.name });
        markSaved();
        setSaved(true);
      },
      (err: unknown) => form.showServerError(err, 'Erro ao atualizar perfil'),
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label="Nome" autoComplete="name" {...form.field('name')} />
      <Field label="Email" value={me.email} readOnly hint="O email não pode ser alterado" />
      <p className="text-sm text-ink-400">
        Conta criada em <span className="text-ink-100">{longDate.format(new Date(me.createdAt))}</span>
      </p>
      <PlanPanel me={me} />
      <div className="rounded-xl border border-ink-800 p-3">
        <p className="text-sm text-ink-300">
          Um link seu onde clientes pedem horário e pagam o sinal por Pix, e sua agenda no calendário do
          celular.
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          <Button type="button" variant="secondary" size="sm" onClick={onBooking}>
            <CalendarPlus size={16} aria-hidden /> Página de agendamento
          </Button>
          <Button type="button" variant="secondary" size="sm" onClick={onCalendar}>
            <CalendarSync size={16} aria-hidden /> Agenda no calendário
          </Button>
          <MeiProfileButton onOpen={onMei} />
        </div>
      </div>
      <div className="rounded-xl border border-ink-800 p-3">
        <p className="text-sm text-ink-300">
          Fichas dos clientes: tintas e lotes usados (e quem recebeu cada lote), o termo de consentimento e
          suas regras.
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          <Button type="button" variant="secondary" size="sm" onClick={onInks}>
            <Droplet size={16} aria-hidden /> Estoque de tintas
          </Button>
          <Button type="button" variant="secondary" size="sm" onClick={onRules}>
            <FileSignature size={16} aria-hidden /> Termo e regras
          </Button>
        </div>
      </div>

      <FormError message={form.formError} />
      {saved && <Alert tone="success">Perfil atualizado com sucesso!</Alert>}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <DialogCancelButton onCancel={onClose} />
        <Button type="submit" disabled={update.isPending || saved}>
          {update.isPending ? 'Salvando...' : 'Salvar'}
        </Button>
      </div>
    </form>
  );
}
