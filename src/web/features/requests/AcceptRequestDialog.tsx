import { type FormEvent, useState } from 'react';
import { acceptedText } from '../../../shared/booking-whatsapp';
import { whatsappDraft } from '../../../shared/links';
import { parseReais, reaisToCents } from '../../../shared/money';
import { durationChoices, formatDuration } from '../../../shared/schemas/appointment';
import { acceptRequestSchema, type BookingRequestRow } from '../../../shared/schemas/booking-request';
import { toSaoPauloIso, toSaoPauloTimestamp } from '../../../shared/time';
import { FormActions } from '../../components/form-actions';
import { MoneyField } from '../../components/money-field';
import { Alert } from '../../components/ui/alert';
import { DateField, TimeField } from '../../components/ui/date-field';
import { Dialog, useMarkSaved } from '../../components/ui/dialog';
import { Field } from '../../components/ui/input';
import { SelectField } from '../../components/ui/select';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useBookingSettings } from '../booking/queries';
import { useAcceptRequest } from './mutations';
import { absolute, whenBR } from './request-time';
import { WhatsAppDone } from './WhatsAppDone';

const OTHER = 'outro';
const HOUR_MS = 3_600_000;

/**
 * 'Aceitar': which of the asked times (or another), the session's length, title and value, and the
 * deposit asked by Pix with its deadline. Saved, it offers the WhatsApp message with the status link.
 */
export function AcceptRequestDialog({
  request,
  onOpenChange,
}: {
  request: BookingRequestRow | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={request !== null}
      onOpenChange={onOpenChange}
      title="Aceitar pedido"
      description={request ? `${request.clientName} · ${request.placement}, ${request.size}` : undefined}
    >
      {request && <AcceptForm key={request.id} request={request} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function AcceptForm({ request, onDone }: { request: BookingRequestRow; onDone: () => void }) {
  const settings = useBookingSettings(true);
  const starts = [
    ...new Set([...(request.proposedStart ? [request.proposedStart] : []), ...request.preferredStarts]),
  ];
  const [slot, setSlot] = useState(starts[0] ?? OTHER);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [duration, setDuration] = useState(String(request.lengthMinutes));
  const [title, setTitle] = useState(`Tatuagem — ${request.placement}`);
  const [value, setValue] = useState('');
  const [deposit, setDeposit] = useState('');
  const [hold, setHold] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const accept = useAcceptRequest();
  const saved = useMarkSaved();
  const holdHours = hold === '' ? (settings.data?.holdHours ?? 24) : Number(hold);

  if (done !== null)
    return <WhatsAppDone title="Pedido aceito! A sessão está na agenda." href={done} onClose={onDone} />;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const at = slot === OTHER ? { date, time } : { date: slot.slice(0, 10), time: slot.slice(11, 16) };
    const parsed = acceptRequestSchema.safeParse({
      ...at,
      durationMinutes: Number(duration),
      title,
      value: value.trim() === '' ? 0 : (parseReais(value) ?? Number.NaN),
      deposit: deposit.trim() === '' ? 0 : (parseReais(deposit) ?? Number.NaN),
      holdHours,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Dados inválidos');
      return;
    }
    setError(null);
    accept.mutate(
      { id: request.id, input: parsed.data },
      {
        onSuccess: () => {
          saved();
          toast.success('Pedido aceito!');
          const depositCents = reaisToCents(parsed.data.deposit);
          const deadline =
            depositCents > 0 ? toSaoPauloIso(new Date(Date.now() + parsed.data.holdHours * HOUR_MS)) : null;
          const text = acceptedText({
            clientName: request.clientName,
            start: toSaoPauloTimestamp(parsed.data.date, parsed.data.time),
            depositCents,
            deadline,
            statusUrl: absolute(request.statusUrl),
          });
          setDone(whatsappDraft(request.phone, text) ?? '');
        },
        onError: (err) => setError(errorMessage(err, 'Erro ao salvar agendamento')),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {error && <Alert>{error}</Alert>}
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-ink-300">Horário</legend>
        {[...starts, OTHER].map((s) => (
          <label
            key={s}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-ink-700 bg-ink-850 px-3 text-sm has-[:checked]:border-blood-500"
          >
            <input
              type="radio"
              name="slot"
              value={s}
              checked={slot === s}
              onChange={() => setSlot(s)}
              className="h-4 w-4 accent-blood-500"
            />
            {s === OTHER ? 'Outro horário' : whenBR(s)}
            {s === request.proposedStart && <span className="text-xs text-ink-400">(sua proposta)</span>}
          </label>
        ))}
      </fieldset>
      {slot === OTHER && (
        <div className="grid grid-cols-2 gap-3">
          <DateField label="Data" value={date} onChange={setDate} />
          <TimeField label="Hora" value={time} onChange={setTime} />
        </div>
      )}
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          label="Duração"
          value={duration}
          onChange={(e) => setDuration(e.target.value)}
          options={[...new Set([...durationChoices, request.lengthMinutes])]
            .sort((a, b) => a - b)
            .map((m) => ({ value: String(m), label: formatDuration(m) }))}
        />
        <MoneyField label="Valor da sessão" value={value} onChange={(e) => setValue(e.target.value)} />
      </div>
      <Field label="Título" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={160} />
      <div className="grid grid-cols-2 gap-3">
        <MoneyField
          label="Sinal por Pix"
          value={deposit}
          onChange={(e) => setDeposit(e.target.value)}
          hint="Vazio: sem sinal"
        />
        <Field
          label="Prazo do sinal (horas)"
          inputMode="numeric"
          value={hold === '' ? String(holdHours) : hold}
          onChange={(e) => setHold(e.target.value.replace(/\D/g, ''))}
        />
      </div>
      <FormActions onCancel={onDone} pending={accept.isPending} label="Aceitar pedido" />
    </form>
  );
}
