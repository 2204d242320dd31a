import { Landmark, Settings } from 'lucide-react';
import { useState } from 'react';
import type { MeiRevenue } from '../../../shared/schemas/mei';
import { Panel } from '../../components/panel';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { Money, usePrivacy } from '../../lib/privacy';
import { MeiSettingsDialog } from './MeiSettingsDialog';
import { useMeiMeter } from './queries';

const percent = (ratio: number) =>
  `${(ratio * 100).toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;

/** Relatórios' MEI card: this year's revenue against the cap, the pace, and the warnings. */
export function MeiCard() {
  const meter = useMeiMeter();
  const [editing, setEditing] = useState(false);
  const { hidden } = usePrivacy();
  if (!meter.data) return null;
  const { settings, figures } = meter.data;
  const dialog = <MeiSettingsDialog settings={settings} open={editing} onOpenChange={setEditing} />;

  if (!figures)
    return (
      <section className="flex flex-wrap items-center gap-3 rounded-2xl border border-ink-800 bg-ink-900 p-4">
        <Landmark size={20} className="text-ink-400" aria-hidden />
        <p className="min-w-0 flex-1 text-sm text-ink-300">
          É MEI? Acompanhe o limite de faturamento do ano e o DAS.
        </p>
        <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
          Sou MEI
        </Button>
        {dialog}
      </section>
    );

  const { warning } = figures;
  return (
    <Panel
      title={`Limite do MEI em ${figures.year}`}
      aside={
        <Button variant="ghost" size="sm" onClick={() => setEditing(true)} aria-label="Configurar MEI">
          <Settings size={16} aria-hidden />
        </Button>
      }
    >
      <p className="text-sm text-ink-300">
        <Money cents={figures.ytdCents} className="font-semibold text-ink-100" /> de{' '}
        <Money cents={figures.capCents} />
        {figures.monthsActive < 12 && ` (${figures.monthsActive} meses)`}
        {!hidden && <span className="text-ink-400"> · {percent(figures.ratio)}</span>}
      </p>
      {/* The bar repeats the sentence above for the eye; screen readers have the sentence. */}
      <div aria-hidden className="mt-2 h-3 overflow-hidden rounded-full bg-ink-800">
        <div
          className={cn(
            'h-full rounded-full',
            figures.ratio >= 1 ? 'bg-red-500' : figures.ratio >= 0.7 ? 'bg-amber-400' : 'bg-emerald-500',
          )}
          style={{ width: hidden ? '0%' : `${Math.min(100, figures.ratio * 100)}%` }}
        />
      </div>
      <RevenueLines revenue={figures.revenue} />
      <p className="mt-2 text-sm text-ink-400">
        No ritmo atual: <Money cents={figures.projectedCents} className="text-ink-200" /> até 31/12
        {figures.projectedCents > figures.capCents && figures.level === 'ok' && ' — acima do limite'}.
      </p>
      {warning && (
        <div className="mt-3">
          <Alert tone={warning.tone}>{warning.text}</Alert>
        </div>
      )}
      {dialog}
    </Panel>
  );
}

/**
 * Where the year's total comes from, when more than the sessions make it up: income not tied to a
 * session and what came in before the app are lines of their own, so the total adds up on screen.
 */
function RevenueLines({ revenue }: { revenue: MeiRevenue }) {
  if (revenue.otherIncomeCents === 0 && revenue.priorRevenueCents === 0) return null;
  const lines: Array<[string, number]> = [['Sessões e sinais', revenue.sessionsCents]];
  if (revenue.otherIncomeCents !== 0) lines.push(['Outras receitas', revenue.otherIncomeCents]);
  if (revenue.priorRevenueCents !== 0) lines.push(['Antes do Tinta', revenue.priorRevenueCents]);
  return (
    <dl aria-label="Faturamento do ano" className="mt-3 max-w-sm space-y-1 text-sm">
      {lines.map(([label, cents]) => (
        // The space between term and amount keeps each line one readable text.
        <div key={label} className="flex items-baseline justify-between gap-3">
          <dt className="text-ink-400">{label}</dt>{' '}
          <dd>
            <Money cents={cents} className="text-ink-200 tabular-nums" />
          </dd>
        </div>
      ))}
    </dl>
  );
}
