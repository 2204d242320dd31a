import { useEffect, useState } from 'react';
import { z } from 'zod';
import { acceptedText } from '../../../shared/booking-whatsapp';
import { whatsappDraft } from '../../../shared/links';
import { durationChoices, formatDuration } from '../../../shared/schemas/appointment';
import { acceptRequestSchema, type BookingRequestRow } from '../../../shared/schemas/booking-request';
import { toSaoPauloIso, toSaoPauloTimestamp } from '../../../shared/time';
import { FormError } from '../../components/form/form-error';
import { FormDateField, FormMoneyField, FormTimeField } from '../../components/form/form-fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { FormActions } from '../../components/form-actions';
import { Dialog, useMarkSaved } from '../../components/ui/dialog';
import { Field } from '../../components/ui/input';
import { SelectField } from '../../components/ui/select';
import { useBookingSettings } from '../../entities/booking/queries';
import { toast } from '../../lib/toast';
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

/** The shared rules plus which offered time was picked ('outro': typed into Data and Hora). */
const acceptFormSchema = acceptRequestSchema.extend({ slot: z.string() });

/** An offered start 'YYYY-MM-DDTHH:mm…' as the schema's day and time. */
const slotParts = (slot: string) =>
  slot === OTHER ? { date: '', time: '' } : { date: slot.slice(0, 10), time: slot.slice(11, 16) };

function AcceptForm({ request, onDone }: { request: BookingRequestRow; onDone: () => void }) {
  const settings = useBookingSettings(true);
  const starts = [
    ...new Set([...(request.proposedStart ? [request.proposedStart] : []), ...request.preferredStarts]),
  ];
  const firstSlot = starts[0] ?? OTHER;
  const form = useZodForm(acceptFormSchema, {
    slot: firstSlot,
    ...slotParts(firstSlot),
    durationMinutes: request.lengthMinutes,
    title: `Tatuagem — ${request.placement}`,
    valueCents: 0,
    depositCents: 0,
    holdHours: settings.data?.holdHours ?? 24,
  });
  const [done, setDone] = useState<{ href: string; text: string } | null>(null);
  const accept = useAcceptRequest();
  const saved = useMarkSaved();
  const slot = form.watch('slot');

  // The studio's usual deadline arrives with the settings: it is the default, not an edit.
  const settingsHold = settings.data?.holdHours;
  useEffect(() => {
    if (settingsHold !== undefined && !form.getFieldState('holdHours').isDirty)
      form.resetField('holdHours', { defaultValue: settingsHold });
  }, [settingsHold, form]);

  if (done !== null)
    return (
      <WhatsAppDone
        title="Pedido aceito! A sessão está na agenda."
        href={done.href}
        text={done.text}
        onClose={onDone}
      />
    );

  const submit = form.submit(({ slot: _slot, ...input }) =>
    accept.mutateAsync({ id: request.id, input }).then(
      () => {
        saved();
        toast.success('Pedido aceito!');
        const start = toSaoPauloTimestamp(input.date, input.time);
        // As the server fixes it (never after the session starts), so the card says the same later.
        const deadline =
          input.depositCents > 0
            ? toSaoPauloIso(new Date(Math.min(Date.now() + input.holdHours * HOUR_MS, Date.parse(start))))
            : null;
        const text = acceptedText({
          clientName: request.clientName,
          start,
          depositCents: input.depositCents,
          deadline,
          statusUrl: absolute(request.statusUrl),
        });
        setDone({ href: whatsappDraft(request.phone, text) ?? '', text });
      },
      (err) => form.showServerError(err, 'Erro ao salvar agendamento'),
    ),
  );

  const slotField = form.register('slot', {
    // Picking an offered time fills Data and Hora; 'Outro horário' leaves them to be typed.
    onChange: (e) => {
      const parts = slotParts(e.target.value);
      form.setValue('date', parts.date);
      form.setValue('time', parts.time);
    },
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-ink-300">Horário</legend>
        {[...starts, OTHER].map((s) => (
          <label
            key={s}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-ink-700 bg-ink-850 px-3 text-sm has-[:checked]:border-blood-500"
          >
            <input type="radio" value={s} {...slotField} className="h-4 w-4 accent-blood-500" />
            {s === OTHER ? 'Outro horário' : whenBR(s)}
            {s === request.proposedStart && <span className="text-xs text-ink-400">(sua proposta)</span>}
          </label>
        ))}
      </fieldset>
      {slot === OTHER && (
        <div className="grid grid-cols-2 gap-3">
          <FormDateField form={form} name="date" label="Data" />
          <FormTimeField form={form} name="time" label="Hora" />
        </div>
      )}
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          label="Duração"
          options={[...new Set([...durationChoices, request.lengthMinutes])]
            .sort((a, b) => a - b)
            .map((m) => ({ value: String(m), label: formatDuration(m) }))}
          {...form.field('durationMinutes', { valueAsNumber: true })}
        />
        <FormMoneyField form={form} name="valueCents" label="Valor da sessão" blankValue={0} />
      </div>
      <Field label="Título" maxLength={160} {...form.field('title')} />
      <div className="grid grid-cols-2 gap-3">
        <FormMoneyField
          form={form}
          name="depositCents"
          label="Sinal por Pix"
          hint="Vazio: sem sinal"
          blankValue={0}
        />
        <Field
          label="Prazo do sinal (horas)"
          inputMode="numeric"
          {...form.field('holdHours', { valueAsNumber: true })}
        />
      </div>
      <FormError message={form.formError} />
      <FormActions onCancel={onDone} pending={accept.isPending} label="Aceitar pedido" />
    </form>
  );
}
