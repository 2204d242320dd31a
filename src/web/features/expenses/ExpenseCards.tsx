import { CalendarDays, CalendarRange, ChevronRight, Receipt } from 'lucide-react';
import { type ExpenseGroup, expenseGroupLabels, expenseGroups } from '../../../shared/enums';
import type { ExpenseSummary, MoneyWindow } from '../../../shared/schemas/expense';
import { StatCard } from '../../components/stat-card';
import { Money } from '../../lib/privacy';

const figure = (cents: number | undefined) => (cents === undefined ? '–' : <Money cents={cents} />);

/** Hoje / Este Mês / Total of the active tab. On phones Total spans the row: it is the widest figure. */
export function TabTotals({ totals }: { totals: MoneyWindow | undefined }) {
  return (
    <ul aria-label="Totais" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <li>
        <StatCard label="Hoje" value={figure(totals?.todayCents)} icon={CalendarDays} tone="amber" />
      </li>
      <li>
        <StatCard label="Este Mês" value={figure(totals?.monthCents)} icon={CalendarRange} tone="sky" />
      </li>
      <li className="col-span-2 sm:col-span-1">
        <StatCard label="Total" value={figure(totals?.totalCents)} icon={Receipt} />
      </li>
    </ul>
  );
}

const groupTone: Record<ExpenseGroup, string> = {
  recorrentes: 'bg-sky-400',
  materiais: 'bg-blood-500',
  outros: 'bg-amber-400',
};

/** The Todas tab's three group cards; each one opens its tab. */
export function GroupCards({
  groups,
  onOpen,
}: {
  groups: ExpenseSummary['groups'] | undefined;
  onOpen: (group: ExpenseGroup) => void;
}) {
  return (
    <ul aria-label="Grupos" className="grid gap-3 sm:grid-cols-3">
      {expenseGroups.map((group) => (
        <li key={group}>
          <button
            type="button"
            onClick={() => onOpen(group)}
            className="flex w-full items-center gap-3 rounded-2xl border border-ink-800 bg-ink-900 p-4 text-left transition-colors hover:border-ink-700 hover:bg-ink-850"
          >
            <span className={`h-10 w-1 shrink-0 rounded-full ${groupTone[group]}`} aria-hidden />
            <span className="min-w-0 flex-1">
              <span className="block font-medium">{expenseGroupLabels[group]}</span>
              <span className="mt-1 grid grid-cols-2 gap-x-3 text-sm">
                <span className="min-w-0">
                  <span className="block text-xs text-ink-400">Este mês</span>
                  <span className="block truncate font-semibold tabular-nums">
                    {figure(groups?.[group].monthCents)}
                  </span>
                </span>
                <span className="min-w-0">
                  <span className="block text-xs text-ink-400">Total</span>
                  <span className="block truncate font-semibold tabular-nums">
                    {figure(groups?.[group].totalCents)}
                  </span>
                </span>
              </span>
            </span>
            <ChevronRight size={18} className="shrink-0 text-ink-500" aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  );
}
