import { useState } from 'react';
import { messages } from '../../../shared/errors';
import { type Appointment, defaultPaymentDay, finalizeSchema } from '../../../shared/schemas/appointment';
import { formatDayBR, today } from '../../../shared/time';
import { FormError } from '../../components/form/form-error';
import { FormDateField, FormMoneyField } from '../../components/form/form-fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { FormActions } from '../../components/form-actions';
import { ReceivedByField } from '../../components/received-by-field';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { SelectField } from '../../components/ui/select';
import { errorMessage } from '../../lib/api';
import { paymentMethodOptions } from '../../lib/payment-method-options';
import { Money } from '../../lib/privacy';
import { toast } from '../../lib/toast';
import { useMe } from '../session/queries';
import { appointmentCaption, appointmentSlot } from './appointment-time';
import { useFinalizeAppointment } from './mutations';

/**
 * 'Finalizar Agendamento': the tattoo is done and paid. The payment is dated the session's day when
 * it is past (the usual case: finalizing last week's sessions today), else today; never later.
 */
export function FinalizeDialog({
  appointment,
  onOpenChange,
}: {
  appointment: Appointment | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={appointment !== null}
      onOpenChange={onOpenChange}
      title="Finalizar Agendamento"
      description={appointment ? appointmentCaption(appointment) : undefined}
    >
      {appointment && (
        <FinalizeSteps key={appointment.id} appointment={appointment} onDone={() => onOpenChange(false)} />
      )}
    </Dialog>
  );
}

/**
 * A session that has not started yet is most likely a slip of the finger on the wrong row: ask once
 * before showing the form (artists do close a session early, so it stays possible).
 */
function FinalizeSteps({ appointment, onDone }: { appointment: Appointment; onDone: () => void }) {
  const [confirmed, setConfirmed] = useState(() => Date.parse(appointment.startTime) <= Date.now());
  if (confirmed) return <FinalizeForm appointment={appointment} onDone={onDone} />;
  const { day, time } = appointmentSlot(appointment);
  return (
    <div className="space-y-4">
      <Alert tone="warning">
        Este agendamento ainda não começou ({formatDayBR(day)} às {time}). Finalizar mesmo assim?
      </Alert>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Cancelar
        </Button>
        <Button onClick={() => setConfirmed(true)}>Finalizar mesmo assim</Button>
      </div>
    </div>
  );
}

/**
 * With a deposit the form asks for the rest (agreed value minus the deposit, editable) and accepts
 * zero (or blank) when the deposit paid it all; without one, SPEC's rule: more than zero. The
 * payment day is never after today (the server checks it too).
 */
const finalizeFormSchema = (depositCents: number, todayDay: string) =>
  finalizeSchema
    .refine((v) => depositCents > 0 || v.amountCents >= 1, {
      error: messages.paymentAmountPositive,
      path: ['amountCents'],
    })
    .refine((v) => !v.date || v.date <= todayDay, { error: messages.paymentDateInFuture, path: ['date'] });

function FinalizeForm({ appointment, onDone }: { appointment: Appointment; onDone: () => void }) {
  const deposit = appointment.depositCents;
  const todayDay = today();
  // A studio member says who received the money (the repasse nets on it); a solo artist is not asked.
  const inStudio = useMe().data?.planType === 'estudio';
  const form = useZodForm(finalizeFormSchema(deposit, todayDay), {
    amountCents: Math.max(appointment.agreedValueCents - deposit, 0),
    method: 'pix',
    ...(inStudio ? { receivedBy: 'estudio' as const } : {}),
    date: defaultPaymentDay(appointmentSlot(appointment).day, todayDay),
    // The rest was computed from this deposit: the server refuses if it changed meanwhile.
    depositCents: deposit,
  });
  const finalize = useFinalizeAppointment();

  // The session shows finished at once; the server's answer confirms it, or its refusal puts the
  // session back as it was and says why.
  const submit = form.submit((input) => {
    // Answered even after the dialog has closed (a mutate() callback would not be).
    finalize.mutateAsync({ appointment, input }).then(
      () => toast.success('Agendamento finalizado!'),
      (err) => toast.error(errorMessage(err, 'Erro ao finalizar agendamento')),
    );
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {deposit > 0 && (
        <p className="text-sm text-ink-300">
          Sinal recebido: <Money cents={deposit} className="text-ink-100" /> · informe o valor restante.
        </p>
      )}
      <FormMoneyField
        form={form}
        name="amountCents"
        label={deposit > 0 ? 'Valor restante' : 'Valor'}
        // With a deposit, a blank rest is nothing more to receive.
        blankValue={deposit > 0 ? 0 : undefined}
      />
      <SelectField label="Forma de Pagamento" options={paymentMethodOptions} {...form.field('method')} />
      {inStudio && <ReceivedByField {...form.field('receivedBy')} />}
      <FormDateField form={form} name="date" label="Data do Pagamento" />
      <FormError message={form.formError} />
      <FormActions onCancel={onDone} label="Finalizar" pendingLabel="Finalizando..." />
    </form>
  );
}
