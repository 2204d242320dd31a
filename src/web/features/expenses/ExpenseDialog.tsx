import { useController } from 'react-hook-form';
import {
  type ExpenseCategory,
  expensePaymentMethodLabels,
  expensePaymentMethods,
} from '../../../shared/enums';
import { messages } from '../../../shared/errors';
import { type Expense, expenseInputSchema } from '../../../shared/schemas/expense';
import { today } from '../../../shared/time';
import { FormError } from '../../components/form/form-error';
import { FormDateField, FormMoneyField } from '../../components/form/form-fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { FormActions } from '../../components/form-actions';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/input';
import { SelectField } from '../../components/ui/select';
import { TextareaField } from '../../components/ui/textarea';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { CategorySelectField } from './CategorySelectField';
import { useSaveExpense } from './mutations';

const methodOptions = expensePaymentMethods.map((m) => ({ value: m, label: expensePaymentMethodLabels[m] }));

/** The modal target: an expense to edit, or a new one starting in a category. */
export type ExpenseDraft = { expense: Expense } | { category: ExpenseCategory };

/** 'Nova Despesa' / 'Editar Despesa'. Mounted per opening so every form starts clean. */
export function ExpenseDialog({ draft, onClose }: { draft: ExpenseDraft | null; onClose: () => void }) {
  const editing = draft && 'expense' in draft ? draft.expense : null;
  return (
    <Dialog
      open={draft !== null}
      onOpenChange={(open) => !open && onClose()}
      title={editing ? 'Editar Despesa' : 'Nova Despesa'}
    >
      {draft && <ExpenseForm key={editing?.id ?? 'new'} draft={draft} onDone={onClose} />}
    </Dialog>
  );
}

function ExpenseForm({ draft, onDone }: { draft: ExpenseDraft; onDone: () => void }) {
  const editing = 'expense' in draft ? draft.expense : null;
  const form = useZodForm(expenseInputSchema, {
    description: editing?.description ?? '',
    amountCents: editing?.amountCents,
    category: editing?.category ?? ('category' in draft ? draft.category : 'aluguel'),
    paymentMethod: editing?.paymentMethod ?? 'pix',
    date: editing?.date ?? today(),
    notes: editing?.notes ?? '',
  });
  const category = useController({ control: form.control, name: 'category' });
  const save = useSaveExpense();

  // The list shows it at once and the form closes; a refusal takes it back and says why.
  const submit = form.submit((input) => {
    save.mutateAsync({ expense: editing, input }).then(
      () => toast.success(editing ? messages.expenseUpdated : messages.expenseCreated),
      (err) => toast.error(errorMessage(err, 'Erro ao salvar despesa')),
    );
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label="Descrição" maxLength={200} {...form.field('description')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormMoneyField form={form} name="amountCents" label="Valor" />
        <FormDateField form={form} name="date" label="Data" />
      </div>
      <CategorySelectField
        ref={category.field.ref}
        value={category.field.value}
        onChange={category.field.onChange}
      />
      <SelectField label="Forma de Pagamento" options={methodOptions} {...form.field('paymentMethod')} />
      <TextareaField label="Observações" maxLength={2000} {...form.field('notes')} />
      <FormError message={form.formError} />
      <FormActions onCancel={onDone} />
    </form>
  );
}
