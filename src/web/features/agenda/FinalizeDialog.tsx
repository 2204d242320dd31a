import { type FormEvent, useState } from 'react';
import type { PaymentMethod } from '../../../shared/enums';
import { messages } from '../../../shared/errors';
import { parseReais, reaisToCents } from '../../../shared/money';
import { type Appointment, defaultPaymentDay, finalizeSchema } from '../../../shared/schemas/appointment';
import { formatDayBR, today } from '../../../shared/time';
import { FormActions } from '../../components/form-actions';
import { MoneyField } from '../../components/money-field';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { DateField } from '../../components/ui/date-field';
import { Dialog } from '../../components/ui/dialog';
import { SelectField } from '../../components/ui/select';
import { errorMessage } from '../../lib/api';
import { paymentMethodOptions } from '../../lib/payment-method-options';
import { Money } from '../../lib/privacy';
import { toast } from '../../lib/toast';
import { appointmentCaption, appointmentSlot, centsToInput } from './calendar';
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
 * zero when the deposit paid it all; without one, SPEC's rule: more than zero.
 */
const finalizeFormSchema = (depositCents: number) =>
  finalizeSchema.refine((v) => depositCents > 0 || reaisToCents(v.amount) >= 1, {
    error: messages.paymentAmountPositive,
    path: ['amount'],
  });

function FinalizeForm({ appointment, onDone }: { appointment: Appointment; onDone: () => void }) {
  const deposit = appointment.depositCents;
  const [amount, setAmount] = useState(() =>
    centsToInput(Math.max(appointment.agreedValueCents - deposit, 0)),
  );
  const [method, setMethod] = useState<PaymentMethod>('pix');
  const todayDay = today();
  const [date, setDate] = useState(() => defaultPaymentDay(appointmentSlot(appointment).day, todayDay));
  const [error, setError] = useState<string | null>(null);
  const finalize = useFinalizeAppointment();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // Blank or unreadable reaches the schema as "no number": same message as 0 (SPEC §5).
    const parsed = finalizeFormSchema(deposit).safeParse({
      // With a deposit, a blank rest is nothing more to receive.
      amount: parseReais(amount) ?? (deposit > 0 ? 0 : undefined),
      method,
      date,
      // The rest was computed from this deposit: the server refuses if it changed meanwhile.
      depositCents: deposit,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? messages.paymentAmountPositive);
      return;
    }
    if (date > todayDay) {
      setError(messages.paymentDateInFuture);
      return;
    }
    setError(null);
    finalize.mutate(
      { id: appointment.id, input: parsed.data },
      {
        onSuccess: () => {
          toast.success('Agendamento finalizado!');
          onDone();
        },
        onError: (err) => setError(errorMessage(err, 'Erro ao finalizar agendamento')),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {error && <Alert>{error}</Alert>}
      {deposit > 0 && (
        <p className="text-sm text-ink-300">
          Sinal recebido: <Money cents={deposit} className="text-ink-100" /> · informe o valor restante.
        </p>
      )}
      <MoneyField
        label={deposit > 0 ? 'Valor restante' : 'Valor'}
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
      />
      <SelectField
        label="Forma de Pagamento"
        value={method}
        onChange={(e) => setMethod(e.target.value as PaymentMethod)}
        options={paymentMethodOptions}
      />
      <DateField label="Data do Pagamento" value={date} onChange={setDate} />
      <FormActions
        onCancel={onDone}
        pending={finalize.isPending}
        label="Finalizar"
        pendingLabel="Finalizando..."
      />
    </form>
  );
}
