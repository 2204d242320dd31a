import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useController } from 'react-hook-form';
import { describeClashes } from '../../../shared/appointment-clashes';
import {
  type Appointment,
  type AppointmentInput,
  appointmentInputSchema,
  DEFAULT_DURATION_MINUTES,
  durationChoices,
  formatDuration,
} from '../../../shared/schemas/appointment';
import { type IsoDay, toSaoPauloTimestamp } from '../../../shared/time';
import { FormError } from '../../components/form/form-error';
import { FormDateField, FormMoneyField, FormTimeField } from '../../components/form/form-fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { FormActions } from '../../components/form-actions';
import { ConfirmDialog, Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/input';
import { SelectField } from '../../components/ui/select';
import { TextareaField } from '../../components/ui/textarea';
import { ApiError } from '../../lib/api';
import { newId, SAVED_OFFLINE } from '../../lib/offline-queue';
import { useMoney } from '../../lib/privacy';
import { toast } from '../../lib/toast';
import { useMe } from '../session/queries';
import { useAgendaArtists } from '../team/agenda-artists';
import { appointmentSlot } from './appointment-time';
import { ClientCombobox } from './ClientCombobox';
import { useSaveAppointment } from './mutations';
import { cachedClashes } from './queries';

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
      /** A tapped hour in an artist's column of the studio agenda: their agenda. */
      artistId?: string;
    }
  | { day?: undefined; time?: undefined; appointment: Appointment; client?: undefined; artistId?: undefined };

/** A save the server refused after the form had closed: the form opens again as it was, with why. */
export interface RefusedSave {
  draft: AppointmentDraft;
  values: AppointmentInput & { id: string };
  error: unknown;
}

/** What the form holds: the shared schema's fields as the API takes them (SPEC §5: blank value is 0). */
function initialValues(draft: AppointmentDraft, defaultArtist: string): AppointmentInput {
  const a = draft.appointment;
  const artistId = a?.artistId ?? draft.artistId ?? defaultArtist;
  const clientId = a?.clientId ?? draft.client?.id ?? null;
  const clientName = a?.clientName ?? draft.client?.name ?? '';
  const durationMinutes = a?.durationMinutes ?? DEFAULT_DURATION_MINUTES;
  if (!a)
    return {
      artistId,
      clientId,
      clientName,
      title: '',
      date: draft.day,
      time: draft.time ?? DEFAULT_TIME,
      durationMinutes,
      agreedValueCents: 0,
      notes: '',
    };
  const { day, time } = appointmentSlot(a);
  return {
    artistId,
    clientId,
    clientName,
    title: a.title,
    date: day,
    time,
    durationMinutes,
    agreedValueCents: a.agreedValueCents,
    notes: a.notes ?? '',
  };
}

const isOverlap = (err: unknown) => err instanceof ApiError && err.body.code === 'APPOINTMENT_OVERLAP';
const overlapOf = (err: unknown) => (err instanceof ApiError ? (err.body.fields?.time ?? '') : '');

/** The offered lengths, plus a stored one that is not among them (so an edit never changes it). */
function durationOptions(current: number) {
  const minutes = durationChoices.includes(current)
    ? durationChoices
    : [...durationChoices, current].sort((a, b) => a - b);
  return minutes.map((m) => ({ value: String(m), label: formatDuration(m) }));
}

export function AppointmentFormDialog({
  draft,
  refused,
  onOpenChange,
  onRefused,
}: {
  draft: AppointmentDraft | null;
  /** Set when the form reopens on a refused save (`onRefused`). */
  refused?: RefusedSave | null;
  onOpenChange: (open: boolean) => void;
  onRefused: (refusal: RefusedSave) => void;
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
          key={refused ? `refused-${refused.values.id}` : (draft.appointment?.id ?? draft.day)}
          draft={draft}
          refused={refused ?? null}
          onDone={() => onOpenChange(false)}
          onRefused={onRefused}
        />
      )}
    </Dialog>
  );
}

type SaveInput = AppointmentInput & { id: string };

function AppointmentForm({
  draft,
  refused,
  onDone,
  onRefused,
}: {
  draft: AppointmentDraft;
  refused: RefusedSave | null;
  onDone: () => void;
  onRefused: (refusal: RefusedSave) => void;
}) {
  // In a studio the owner and the front desk choose whose agenda ('Tatuador'); the owner's own by default.
  const artists = useAgendaArtists().data ?? [];
  const me = useMe().data;
  const meIsArtist = artists.some((a) => a.userId === me?.id);
  const form = useZodForm(
    appointmentInputSchema,
    refused?.values ?? initialValues(draft, meIsArtist && me ? me.id : ''),
  );
  /** The sessions a save would overlap ('Ana Souza, 14:00–16:00'), while the artist decides. */
  const [overlap, setOverlap] = useState<{ clashes: string; input: SaveInput } | null>(() =>
    refused && isOverlap(refused.error) ? { clashes: overlapOf(refused.error), input: refused.values } : null,
  );
  const save = useSaveAppointment();
  const qc = useQueryClient();
  // Reopened on a refusal: the server's reason next to its field (the overlap asks instead).
  const { showServerError } = form;
  useEffect(() => {
    if (refused && !isOverlap(refused.error)) showServerError(refused.error, 'Erro ao salvar agendamento');
  }, [refused, showServerError]);
  const finished = draft.appointment?.isTattooFinished ? draft.appointment : null;
  const client = useController({ control: form.control, name: 'clientName' });
  const clientId = form.watch('clientId') ?? null;

  // The session keeps one id from the first tap: the row on screen, a retry and the server's agree.
  const [id] = useState(() => refused?.values.id ?? draft.appointment?.id ?? newId());
  const submit = form.submit((values) => {
    // An existing client goes by id; a typed name makes the server find or register one.
    const input = {
      ...values,
      id,
      clientName: values.clientId ? null : values.clientName,
      warnOnOverlap: true,
    };
    // Asked here when this device already shows the clash; the server asks again if it knows more.
    const artistId = input.artistId || draft.appointment?.artistId || me?.id || '';
    const clashes = cachedClashes(qc, {
      id,
      artistId,
      day: input.date,
      start: new Date(toSaoPauloTimestamp(input.date, input.time)),
      durationMinutes: input.durationMinutes,
    });
    if (clashes?.length) setOverlap({ clashes: describeClashes(clashes), input });
    else send(input);
  });

  // The form closes at once and the agenda shows the session; the server's answer confirms it. A
  // refusal takes the session off the screen again and reopens the form as it was, saying why.
  // A finished appointment's value is not the form's to change: the server keeps the finalized one.
  const send = (input: SaveInput) => {
    const clientName = input.clientName ?? client.field.value ?? '';
    save.mutateAsync({ appointment: draft.appointment, input, clientName }).then(
      ({ queued }) => {
        if (queued) toast.success(SAVED_OFFLINE);
        else toast.success(draft.appointment ? 'Agendamento atualizado!' : 'Agendamento salvo!');
      },
      (error) => onRefused({ draft, values: { ...form.getValues(), ...input, clientName }, error }),
    );
    setOverlap(null);
    onDone();
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <ClientCombobox
        ref={client.field.ref}
        value={{ clientId, clientName: client.field.value ?? '' }}
        onChange={(choice) => {
          form.setValue('clientId', choice.clientId, { shouldDirty: true });
          client.field.onChange(choice.clientName);
        }}
        error={form.errorOf('clientName')}
      />
      {artists.length > 0 && (
        <SelectField
          label="Tatuador"
          options={[
            ...(meIsArtist ? [] : [{ value: '', label: 'Escolha o tatuador' }]),
            ...artists.map((a) => ({ value: a.userId, label: a.name })),
          ]}
          {...form.field('artistId')}
        />
      )}
      <Field label="Título" placeholder="Ex.: Fechamento de braço" {...form.field('title')} />
      <div className="grid grid-cols-2 gap-3">
        <FormDateField form={form} name="date" label="Data" />
        <FormTimeField form={form} name="time" label="Horário" />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          label="Duração"
          options={durationOptions(form.watch('durationMinutes') ?? DEFAULT_DURATION_MINUTES)}
          {...form.field('durationMinutes', { valueAsNumber: true })}
        />
        {finished ? (
          <FinishedValue appointment={finished} />
        ) : (
          <FormMoneyField form={form} name="agreedValueCents" label="Valor" blankValue={0} />
        )}
      </div>
      <TextareaField label="Observações" {...form.field('notes')} />
      <FormError message={form.formError} />
      <FormActions onCancel={onDone} />
      <ConfirmDialog
        open={overlap !== null}
        onOpenChange={(open) => !open && setOverlap(null)}
        title="Já existe um agendamento neste horário."
        description={overlap ? `${overlap.clashes}. Deseja salvar mesmo assim?` : undefined}
        cancelLabel="Voltar"
        confirmLabel="Salvar mesmo assim"
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
