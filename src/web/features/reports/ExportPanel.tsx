import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { exportPeriodSchema } from '../../../shared/schemas/export';
import { monthOf, monthWindow, today } from '../../../shared/time';
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
 * Plain download links, so the browser saves the server's file itself (name and all).
 */
export function ExportPanel() {
  const [period, setPeriod] = useState(() => {
    const { first, last } = monthWindow(monthOf(today()));
    return { from: first, to: last };
  });
  const problemId = useId();
  const checked = exportPeriodSchema.safeParse(period);
  const problem = checked.success ? null : (checked.error.issues[0]?.message ?? 'Período inválido');
  const query = new URLSearchParams(period).toString();

  return (
    <Panel title="Exportar para o contador">
      <p className="text-sm text-ink-400">Pagamentos e despesas do período, em planilha (CSV).</p>
      <div className="mt-3 grid grid-cols-2 gap-3 sm:max-w-md">
        <DateField label="De" value={period.from} onChange={(from) => setPeriod((p) => ({ ...p, from }))} />
        <DateField label="Até" value={period.to} onChange={(to) => setPeriod((p) => ({ ...p, to }))} />
      </div>
      {problem && (
        <p id={problemId} role="alert" className="mt-2 text-sm text-amber-300">
          {problem}
        </p>
      )}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        {files.map((file) =>
          // Without a valid period there is no file: a disabled button that says why, not a 400 download.
          problem ? (
            <Button key={file.name} variant="secondary" disabled aria-describedby={problemId}>
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
