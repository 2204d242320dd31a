import { useController } from 'react-hook-form';
import { cardFeeLabel } from '../../../shared/card-fees';
import { type CardFeeRates, cardFeeRatesSchema } from '../../../shared/schemas/card-fees';
import { FormError } from '../../components/form/form-error';
import { useZodForm, type ZodForm } from '../../components/form/use-zod-form';
import { FormActions } from '../../components/form-actions';
import { PercentField } from '../../components/percent-field';
import { QueryView } from '../../components/query-view';
import { Dialog, useMarkSaved } from '../../components/ui/dialog';
import { useMe } from '../../entities/session/queries';
import { toast } from '../../lib/toast';
import { useSaveCardFeeRates } from './mutations';
import { useCardFeeRates } from './queries';

/**
 * 'Taxas da maquininha' (issue 29, decision 0024): what the card machine keeps of each sale, per
 * method and installments, set once. Every card payment and other income recorded afterwards books
 * its fee in Despesas ('Taxas de cartão') by itself.
 */
export function CardFeesDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const rates = useCardFeeRates();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Taxas da maquininha">
      <QueryView query={rates}>
        {(data) => <CardFeesForm saved={data} onDone={() => onOpenChange(false)} />}
      </QueryView>
    </Dialog>
  );
}

type FeesForm = ZodForm<typeof cardFeeRatesSchema>;

function CardFeesForm({ saved, onDone }: { saved: CardFeeRates; onDone: () => void }) {
  const form = useZodForm(cardFeeRatesSchema, { rates: saved.rates });
  const save = useSaveCardFeeRates();
  const markSaved = useMarkSaved();
  const me = useMe().data;
  const studioWide = me?.planType === 'estudio' && me.role === 'admin_master';
  const member = me?.planType === 'estudio' && !studioWide;

  const submit = form.submit((input) =>
    save.mutateAsync(input).then(
      () => {
        markSaved();
        toast.success('Taxas salvas!');
        onDone();
      },
      (err) => form.showServerError(err, 'Erro ao salvar as taxas da maquininha'),
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-ink-300">
        Em %, como a maquininha cobra (ex.: 3,99). Cada venda no cartão lança a taxa sozinha em Despesas, como
        “Taxas de cartão”. Deixe em branco o que você não usa.
        {studioWide && ' Valem para tudo o que o estúdio recebe, inclusive dos tatuadores.'}
        {member && ' Valem para o que você recebe direto; o que o estúdio recebe usa as taxas do estúdio.'}
      </p>
      <div className="grid grid-cols-2 gap-3">
        {saved.rates.map((slot, i) => (
          <RateField key={`${slot.method}:${slot.installments}`} form={form} index={i} />
        ))}
      </div>
      <FormError message={form.formError} />
      <FormActions onCancel={onDone} pending={save.isPending} />
    </form>
  );
}

function RateField({ form, index }: { form: FeesForm; index: number }) {
  const { field } = useController({ control: form.control, name: `rates.${index}.rateBp` });
  const slot = form.getValues(`rates.${index}`);
  return (
    <PercentField
      ref={field.ref}
      name={field.name}
      label={`${cardFeeLabel(slot.method, slot.installments)} (%)`}
      value={field.value ?? null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={form.errorOf(`rates.${index}.rateBp`)}
    />
  );
}
