import { type MeiSettings, meiSettingsInputSchema } from '../../../shared/schemas/mei';
import { today } from '../../../shared/time';
import { FormError } from '../../components/form/form-error';
import { FormCheckboxCard, FormMoneyField } from '../../components/form/form-fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { FormActions } from '../../components/form-actions';
import { Dialog, useMarkSaved } from '../../components/ui/dialog';
import { SelectField } from '../../components/ui/select';
import { onFirstUse } from '../../lib/on-first-use';
import { toast } from '../../lib/toast';
import { useSaveMeiSettings } from './mutations';

const monthName = onFirstUse(() => new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' }));

/**
 * The opening month as a pt-BR list (the browser's own month input speaks the phone's language):
 * before this year — the whole cap — or a month of this year up to now.
 */
function openingChoices(day: string) {
  const year = Number(day.slice(0, 4));
  const months = Array.from({ length: Number(day.slice(5, 7)) }, (_, i) => {
    const value = `${year}-${String(i + 1).padStart(2, '0')}`;
    return { value, label: `${monthName().format(new Date(Date.UTC(year, i, 1)))} de ${year}` };
  });
  return [{ value: '', label: `Antes de ${year}` }, ...months];
}

/**
 * 'Sou MEI': the opening month (blank: before this year), the yearly cap, this year's revenue from
 * before the app, and the DAS reminder.
 */
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
  const day = today();
  const year = day.slice(0, 4);
  const choices = openingChoices(day);
  const form = useZodForm(meiSettingsInputSchema, {
    // Opening this is turning the meter on, or editing it while on.
    enabled: true,
    // A month of an earlier year reads as 'before this year': the same whole cap.
    openedMonth: choices.some((c) => c.value === settings.openedMonth) ? (settings.openedMonth ?? '') : '',
    capCents: settings.capCents,
    dasReminder: settings.dasReminder,
    priorRevenueCents: settings.priorRevenueCents,
  });
  const save = useSaveMeiSettings();
  const markSaved = useMarkSaved();

  const submit = form.submit((input) =>
    save.mutateAsync(input).then(
      () => {
        markSaved();
        toast.success('MEI salvo!');
        onDone();
      },
      (err) => form.showServerError(err, 'Erro ao salvar'),
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4 text-sm">
      <FormCheckboxCard
        form={form}
        name="enabled"
        label="Sou MEI"
        hint="Relatórios acompanha seu faturamento do ano contra o limite."
      />
      <SelectField
        label="Aberto em"
        options={choices}
        hint="Aberto neste ano? O limite é proporcional: R$ 6.750 por mês, contando o mês de abertura."
        {...form.field('openedMonth')}
      />
      <FormMoneyField
        form={form}
        name="capCents"
        label="Limite anual (R$)"
        hint="R$ 81.000 em 2026. Se a lei mudar, ajuste aqui."
      />
      <FormMoneyField
        form={form}
        name="priorRevenueCents"
        label="Faturamento deste ano antes do Tinta"
        blankValue={0}
        hint={`O que você recebeu em ${year} antes de registrar no Tinta. Conta só no limite de ${year}.`}
      />
      <FormCheckboxCard
        form={form}
        name="dasReminder"
        label="Lembrar do DAS no dia 15"
        hint={'"DAS vence dia 20", no sino e no celular.'}
      />
      <FormError message={form.formError} />
      <FormActions onCancel={onDone} pending={save.isPending} />
    </form>
  );
}
