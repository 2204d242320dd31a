import { useEffect, useState } from 'react';
import { messages } from '../../../shared/errors';
import {
  type Appointment,
  defaultPaymentDay,
  type FinalizeInput,
  finalizeSchema,
} from '../../../shared/schemas/appointment';
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
import { paymentMethodOptions } from '../../lib/payment-method-options';
import { Money } from '../../lib/privacy';
import { toast } from '../../lib/toast';
import { useMe } from '../session/queries';
import { appointmentCaption, appointmentSlot } from './appointment-time';
import { FinalizeChairNotes } from './FinalizeChairNotes';
import { FirstLineInstallments, SplitPaymentLines } from './FinalizePaymentLines';
import { useFinalizeAppointment } from './mutations';

/**
 * 'Finalizar Agendamento': the tattoo is done and paid. The payment is dated the session's day when
 * it is past (the usual case: finalizing last week's sessions today), else today; never later.
 */
/** Finalizar refused by the server after the dialog had closed: it opens again as it was, with why. */
export interface RefusedFinalize {
  appointment: Appointment;
  input: FinalizeInput;
  error: unknown;
}

export function FinalizeDialog({
  appointment,
  refused,
  onOpenChange,
  onRefused,
}: {
  appointment: Appointment | null;
  refused?: RefusedFinalize | null;
  onOpenChange: (open: boolean) => void;
  onRefused: (refusal: RefusedFinalize) => void;
}) {
  return (
    <Dialog
      open={appointment !== null}
      onOpenChange={onOpenChange}
      title="Finalizar Agendamento"
      description={appointment ? appointmentCaption(appointment) : undefined}
    >
      {appointment && <FinalizeChairNotes appointment={appointment} />}
      {appointment && (
        <FinalizeSteps
          key={refused ? `refused-${appointment.id}` : appointment.id}
          appointment={appointment}
          refused={refused ?? null}
          onDone={() => onOpenChange(false)}
          onRefused={onRefused}
        />
      )}
    </Dialog>
  );
}

/**
 * A session that has not started yet is most likely a slip of the finger on the wrong row: ask once
 * before showing the form (artists do close a session early, so it stays possible).
 */
interface StepProps {
  appointment: Appointment;
  refused: RefusedFinalize | null;
  onDone: () => void;
  onRefused: (refusal: RefusedFinalize) => void;
}

function FinalizeSteps(props: StepProps) {
  const { appointment, refused, onDone } = props;
  const [confirmed, setConfirmed] = useState(
    () => refused !== null || Date.parse(appointment.startTime) <= Date.now(),
  );
  if (confirmed) return <FinalizeForm {...props} />;
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

function FinalizeForm({ appointment, refused, onDone, onRefused }: StepProps) {
  const deposit = appointment.depositCents;
  const todayDay = today();
  // A studio member says who received the money (the repasse nets on it); a solo artist is not asked.
  const inStudio = useMe().data?.planType === 'estudio';
  // Reopened on a refusal, what was chosen stays; the rest is computed again if the deposit moved.
  const kept = refused?.input;
  const form = useZodForm(finalizeFormSchema(deposit, todayDay), {
    amountCents:
      kept?.amountCents !== undefined && kept.depositCents === deposit
        ? kept.amountCents
        : Math.max(appointment.agreedValueCents - deposit, 0),
    method: kept?.method ?? 'pix',
    installments: kept?.installments ?? 1,
    splits: kept?.splits ?? [],
    ...(inStudio ? { receivedBy: kept?.receivedBy ?? ('estudio' as const) } : {}),
    date: kept?.date ?? defaultPaymentDay(appointmentSlot(appointment).day, todayDay),
    // The rest was computed from this deposit: the server refuses if it changed meanwhile.
    depositCents: deposit,
  });
  const finalize = useFinalizeAppointment();
  // Reopened on a refusal: the server's reason in the form, as when it answered with the form open.
  const { showServerError } = form;
  useEffect(() => {
    if (refused) showServerError(refused.error, 'Erro ao finalizar agendamento');
  }, [refused, showServerError]);

  // The session shows finished at once; the server's answer confirms it, or its refusal puts the
  // session back as it was and opens Finalizar again with the reason.
  const submit = form.submit((input) => {
    // Answered even after the dialog has closed (a mutate() callback would not be).
    finalize.mutateAsync({ appointment, input }).then(
      () => toast.success('Agendamento finalizado!'),
      (error) => onRefused({ appointment, input, error }),
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
      <FirstLineInstallments form={form} />
      {inStudio && <ReceivedByField {...form.field('receivedBy')} />}
      <SplitPaymentLines
        form={form}
        inStudio={inStudio}
        depositCents={deposit}
        agreedCents={appointment.agreedValueCents}
      />
      <FormDateField form={form} name="date" label="Data do Pagamento" />
      <FormError message={form.formError} />
      <FormActions onCancel={onDone} label="Finalizar" pendingLabel="Finalizando..." />
    </form>
  );
}
