import { type FormEvent, useState } from 'react';
import { centsToReais, parseReais } from '../../../shared/money';
import { type MeiSettings, meiSettingsInputSchema } from '../../../shared/schemas/mei';
import { today } from '../../../shared/time';
import { FormActions } from '../../components/form-actions';
import { MoneyField } from '../../components/money-field';
import { Alert } from '../../components/ui/alert';
import { CheckboxCard } from '../../components/ui/checkbox-card';
import { Dialog, useMarkSaved } from '../../components/ui/dialog';
import { SelectField } from '../../components/ui/select';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useSaveMeiSettings } from './mutations';

const reaisText = (cents: number) =>
  centsToReais(cents).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const monthName = new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' });

/**
 * The opening month as a pt-BR list (the browser's own month input speaks the phone's language):
 * before this year — the whole cap — or a month of this year up to now.
 */
function openingChoices(day: string) {
  const year = Number(day.slice(0, 4));
  const months = Array.from({ length: Number(day.slice(5, 7)) }, (_, i) => {
    const value = `${year}-${String(i + 1).padStart(2, '0')}`;
    return { value, label: `${monthName.format(new Date(Date.UTC(year, i, 1)))} de ${year}` };
  });
  return [{ value: '', label: `Antes de ${year}` }, ...months];
}

/** 'Sou MEI': the opening month (blank: before this year), the yearly cap and the DAS reminder. */
export function MeiSettingsDialog({
  settings,
  open,
  onOpenChange,
}: {
  settings: MeiSettings;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="MEI">
      {open && <MeiForm settings={settings} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function MeiForm({ settings, onDone }: { settings: MeiSettings; onDone: () => void }) {
  // Opening this is turning the meter on, or editing it while on.
  const [enabled, setEnabled] = useState(true);
  const choices = openingChoices(today());
  // A month of an earlier year reads as 'before this year': the same whole cap.
  const [openedMonth, setOpenedMonth] = useState(
    choices.some((c) => c.value === settings.openedMonth) ? (settings.openedMonth ?? '') : '',
  );
  const [cap, setCap] = useState(reaisText(settings.capCents));
  const [dasReminder, setDasReminder] = useState(settings.dasReminder);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveMeiSettings();
  const markSaved = useMarkSaved();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = meiSettingsInputSchema.safeParse({
      enabled,
      openedMonth,
      capReais: parseReais(cap) ?? Number.NaN,
      dasReminder,
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Dados inválidos');
    setError(null);
    save.mutate(parsed.data, {
      onSuccess: () => {
        markSaved();
        toast.success('MEI salvo!');
        onDone();
      },
      onError: (err) => setError(errorMessage(err, 'Erro ao salvar')),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4 text-sm">
      <CheckboxCard
        checked={enabled}
        onChange={setEnabled}
        label="Sou MEI"
        hint="Relatórios acompanha seu faturamento do ano contra o limite."
      />
      <div className="space-y-1.5">
        <SelectField
          label="Aberto em"
          value={openedMonth}
          onChange={(e) => setOpenedMonth(e.target.value)}
          options={choices}
          aria-describedby="mei-opened-hint"
        />
        <p id="mei-opened-hint" className="text-xs text-ink-400">
          Aberto neste ano? O limite é proporcional: R$ 6.750 por mês, contando o mês de abertura.
        </p>
      </div>
      <MoneyField
        label="Limite anual (R$)"
        value={cap}
        onChange={(e) => setCap(e.target.value)}
        hint="R$ 81.000 em 2026. Se a lei mudar, ajuste aqui."
      />
      <CheckboxCard
        checked={dasReminder}
        onChange={setDasReminder}
        label="Lembrar do DAS no dia 15"
        hint={'"DAS vence dia 20", no sino e no celular.'}
      />
      {error && <Alert>{error}</Alert>}
      <FormActions onCancel={onDone} pending={save.isPending} />
    </form>
  );
}
