import { useState } from 'react';
import type { MonthFigures } from '../../../shared/schemas/report';
import { Panel } from '../../components/panel';
import { cn } from '../../lib/cn';
import { useMoney } from '../../lib/privacy';
import { axisLabels, longMonth } from './format';

const REVENUE = 'bg-emerald-400';
const EXPENSES = 'bg-blood-500';

/**
 * Grouped bars, revenue beside expenses, drawn with plain CSS (a chart library would cost more
 * than this whole screen). Each month is a button: hover, focus or tap puts its figures on the
 * value line; a visually hidden table carries the same figures for screen readers. Every amount
 * goes through useMoney so privacy mode masks it; bar heights alone reveal only proportions.
 */
export function MonthlyChart({ series }: { series: MonthFigures[] }) {
  const money = useMoney();
  const [active, setActive] = useState(series.length - 1);
  const max = Math.max(0, ...series.flatMap((m) => [m.revenueCents, m.expensesCents]));
  const labels = axisLabels(series.map((m) => m.month));
  const shown = series[active] ?? series[series.length - 1];
  const height = (cents: number) => ({
    height: max > 0 ? `${(cents / max) * 100}%` : 0,
    // A tiny month still gets a sliver, so "small" never looks like "nothing".
    minHeight: cents > 0 ? 3 : 0,
  });

  return (
    <Panel title="Evolução Mensal (últimos 6 meses)" aside={<Legend />}>
      {shown && (
        <p className="mt-1 mb-3 min-h-10 text-sm text-ink-300 sm:min-h-0">
          <span className="font-medium text-ink-100">{capitalized(longMonth(shown.month))}</span>
          <span className="text-ink-400"> · </span>
          <span className="whitespace-nowrap">
            Receita{' '}
            <span className="font-medium text-emerald-300 tabular-nums">{money(shown.revenueCents)}</span>
          </span>
          <span className="text-ink-400"> · </span>
          <span className="whitespace-nowrap">
            Despesas{' '}
            <span className="font-medium text-blood-400 tabular-nums">{money(shown.expensesCents)}</span>
          </span>
        </p>
      )}
      <div className="flex h-48 sm:h-56">
        {series.map((m, i) => (
          <button
            key={m.month}
            type="button"
            aria-label={`${longMonth(m.month)}: receita ${money(m.revenueCents)}, despesas ${money(m.expensesCents)}`}
            onMouseEnter={() => setActive(i)}
            onFocus={() => setActive(i)}
            onClick={() => setActive(i)}
            className={cn(
              'flex min-w-0 flex-1 flex-col rounded-lg px-1 pt-2 transition-colors hover:bg-ink-850',
              i === active && 'bg-ink-850',
            )}
          >
            {/* The bottom border of every group lines up into one baseline, visible for empty months. */}
            <span className="flex w-full flex-1 items-end justify-center gap-1 border-b border-ink-700">
              <span className={cn('w-3 rounded-t sm:w-5', REVENUE)} style={height(m.revenueCents)} />
              <span className={cn('w-3 rounded-t sm:w-5', EXPENSES)} style={height(m.expensesCents)} />
            </span>
            <span
              className={cn(
                'block truncate py-1.5 text-center text-xs',
                i === active ? 'font-medium text-ink-100' : 'text-ink-400',
              )}
            >
              {labels[i]}
            </span>
          </button>
        ))}
      </div>
      {/* sr-only on a wrapper: a table ignores the 1 px width and would widen the phone page. */}
      <div className="sr-only">
        <table>
          <caption>Evolução mensal: receita e despesas dos últimos 6 meses</caption>
          <thead>
            <tr>
              <th scope="col">Mês</th>
              <th scope="col">Receita</th>
              <th scope="col">Despesas</th>
            </tr>
          </thead>
          <tbody>
            {series.map((m) => (
              <tr key={m.month}>
                <th scope="row">{longMonth(m.month)}</th>
                <td>{money(m.revenueCents)}</td>
                <td>{money(m.expensesCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function Legend() {
  return (
    <span className="flex items-center gap-3 text-xs text-ink-300">
      <span className="flex items-center gap-1.5">
        <span className={cn('h-2.5 w-2.5 rounded-sm', REVENUE)} /> Receita
      </span>
      <span className="flex items-center gap-1.5">
        <span className={cn('h-2.5 w-2.5 rounded-sm', EXPENSES)} /> Despesas
      </span>
    </span>
  );
}
