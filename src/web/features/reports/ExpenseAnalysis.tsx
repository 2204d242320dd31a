import { expenseCategoryLabels } from '../../../shared/enums';
import type { Report } from '../../../shared/schemas/report';
import { Panel } from '../../components/panel';
import { Money } from '../../lib/privacy';
import { formatPercent } from './format';

/** 'Análise de Despesas': the five categories that cost the most, with their share of all spending. */
export function ExpenseAnalysis({ categories }: { categories: Report['topCategories'] }) {
  return (
    <Panel title="Análise de Despesas">
      {categories.length === 0 ? (
        <p className="py-6 text-center text-sm text-ink-400">Nenhuma despesa registrada</p>
      ) : (
        <ul className="space-y-4 pt-2">
          {categories.map((c) => {
            const label = expenseCategoryLabels[c.category];
            const share = formatPercent(c.sharePercent);
            return (
              <li key={c.category}>
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="font-medium">{label}</span>
                  <span className="flex items-baseline gap-2 tabular-nums">
                    <Money cents={c.totalCents} />
                    <span className="w-12 text-right text-ink-400">{share}</span>
                  </span>
                </div>
                {/* The share is already written out above; the bar only repeats it visually. */}
                <div className="mt-1.5 h-2 overflow-hidden rounded-full bg-ink-800" aria-hidden>
                  <div
                    className="h-full rounded-full bg-blood-600"
                    style={{ width: `${Math.min(100, Math.max(0, c.sharePercent))}%` }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
