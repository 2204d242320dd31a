import { messages } from '../../../shared/errors';
import { type Appointment, depositSchema } from '../../../shared/schemas/appointment';
import { today } from '../../../shared/time';
import { FormError } from '../../components/form/form-error';
import { FormDateField, FormMoneyField } from '../../components/form/form-fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { FormActions } from '../../components/form-actions';
import { ReceivedByField } from '../../components/received-by-field';
import { Dialog } from '../../components/ui/dialog';
import { SelectField } from '../../components/ui/select';
import { paymentMethodOptions } from '../../lib/payment-method-options';
import { Money } from '../../lib/privacy';
import { toast } from '../../lib/toast';
import { useMe } from '../session/queries';
import { appointmentCaption } from './appointment-time';
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

/** The day it arrived is never after today (the server checks it too). */
const depositFormSchema = (todayDay: string) =>
  depositSchema.refine((v) => !v.date || v.date <= todayDay, {
    error: messages.paymentDateInFuture,
    path: ['date'],
  });

function DepositForm({ appointment, onDone }: { appointment: Appointment; onDone: () => void }) {
  const todayDay = today();
  const inStudio = useMe().data?.planType === 'estudio';
  const form = useZodForm(depositFormSchema(todayDay), {
    amountCents: undefined,
    method: 'pix',
    date: todayDay,
    ...(inStudio ? { receivedBy: 'estudio' as const } : {}),
  });
  const record = useRecordDeposit();

  const submit = form.submit((input) =>
    record.mutateAsync({ id: appointment.id, input }).then(
      () => {
        toast.success('Sinal registrado!');
        onDone();
      },
      (err) => form.showServerError(err, 'Erro ao salvar pagamento'),
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {appointment.depositCents > 0 && (
        <p className="text-sm text-ink-300">
          Sinal já recebido: <Money cents={appointment.depositCents} className="text-ink-100" />
        </p>
      )}
      <FormMoneyField form={form} name="amountCents" label="Valor do Sinal" />
      <SelectField label="Forma de Pagamento" options={paymentMethodOptions} {...form.field('method')} />
      {inStudio && <ReceivedByField {...form.field('receivedBy')} />}
      <FormDateField form={form} name="date" label="Data do Recebimento" />
      <FormError message={form.formError} />
      <FormActions onCancel={onDone} pending={record.isPending} label="Registrar sinal" />
    </form>
  );
}
