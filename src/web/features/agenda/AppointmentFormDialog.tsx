import { type FormEvent, useState } from 'react';
import { z } from 'zod';
import { messages } from '../../../shared/errors';
import { parseReais } from '../../../shared/money';
import {
  type Appointment,
  type AppointmentInput,
  appointmentFieldsSchema,
  appointmentInputSchema,
  DEFAULT_DURATION_MINUTES,
  durationChoices,
  formatDuration,
} from '../../../shared/schemas/appointment';
import { reaisSchema } from '../../../shared/schemas/fields';
import type { IsoDay } from '../../../shared/time';
import { FormActions } from '../../components/form-actions';
import { MoneyField } from '../../components/money-field';
import { Alert } from '../../components/ui/alert';
import { DateField, TimeField } from '../../components/ui/date-field';
import { ConfirmDialog, Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/input';
import { SelectField } from '../../components/ui/select';
import { TextareaField } from '../../components/ui/textarea';
import { ApiError, errorMessage } from '../../lib/api';
import { SAVED_OFFLINE } from '../../lib/offline-queue';
import { useMoney } from '../../lib/privacy';
import { toast } from '../../lib/toast';
import { type ClientChoice, ClientCombobox } from './ClientCombobox';
import { appointmentSlot, centsToInput } from './calendar';
import { useSaveAppointment } from './mutations';

/** SPEC §9: a new appointment starts at 10:00. */
export const DEFAULT_TIME = '10:00';

/** What the form is opened for: a new appointment on a day, or an existing one. */
export type AppointmentDraft =
  | {
      day: IsoDay;
      /** A tapped hour in the day or week view; else 10:00. */
      time?: string;
      appointment?: undefined;
      /** Opened from a client's page: already chosen. */
      client?: { id: string; name: string };
    }
  | { day?: undefined; time?: undefined; appointment: Appointment; client?: undefined };

/** The shared rules, with the value as typed (SPEC §5: blank is 0). */
const formSchema = appointmentFieldsSchema.extend({
  agreedValue: z
    .string()
    .transform((text) => (text.trim() === '' ? 0 : parseReais(text)))
    .pipe(z.number({ error: messages.invalidAmount }).pipe(reaisSchema())),
});

function initialValues(draft: AppointmentDraft) {
  const a = draft.appointment;
  const duration = String(a?.durationMinutes ?? DEFAULT_DURATION_MINUTES);
  if (!a)
    return { title: '', date: draft.day, time: draft.time ?? DEFAULT_TIME, duration, value: '', notes: '' };
  const { day, time } = appointmentSlot(a);
  const value = centsToInput(a.agreedValueCents);
  return { title: a.title, date: day, time, duration, value, notes: a.notes ?? '' };
}

/** The offered lengths, plus a stored one that is not among them (so an edit never changes it). */
function durationOptions(current: number) {
  const minutes = durationChoices.includes(current)
    ? durationChoices
    : [...durationChoices, current].sort((a, b) => a - b);
  return minutes.map((m) => ({ value: String(m), label: formatDuration(m) }));
}

export function AppointmentFormDialog({
  draft,
  onOpenChange,
}: {
  draft: AppointmentDraft | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={draft !== null}
      onOpenChange={onOpenChange}
      title={draft?.appointment ? 'Editar Agendamento' : 'Novo Agendamento'}
    >
      {/* Keyed so each opening starts from its own values. */}
      {draft && (
        <AppointmentForm
          key={draft.appointment?.id ?? draft.day}
          draft={draft}
          onDone={() => onOpenChange(false)}
        />
      )}
    </Dialog>
  );
}

function AppointmentForm({ draft, onDone }: { draft: AppointmentDraft; onDone: () => void }) {
  const [values, setValues] = useState(() => initialValues(draft));
  const [client, setClient] = useState<ClientChoice>({
    clientId: draft.appointment?.clientId ?? draft.client?.id ?? null,
    clientName: draft.appointment?.clientName ?? draft.client?.name ?? '',
  });
  const [error, setError] = useState<string | null>(null);
  /** The sessions a save would overlap ('Ana Souza, 14:00–16:00'), while the artist decides. */
  const [overlap, setOverlap] = useState<{ clashes: string; input: AppointmentInput } | null>(null);
  const save = useSaveAppointment();
  const finished = draft.appointment?.isTattooFinished ? draft.appointment : null;
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const fields = formSchema.safeParse({
      clientId: client.clientId,
      clientName: client.clientId ? null : client.clientName,
      title: values.title,
      date: values.date,
      time: values.time,
      agreedValue: values.value,
      notes: values.notes,
      durationMinutes: Number(values.duration),
    });
    // The client rule (an existing client or a typed name) lives in the shared refinement.
    const input = fields.success ? appointmentInputSchema.safeParse(fields.data) : fields;
    if (!input.success) {
      setError(input.error.issues[0]?.message ?? messages.appointmentRequired);
      return;
    }
    setError(null);
    send({ ...input.data, warnOnOverlap: true });
  };

  // A finished appointment's value is not the form's to change: the server keeps the finalized one.
  const send = (input: AppointmentInput) =>
    save.mutate(
      { id: draft.appointment?.id, input },
      {
        onSuccess: ({ queued }) => {
          setOverlap(null);
          if (queued) toast.success(SAVED_OFFLINE);
          else toast.success(draft.appointment ? 'Agendamento atualizado!' : 'Agendamento salvo!');
          onDone();
        },
        onError: (err) => {
          setOverlap(null);
          if (err instanceof ApiError && err.body.code === 'APPOINTMENT_OVERLAP')
            setOverlap({ clashes: err.body.fields?.time ?? '', input });
          else setError(errorMessage(err, 'Erro ao salvar agendamento'));
        },
      },
    );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {error && <Alert>{error}</Alert>}
      <ClientCombobox value={client} onChange={setClient} />
      <Field
        label="Título"
        value={values.title}
        onChange={set('title')}
        placeholder="Ex.: Fechamento de braço"
      />
      <div className="grid grid-cols-2 gap-3">
        <DateField
          label="Data"
          value={values.date}
          onChange={(value) => set('date')({ target: { value } })}
        />
        <TimeField
          label="Horário"
          value={values.time}
          onChange={(value) => set('time')({ target: { value } })}
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          label="Duração"
          value={values.duration}
          onChange={set('duration')}
          options={durationOptions(Number(values.duration))}
        />
        {finished ? (
          <FinishedValue appointment={finished} />
        ) : (
          <MoneyField label="Valor" value={values.value} onChange={set('value')} />
        )}
      </div>
      <TextareaField label="Observações" value={values.notes} onChange={set('notes')} />
      <FormActions onCancel={onDone} pending={save.isPending} />
      <ConfirmDialog
        open={overlap !== null}
        onOpenChange={(open) => !open && setOverlap(null)}
        title="Já existe um agendamento neste horário."
        description={overlap ? `${overlap.clashes}. Deseja salvar mesmo assim?` : undefined}
        cancelLabel="Voltar"
        confirmLabel="Salvar mesmo assim"
        busy={save.isPending}
        onConfirm={() => overlap && send({ ...overlap.input, warnOnOverlap: false })}
      />
    </form>
  );
}

/**
 * A finished appointment's value is what was received: the sum of its payments (the server keeps it
 * so on every payment write). Read-only here — the hint says where to change it.
 */
function FinishedValue({ appointment: a }: { appointment: Appointment }) {
  // Shown, not typed: privacy mode hides it like every other amount on screen.
  const money = useMoney();
  return (
    <Field
      label="Valor"
      value={money(a.finalValueCents ?? a.agreedValueCents)}
      readOnly
      hint="Valor recebido: a soma dos pagamentos deste agendamento. Para alterá-lo, edite os pagamentos em Financeiro."
    />
  );
}
