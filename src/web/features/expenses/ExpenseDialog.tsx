import { type FormEvent, useState } from 'react';
import { z } from 'zod';
import {
  type ExpenseCategory,
  type ExpensePaymentMethod,
  expensePaymentMethodLabels,
  expensePaymentMethods,
} from '../../../shared/enums';
import { messages } from '../../../shared/errors';
import { parseReais } from '../../../shared/money';
import { type Expense, expenseInputSchema } from '../../../shared/schemas/expense';
import { today } from '../../../shared/time';
import { FormActions } from '../../components/form-actions';
import { MoneyField } from '../../components/money-field';
import { Alert } from '../../components/ui/alert';
import { DateField } from '../../components/ui/date-field';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/input';
import { SelectField } from '../../components/ui/select';
import { TextareaField } from '../../components/ui/textarea';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { CategorySelectField } from './CategorySelectField';
import { useSaveExpense } from './mutations';

/** What the user types as 'Valor' ('150,50', '1.200'), checked by the API's own amount rule. */
const typedAmount = z
  .string()
  .transform((text, ctx) => {
    if (text.trim() === '') return undefined; // the API rule answers 'Descrição e valor são obrigatórios'
    const reais = parseReais(text);
    if (reais === null) {
      ctx.issues.push({ code: 'custom', message: messages.invalidAmount, input: text });
      return z.NEVER;
    }
    return reais;
  })
  .pipe(expenseInputSchema.shape.amount);

const expenseFormSchema = expenseInputSchema.extend({ amount: typedAmount });

const methodOptions = expensePaymentMethods.map((m) => ({ value: m, label: expensePaymentMethodLabels[m] }));

/** '1.200,00' — how the amount reads back in the edit form. */
const reaisText = (cents: number) =>
  (cents / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

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
  const [description, setDescription] = useState(editing?.description ?? '');
  const [amount, setAmount] = useState(editing ? reaisText(editing.amountCents) : '');
  const [category, setCategory] = useState<ExpenseCategory>(
    editing?.category ?? ('category' in draft ? draft.category : 'aluguel'),
  );
  const [paymentMethod, setPaymentMethod] = useState<ExpensePaymentMethod>(editing?.paymentMethod ?? 'pix');
  const [date, setDate] = useState(editing?.date ?? today());
  const [notes, setNotes] = useState(editing?.notes ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveExpense();

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = expenseFormSchema.safeParse({ description, amount, category, paymentMethod, date, notes });
    if (!parsed.success) {
      return setError(parsed.error.issues[0]?.message ?? messages.expenseRequired);
    }
    setError(null);
    save.mutate(
      { id: editing?.id, input: parsed.data },
      {
        onSuccess: () => {
          toast.success(editing ? messages.expenseUpdated : messages.expenseCreated);
          onDone();
        },
        onError: (err) => setError(errorMessage(err, 'Erro ao salvar despesa')),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field
        label="Descrição"
        value={description}
        maxLength={200}
        onChange={(e) => setDescription(e.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyField label="Valor" value={amount} onChange={(e) => setAmount(e.target.value)} />
        <DateField label="Data" value={date} onChange={setDate} />
      </div>
      <CategorySelectField value={category} onChange={setCategory} />
      <SelectField
        label="Forma de Pagamento"
        options={methodOptions}
        value={paymentMethod}
        onChange={(e) => setPaymentMethod(e.target.value as ExpensePaymentMethod)}
      />
      <TextareaField
        label="Observações"
        value={notes}
        maxLength={2000}
        onChange={(e) => setNotes(e.target.value)}
      />
      {error && <Alert>{error}</Alert>}
      <FormActions onCancel={onDone} pending={save.isPending} />
    </form>
  );
}
