import type { Report } from '../../../shared/schemas/report';
import { Panel } from '../../components/panel';
import { cn } from '../../lib/cn';
import { Money } from '../../lib/privacy';

/** 'Resumo Total': everything ever received and spent; in a studio, how the revenue was split. */
export function TotalsPanel({ report }: { report: Report }) {
  const { totals, split } = report;
  const rows = [
    { label: 'Receita total', cents: totals.revenueCents, tone: 'text-emerald-300' },
    ...(split
      ? report.view === 'studio'
        ? [
            { label: 'Parte dos tatuadores', cents: split.artistTotalCents, tone: 'text-ink-100' },
            { label: 'Parte do estúdio', cents: split.studioTotalCents, tone: 'text-ink-100' },
          ]
        : [
            { label: 'Parte do estúdio', cents: split.studioTotalCents, tone: 'text-ink-100' },
            { label: 'Sua parte', cents: split.artistTotalCents, tone: 'text-ink-100' },
          ]
      : []),
    { label: 'Despesas totais', cents: totals.expensesCents, tone: 'text-blood-400' },
    {
      label: 'Lucro total',
      cents: totals.profitCents,
      tone: totals.profitCents < 0 ? 'text-amber-300' : 'text-ink-100',
    },
  ];
  return (
    <Panel title="Resumo Total">
      <dl className="divide-y divide-ink-800">
        {rows.map((row) => (
          <div key={row.label} className="flex items-baseline justify-between gap-3 py-3 last:pb-0">
            <dt className="text-sm text-ink-300">{row.label}</dt>
            <dd className={cn('font-semibold tabular-nums', row.tone)}>
              <Money cents={row.cents} />
            </dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
