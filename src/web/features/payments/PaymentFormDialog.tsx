import { useEffect, useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { type Payment, paymentInputSchema } from '../../../shared/schemas/payment';
import { FormError } from '../../components/form/form-error';
import { FormDateField, FormMoneyField } from '../../components/form/form-fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { FormActions } from '../../components/form-actions';
import { asInstallments, InstallmentsField } from '../../components/installments-field';
import { ReceivedByField } from '../../components/received-by-field';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/input';
import { SelectField } from '../../components/ui/select';
import { useMe } from '../../entities/session/queries';
import { errorMessage } from '../../lib/api';
import { paymentMethodOptions } from '../../lib/payment-method-options';
import { toast } from '../../lib/toast';
import { AppointmentPicker, type PickedAppointment } from './AppointmentPicker';
import { useSavePayment } from './mutations';
import { initialValues } from './payment-form';

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
  // Made in a studio (or, a new one, by a studio member): who received it decides the repasse.
  const memberOfStudio = useMe().data?.planType === 'estudio';
  const inStudio = payment ? payment.inStudio : memberOfStudio;
  const form = useZodForm(paymentInputSchema, initialValues(payment, inStudio));
  const [picked, setPicked] = useState<PickedAppointment | null>(() =>
    payment
      ? {
          id: payment.appointmentId,
          clientName: payment.clientName,
          title: payment.appointmentTitle,
          label: `${payment.clientName} – ${payment.appointmentTitle}`,
        }
      : null,
  );
  const appointment = useController({ control: form.control, name: 'appointmentId' });
  // 'Parcelas' only for a credit card; another method is paid at once.
  const method = useWatch({ control: form.control, name: 'method' });
  const { getValues, setValue } = form;
  useEffect(() => {
    if (method !== 'cartao-credito' && (getValues('installments') ?? 1) !== 1) setValue('installments', 1);
  }, [method, getValues, setValue]);
  const save = useSavePayment();

  function pick(next: PickedAppointment | null) {
    setPicked(next);
    appointment.field.onChange(next?.id ?? '');
  }

  // Financeiro shows it at once and the form closes; a refusal takes it back and says why.
  const submit = form.submit((input) => {
    save.mutateAsync({ payment, input, appointment: picked ?? { clientName: '', title: '' }, inStudio }).then(
      () => toast.success('Pagamento salvo com sucesso!'),
      (err) => toast.error(errorMessage(err, 'Erro ao salvar pagamento')),
    );
    onClose();
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <AppointmentPicker
        ref={appointment.field.ref}
        value={picked}
        onChange={pick}
        error={form.errorOf('appointmentId')}
      />
      {/* SPEC §4: choosing an appointment fills the client name. */}
      <Field label="Cliente" value={picked?.clientName ?? ''} readOnly placeholder="Escolha um agendamento" />
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        <FormMoneyField form={form} name="amountCents" label="Valor" />
        <SelectField label="Forma de Pagamento" options={paymentMethodOptions} {...form.field('method')} />
      </div>
      {method === 'cartao-credito' && <InstallmentsField {...form.field('installments', asInstallments)} />}
      <FormDateField form={form} name="date" label="Data" />
      {inStudio && <ReceivedByField {...form.field('receivedBy')} />}
      <FormError message={form.formError} />
      <FormActions onCancel={onClose} />
    </form>
  );
}
