import type { ReactNode } from 'react';
import type { Report } from '../../../shared/schemas/report';
import { Panel } from '../../components/panel';
import { Money, useMoney } from '../../lib/privacy';
import { longMonth } from './format';

/** 'Indicadores': average ticket, finished tattoos, clients served and the best month so far. */
export function IndicatorsPanel({ indicators }: { indicators: Report['indicators'] }) {
  const money = useMoney();
  const best = indicators.bestMonth;
  const items: { label: string; value: ReactNode }[] = [
    { label: 'Ticket médio', value: <Money cents={indicators.averageTicketCents} /> },
    { label: 'Tatuagens finalizadas', value: indicators.finishedAppointments },
    { label: 'Clientes atendidos', value: indicators.clientsServed },
    {
      label: 'Melhor mês',
      value: best ? (
        <>
          {longMonth(best.month)} · <span className="whitespace-nowrap">{money(best.revenueCents)}</span>
        </>
      ) : (
        '—'
      ),
    },
  ];
  return (
    <Panel title="Indicadores">
      <dl className="divide-y divide-ink-800">
        {items.map((item) => (
          <div key={item.label} className="flex items-baseline justify-between gap-4 py-3 last:pb-0">
            <dt className="shrink-0 text-sm text-ink-300">{item.label}</dt>
            <dd className="text-right font-semibold tabular-nums">{item.value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
