import type { KeyboardEvent } from 'react';
import { z } from 'zod';
import { type InkLot, inkLotInputSchema } from '../../../shared/schemas/session-record';
import { FormError } from '../../components/form/form-error';
import { FormDateField } from '../../components/form/form-fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/input';
import { useCreateInkLot } from './mutations';

/** The shared lot rules; 'Aberto em' left blank is no opening day (null), not an invalid one. */
const inkLotFormSchema = inkLotInputSchema.extend({
  openedOn: z
    .string()
    .transform((day): string | null | undefined => day || null)
    .pipe(inkLotInputSchema.shape.openedOn),
});

/** The fields as laid out (the schema declares them in that order). */
const inkLotFieldOrder = Object.keys(inkLotFormSchema.shape) as Array<keyof typeof inkLotFormSchema.shape>;

/** A new bottle for the inventory: what the label says (product, maker, colour, lot, expiry, ANVISA). */
export function InkLotForm({
  onCreated,
  onCancel,
}: {
  onCreated: (lot: InkLot) => void;
  onCancel: () => void;
}) {
  const form = useZodForm(inkLotFormSchema, {
    product: '',
    manufacturer: '',
    color: '',
    lot: '',
    expiresOn: '',
    anvisaRegistration: '',
    openedOn: '',
  });
  // react-hook-form focuses the first invalid field in the order fields were bound, and the date
  // fields bind in their own render, after this one's: bind every field first, in screen order.
  for (const name of inkLotFieldOrder) form.register(name);
  const create = useCreateInkLot();

  const submit = form.submit((input) =>
    create
      .mutateAsync(input)
      .then(onCreated, (err) => form.showServerError(err, 'Erro ao salvar o lote de tinta')),
  );

  // A fieldset, not a form: it sits inside the session record's form. Enter adds the lot here.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' || (e.target as HTMLElement).tagName !== 'INPUT') return;
    e.preventDefault();
    void submit();
  };

  return (
    <fieldset onKeyDown={onKeyDown} className="space-y-3 rounded-xl border border-ink-700 bg-ink-850 p-3">
      <legend className="px-1 text-sm font-medium">Novo lote de tinta</legend>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Produto" {...form.field('product')} />
        <Field label="Fabricante" {...form.field('manufacturer')} />
        <Field label="Cor" {...form.field('color')} />
        <Field label="Lote" {...form.field('lot')} />
        <FormDateField form={form} name="expiresOn" label="Validade" />
        <Field label="Registro ANVISA" inputMode="numeric" {...form.field('anvisaRegistration')} />
        <FormDateField form={form} name="openedOn" label="Aberto em" />
      </div>
      <FormError message={form.formError} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={onCancel}>
          Voltar
        </Button>
        <Button size="sm" disabled={create.isPending} onClick={() => void submit()}>
          {create.isPending ? 'Salvando...' : 'Adicionar lote'}
        </Button>
      </div>
    </fieldset>
  );
}
