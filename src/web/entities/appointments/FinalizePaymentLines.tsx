import { Plus, X } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import type { PaymentMethod } from '../../../shared/enums';
import { finalizeTotalCents } from '../../../shared/payment-split';
import type { finalizeSchema } from '../../../shared/schemas/appointment';
import { MAX_PAYMENT_LINES } from '../../../shared/schemas/payment-line';
import { FormMoneyField } from '../../components/form/form-fields';
import type { ZodForm } from '../../components/form/use-zod-form';
import { asInstallments, InstallmentsField } from '../../components/installments-field';
import { ReceivedByField } from '../../components/received-by-field';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/select';
import { paymentMethodOptions } from '../../lib/payment-method-options';
import { Money } from '../../lib/privacy';

/**
 * Finalizar's payment lines (issue 29), apart from the dialog so it keeps SPEC's shape: the first
 * line is SPEC's amount and method (with 'Parcelas' when it is a credit card), and 'Dividir
 * pagamento' adds the other ways the same session was paid — each becomes its own payment.
 */
type FinalizeForm = ZodForm<typeof finalizeSchema>;

/** A line's installments go back to 1 when its method stops being a credit card. */
function useInstallmentsFollowMethod(
  form: FinalizeForm,
  method: PaymentMethod | undefined,
  path: 'installments' | `splits.${number}.installments`,
) {
  const { getValues, setValue } = form;
  useEffect(() => {
    if (method !== 'cartao-credito' && getValues(path) !== 1) setValue(path, 1);
  }, [method, path, getValues, setValue]);
}

/** 'Parcelas' under the first line's 'Forma de Pagamento', for a credit card only. */
export function FirstLineInstallments({ form }: { form: FinalizeForm }) {
  const method = useWatch({ control: form.control, name: 'method' });
  useInstallmentsFollowMethod(form, method, 'installments');
  if (method !== 'cartao-credito') return null;
  return <InstallmentsField {...form.field('installments', asInstallments)} />;
}

/** The lines 'Dividir pagamento' adds, their sum, and the button itself. */
export function SplitPaymentLines({
  form,
  inStudio,
  depositCents,
  agreedCents,
}: {
  form: FinalizeForm;
  inStudio: boolean;
  depositCents: number;
  /** What the session was agreed at (0: not said): shown beside the sum. */
  agreedCents: number;
}) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'splits' });
  const first = useWatch({ control: form.control, name: 'amountCents' });
  const splits = useWatch({ control: form.control, name: 'splits' });
  const sum = finalizeTotalCents({
    amountCents: Number.isFinite(first) ? first : 0,
    splits: (splits ?? []).map((l) => ({ amountCents: Number.isFinite(l?.amountCents) ? l.amountCents : 0 })),
  });
  const receivedBy = form.getValues('receivedBy');

  return (
    <div className="space-y-3">
      {fields.map((line, i) => (
        <SplitLine key={line.id} form={form} index={i} inStudio={inStudio} onRemove={() => remove(i)} />
      ))}
      {fields.length > 0 && (
        <p className="text-sm text-ink-300" aria-live="polite">
          Soma dos pagamentos: <Money cents={sum} className="font-semibold text-ink-100" />
          {depositCents > 0 && (
            <>
              {' '}
              · com o sinal: <Money cents={sum + depositCents} className="text-ink-100" />
            </>
          )}
          {agreedCents > 0 && (
            <>
              {' '}
              · combinado: <Money cents={agreedCents} className="text-ink-100" />
            </>
          )}
        </p>
      )}
      {fields.length < MAX_PAYMENT_LINES - 1 && (
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            append(
              {
                amountCents: undefined as unknown as number,
                method: 'pix',
                installments: 1,
                ...(inStudio ? { receivedBy: receivedBy ?? 'estudio' } : {}),
              },
              // The new line's amount takes the focus: it is the one thing always typed.
              { shouldFocus: true, focusName: `splits.${fields.length}.amountCents` },
            )
          }
        >
          <Plus size={16} aria-hidden /> Dividir pagamento
        </Button>
      )}
    </div>
  );
}

function SplitLine({
  form,
  index,
  inStudio,
  onRemove,
}: {
  form: FinalizeForm;
  index: number;
  inStudio: boolean;
  onRemove: () => void;
}) {
  const method = useWatch({ control: form.control, name: `splits.${index}.method` });
  useInstallmentsFollowMethod(form, method, `splits.${index}.installments`);
  const legend = `Pagamento ${index + 2}`;
  const legendId = useId();
  return (
    <fieldset aria-labelledby={legendId} className="space-y-3 rounded-xl border border-ink-800 p-3">
      <div className="flex items-center justify-between">
        <span id={legendId} className="text-sm font-medium text-ink-200">
          {legend}
        </span>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Remover ${legend.toLowerCase()}`}
          onClick={onRemove}
          className="-my-1 -mr-2"
        >
          <X size={16} aria-hidden /> Remover
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormMoneyField form={form} name={`splits.${index}.amountCents`} label="Valor" />
        <SelectField
          label="Forma de Pagamento"
          options={paymentMethodOptions}
          {...form.field(`splits.${index}.method`)}
        />
      </div>
      {method === 'cartao-credito' && (
        <InstallmentsField {...form.field(`splits.${index}.installments`, asInstallments)} />
      )}
      {inStudio && <ReceivedByField {...form.field(`splits.${index}.receivedBy`)} />}
    </fieldset>
  );
}
