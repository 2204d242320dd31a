import { CalendarDays, CalendarRange, ChevronRight, Receipt } from 'lucide-react';
import { type ExpenseGroup, expenseGroupLabels, expenseGroups } from '../../../shared/enums';
import type { ExpenseSummary, MoneyWindow } from '../../../shared/schemas/expense';
import { StatCard } from '../../components/stat-card';
import { Money } from '../../lib/privacy';

const figure = (cents: number | undefined) => (cents === undefined ? '–' : <Money cents={cents} />);

/**
 * Hoje / Este Mês / Total of the active tab. On phones two cards share a row and Total spans the
 * next; the cards' icons are dropped there so an amount like R$ 12.345,67 is never cut off.
 */
export function TabTotals({ totals }: { totals: MoneyWindow | undefined }) {
  return (
    <ul
      aria-label="Totais"
      className="grid grid-cols-2 gap-3 max-sm:[&_li>div>span:first-child]:hidden sm:grid-cols-3"
    >
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

/**
 * The Todas tab's three group cards; each one opens its tab. Phones get one row per group (name,
 * then both figures), which keeps amounts whole on a narrow screen.
 */
export function GroupCards({
  groups,
  onOpen,
}: {
  groups: ExpenseSummary['groups'] | undefined;
  onOpen: (group: ExpenseGroup) => void;
}) {
  return (
    <ul aria-label="Grupos" className="grid gap-2 sm:grid-cols-3 sm:gap-3">
      {expenseGroups.map((group) => (
        <li key={group}>
          <button
            type="button"
            onClick={() => onOpen(group)}
            className="flex w-full items-center gap-2 rounded-2xl border border-ink-800 bg-ink-900 p-3 sm:gap-3 text-left transition-colors hover:border-ink-700 hover:bg-ink-850 sm:p-4"
          >
            <span className={`h-10 w-1 shrink-0 rounded-full ${groupTone[group]}`} aria-hidden />
            <span className="flex min-w-0 flex-1 items-center gap-2 sm:block">
              <span className="min-w-0 flex-1 truncate text-sm font-medium sm:text-base">
                {expenseGroupLabels[group]}
              </span>
              <span className="grid shrink-0 grid-cols-[6.75rem_6.75rem] gap-x-2 text-sm sm:mt-1 sm:grid-cols-2">
                <Figure label="Este mês" cents={groups?.[group].monthCents} />
                <Figure label="Total" cents={groups?.[group].totalCents} />
              </span>
            </span>
            <ChevronRight size={18} className="hidden shrink-0 text-ink-500 sm:block" aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  );
}

function Figure({ label, cents }: { label: string; cents: number | undefined }) {
  return (
    <span className="min-w-0">
      <span className="block text-xs text-ink-400">{label}</span>
      <span className="block truncate font-semibold tabular-nums">{figure(cents)}</span>
    </span>
  );
}
