import { type FormEvent, useState } from 'react';
import type { Payment } from '../../../shared/schemas/payment';
import { FormActions } from '../../components/form-actions';
import { MoneyField } from '../../components/money-field';
import { Alert } from '../../components/ui/alert';
import { DateField } from '../../components/ui/date-field';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/input';
import { SelectField } from '../../components/ui/select';
import { errorMessage } from '../../lib/api';
import { paymentMethodOptions } from '../../lib/payment-method-options';
import { toast } from '../../lib/toast';
import { AppointmentPicker, type PickedAppointment } from './AppointmentPicker';
import { useSavePayment } from './mutations';
import { initialValues, type PaymentFormValues, paymentFormSchema } from './payment-form';

/** 'Novo Pagamento' (payment null) / 'Editar Pagamento'. */
export function PaymentFormDialog({
  open,
  payment,
  onOpenChange,
}: {
  open: boolean;
  payment: Payment | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={payment ? 'Editar Pagamento' : 'Novo Pagamento'}>
      {/* Mounted on each opening, so the form starts from the payment (or blank) every time. */}
      <PaymentForm payment={payment} onClose={() => onOpenChange(false)} />
    </Dialog>
  );
}

function PaymentForm({ payment, onClose }: { payment: Payment | null; onClose: () => void }) {
  const [values, setValues] = useState<PaymentFormValues>(() => initialValues(payment));
  const [picked, setPicked] = useState<PickedAppointment | null>(() =>
    payment
      ? {
          id: payment.appointmentId,
          clientName: payment.clientName,
          label: `${payment.clientName} – ${payment.appointmentTitle}`,
        }
      : null,
  );
  const [error, setError] = useState<string | null>(null);
  const save = useSavePayment();
  const set = <K extends keyof PaymentFormValues>(key: K, value: PaymentFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  function pick(next: PickedAppointment | null) {
    setPicked(next);
    // SPEC §4: choosing an appointment fills the client name.
    setValues((v) => ({ ...v, appointmentId: next?.id ?? '', clientName: next?.clientName ?? '' }));
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = paymentFormSchema.safeParse(values);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Erro ao salvar pagamento');
    setError(null);
    save.mutate(
      { id: payment?.id ?? null, input: parsed.data },
      {
        onSuccess: () => {
          toast.success('Pagamento salvo com sucesso!');
          onClose();
        },
        onError: (err) => setError(errorMessage(err, 'Erro ao salvar pagamento')),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <AppointmentPicker value={picked} onChange={pick} />
      <Field label="Cliente" value={values.clientName} readOnly placeholder="Escolha um agendamento" />
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        <MoneyField label="Valor" value={values.amount} onChange={(e) => set('amount', e.target.value)} />
        <SelectField
          label="Forma de Pagamento"
          options={paymentMethodOptions}
          value={values.method}
          onChange={(e) => set('method', e.target.value as PaymentFormValues['method'])}
        />
      </div>
      <DateField label="Data" value={values.date} onChange={(value) => set('date', value)} />
      {error && <Alert>{error}</Alert>}
      <FormActions onCancel={onClose} pending={save.isPending} />
    </form>
  );
}
