import { Download } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useController } from 'react-hook-form';
import { exportPeriodSchema } from '../../../shared/schemas/export';
import { monthOf, monthWindow, today } from '../../../shared/time';
import { useZodForm, type ZodForm } from '../../components/form/use-zod-form';
import { Panel } from '../../components/panel';
import { Button } from '../../components/ui/button';
import { DateField } from '../../components/ui/date-field';

const files = [
  { name: 'pagamentos', label: 'Baixar pagamentos (CSV)' },
  { name: 'despesas', label: 'Baixar despesas (CSV)' },
] as const;

const linkClass =
  'inline-flex h-11 items-center justify-center gap-2 rounded-xl border border-ink-700 bg-ink-800 px-4 text-sm font-medium text-ink-100 transition-colors hover:bg-ink-700';

/**
 * 'Exportar para o contador': two CSV files for a period, the current São Paulo month by default.
 * Plain download links, so the browser saves the server's file itself (name and all). There is no
 * submit: the period is checked as it is typed, and its problem shows under the date at fault.
 */
export function ExportPanel() {
  const { first, last } = monthWindow(monthOf(today()));
  const form = useZodForm(exportPeriodSchema, { from: first, to: last });
  const ids = { from: useId(), to: useId() };
  const period = form.watch();
  // No submit here: each change is checked at once, so the problem shows as the date is typed.
  const { watch, trigger } = form;
  useEffect(() => {
    const changes = watch(() => void trigger());
    return () => changes.unsubscribe();
  }, [watch, trigger]);

  const problems = (['from', 'to'] as const)
    .filter((name) => typeof form.errorOf(name) === 'string')
    .map((name) => `${ids[name]}-error`);
  const invalid = Object.keys(form.formState.errors).length > 0;
  const query = new URLSearchParams({ from: period.from, to: period.to }).toString();

  return (
    <Panel title="Exportar para o contador">
      <p className="text-sm text-ink-400">Pagamentos e despesas do período, em planilha (CSV).</p>
      <div className="mt-3 grid grid-cols-2 gap-3 sm:max-w-md">
        <PeriodDay form={form} name="from" id={ids.from} label="De" />
        <PeriodDay form={form} name="to" id={ids.to} label="Até" />
      </div>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        {files.map((file) =>
          // Without a valid period there is no file: a disabled button that says why, not a 400 download.
          invalid ? (
            <Button
              key={file.name}
              variant="secondary"
              disabled
              aria-describedby={problems.join(' ') || undefined}
            >
              <Download size={16} aria-hidden /> {file.label}
            </Button>
          ) : (
            <a key={file.name} href={`/api/exports/${file.name}.csv?${query}`} download className={linkClass}>
              <Download size={16} aria-hidden /> {file.label}
            </a>
          ),
        )}
      </div>
    </Panel>
  );
}

/** One end of the period, with a known id: the disabled downloads point at its error. */
function PeriodDay({
  form,
  name,
  id,
  label,
}: {
  form: ZodForm<typeof exportPeriodSchema>;
  name: 'from' | 'to';
  id: string;
  label: string;
}) {
  const { field } = useController({ control: form.control, name });
  return (
    <DateField
      ref={field.ref}
      id={id}
      name={field.name}
      label={label}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={form.errorOf(name)}
    />
  );
}
