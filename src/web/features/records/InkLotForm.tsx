import { type KeyboardEvent, useState } from 'react';
import { type InkLot, inkLotInputSchema } from '../../../shared/schemas/session-record';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { DateField } from '../../components/ui/date-field';
import { Field } from '../../components/ui/input';
import { errorMessage } from '../../lib/api';
import { useCreateInkLot } from './mutations';

/** A new bottle for the inventory: what the label says (product, maker, colour, lot, expiry, ANVISA). */
export function InkLotForm({
  onCreated,
  onCancel,
}: {
  onCreated: (lot: InkLot) => void;
  onCancel: () => void;
}) {
  const [v, setV] = useState({
    product: '',
    manufacturer: '',
    color: '',
    lot: '',
    expiresOn: '',
    anvisaRegistration: '',
    openedOn: '',
  });
  const [error, setError] = useState<string | null>(null);
  const create = useCreateInkLot();
  const set = (key: keyof typeof v) => (value: string) => setV((old) => ({ ...old, [key]: value }));

  // A fieldset, not a form: it sits inside the session record's form. Enter adds the lot here.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' || (e.target as HTMLElement).tagName !== 'INPUT') return;
    e.preventDefault();
    submit();
  };
  const submit = () => {
    const parsed = inkLotInputSchema.safeParse({ ...v, openedOn: v.openedOn || null });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Dados inválidos');
      return;
    }
    setError(null);
    create.mutate(parsed.data, {
      onSuccess: onCreated,
      onError: (err) => setError(errorMessage(err, 'Erro ao salvar o lote de tinta')),
    });
  };

  return (
    <fieldset onKeyDown={onKeyDown} className="space-y-3 rounded-xl border border-ink-700 bg-ink-850 p-3">
      <legend className="px-1 text-sm font-medium">Novo lote de tinta</legend>
      {error && <Alert>{error}</Alert>}
      <div className="grid grid-cols-2 gap-3">
        <Field label="Produto" value={v.product} onChange={(e) => set('product')(e.target.value)} />
        <Field
          label="Fabricante"
          value={v.manufacturer}
          onChange={(e) => set('manufacturer')(e.target.value)}
        />
        <Field label="Cor" value={v.color} onChange={(e) => set('color')(e.target.value)} />
        <Field label="Lote" value={v.lot} onChange={(e) => set('lot')(e.target.value)} />
        <DateField label="Validade" value={v.expiresOn} onChange={set('expiresOn')} />
        <Field
          label="Registro ANVISA"
          inputMode="numeric"
          value={v.anvisaRegistration}
          onChange={(e) => set('anvisaRegistration')(e.target.value)}
        />
        <DateField label="Aberto em" value={v.openedOn} onChange={set('openedOn')} />
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={onCancel}>
          Voltar
        </Button>
        <Button size="sm" disabled={create.isPending} onClick={submit}>
          {create.isPending ? 'Salvando...' : 'Adicionar lote'}
        </Button>
      </div>
    </fieldset>
  );
}
