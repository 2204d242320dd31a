import { Tabs } from 'radix-ui';
import { expenseGroupLabels } from '../../../shared/enums';
import { type ExpenseSummary, type ExpenseTab, expenseTabs } from '../../../shared/schemas/expense';

const tabLabel = (tab: ExpenseTab) => (tab === 'todas' ? 'Todas' : expenseGroupLabels[tab]);

/** Todas / Recorrentes / Materiais / Outros, each with how many expenses it holds. */
export function ExpenseTabList({ counts }: { counts: ExpenseSummary['counts'] | undefined }) {
  return (
    <Tabs.List
      aria-label="Grupos de despesas"
      className="grid grid-cols-4 gap-1 rounded-2xl border border-ink-800 bg-ink-900 p-1 lg:inline-grid lg:min-w-xl"
    >
      {expenseTabs.map((tab) => (
        <Tabs.Trigger
          key={tab}
          value={tab}
          className="flex h-14 flex-col items-center justify-center gap-0.5 rounded-xl px-1 text-xs font-medium text-ink-400 transition-colors hover:text-ink-100 data-[state=active]:bg-ink-800 data-[state=active]:text-ink-100 sm:h-11 sm:flex-row sm:gap-2 sm:text-sm"
        >
          {tabLabel(tab)}{' '}
          <span className="min-w-6 rounded-full bg-ink-950/60 px-1.5 text-xs tabular-nums">
            {counts?.[tab] ?? '–'}
          </span>
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}
