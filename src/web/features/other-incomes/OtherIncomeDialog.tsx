import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { type OtherIncome, otherIncomeInputSchema } from '../../../shared/schemas/other-income';
import { today } from '../../../shared/time';
import { FormError } from '../../components/form/form-error';
import { FormDateField, FormMoneyField } from '../../components/form/form-fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { FormActions } from '../../components/form-actions';
import { asInstallments, InstallmentsField } from '../../components/installments-field';
import { Dialog, useMarkSaved } from '../../components/ui/dialog';
import { Field } from '../../components/ui/input';
import { SelectField } from '../../components/ui/select';
import { paymentMethodOptions } from '../../lib/payment-method-options';
import { toast } from '../../lib/toast';
import { useSaveOtherIncome } from './mutations';

/** 'Nova receita' / 'Editar receita': income not tied to a session. Mounted per opening. */
export function OtherIncomeDialog({
  open,
  income,
  onOpenChange,
}: {
  open: boolean;
  income: OtherIncome | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={income ? 'Editar receita' : 'Nova receita'}>
      {open && <OtherIncomeForm income={income} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function OtherIncomeForm({ income, onDone }: { income: OtherIncome | null; onDone: () => void }) {
  const form = useZodForm(otherIncomeInputSchema, {
    description: income?.description ?? '',
    amountCents: income?.amountCents,
    method: income?.method ?? 'pix',
    installments: income?.installments ?? 1,
    date: income?.date ?? today(),
  });
  const save = useSaveOtherIncome();
  const markSaved = useMarkSaved();
  // 'Parcelas' only for a credit card; another method is paid at once.
  const method = useWatch({ control: form.control, name: 'method' });
  const { getValues, setValue } = form;
  useEffect(() => {
    if (method !== 'cartao-credito' && getValues('installments') !== 1) setValue('installments', 1);
  }, [method, getValues, setValue]);

  const submit = form.submit((input) =>
    save.mutateAsync({ income, input }).then(
      () => {
        markSaved();
        toast.success('Receita salva!');
        onDone();
      },
      (err) => form.showServerError(err, 'Erro ao salvar receita'),
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field
        label="Descrição"
        maxLength={200}
        placeholder="Ex.: pomada cicatrizante, flash no evento"
        {...form.field('description')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormMoneyField form={form} name="amountCents" label="Valor" />
        <FormDateField form={form} name="date" label="Data" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Forma de Pagamento" options={paymentMethodOptions} {...form.field('method')} />
        {method === 'cartao-credito' && <InstallmentsField {...form.field('installments', asInstallments)} />}
      </div>
      <FormError message={form.formError} />
      <FormActions onCancel={onDone} pending={save.isPending} />
    </form>
  );
}
