import { type FormEvent, useState } from 'react';
import type { PaymentMethod } from '../../../shared/enums';
import { messages } from '../../../shared/errors';
import { parseReais } from '../../../shared/money';
import { type Appointment, depositSchema } from '../../../shared/schemas/appointment';
import { today } from '../../../shared/time';
import { FormActions } from '../../components/form-actions';
import { MoneyField } from '../../components/money-field';
import { Alert } from '../../components/ui/alert';
import { DateField } from '../../components/ui/date-field';
import { Dialog } from '../../components/ui/dialog';
import { SelectField } from '../../components/ui/select';
import { errorMessage } from '../../lib/api';
import { paymentMethodOptions } from '../../lib/payment-method-options';
import { Money } from '../../lib/privacy';
import { toast } from '../../lib/toast';
import { appointmentCaption } from './calendar';
import { useRecordDeposit } from './mutations';

/**
 * 'Registrar sinal': a deposit the client paid to hold the session. It is revenue on the day it
 * arrived (today unless said otherwise, never later), and Finalizar later asks only for the rest.
 */
export function DepositDialog({
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
      title="Registrar sinal"
      description={appointment ? appointmentCaption(appointment) : undefined}
    >
      {appointment && (
        <DepositForm key={appointment.id} appointment={appointment} onDone={() => onOpenChange(false)} />
      )}
    </Dialog>
  );
}

function DepositForm({ appointment, onDone }: { appointment: Appointment; onDone: () => void }) {
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('pix');
  const todayDay = today();
  const [date, setDate] = useState(todayDay);
  const [error, setError] = useState<string | null>(null);
  const record = useRecordDeposit();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = depositSchema.safeParse({ amount: parseReais(amount) ?? undefined, method, date });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? messages.paymentAmountPositive);
      return;
    }
    if (date > todayDay) {
      setError(messages.paymentDateInFuture);
      return;
    }
    setError(null);
    record.mutate(
      { id: appointment.id, input: parsed.data },
      {
        onSuccess: () => {
          toast.success('Sinal registrado!');
          onDone();
        },
        onError: (err) => setError(errorMessage(err, 'Erro ao salvar pagamento')),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {error && <Alert>{error}</Alert>}
      {appointment.depositCents > 0 && (
        <p className="text-sm text-ink-300">
          Sinal já recebido: <Money cents={appointment.depositCents} className="text-ink-100" />
        </p>
      )}
      <MoneyField label="Valor do Sinal" value={amount} onChange={(e) => setAmount(e.target.value)} />
      <SelectField
        label="Forma de Pagamento"
        value={method}
        onChange={(e) => setMethod(e.target.value as PaymentMethod)}
        options={paymentMethodOptions}
      />
      <DateField label="Data do Recebimento" value={date} onChange={setDate} />
      <FormActions onCancel={onDone} pending={record.isPending} label="Registrar sinal" />
    </form>
  );
}
