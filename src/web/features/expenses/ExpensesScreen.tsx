import { Plus } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useCallback, useState } from 'react';
import {
  type ExpenseCategory,
  expenseCategories,
  expenseCategoryGroups,
  expenseGroupOf,
} from '../../../shared/enums';
import { messages } from '../../../shared/errors';
import {
  type Expense,
  type ExpenseSummary,
  type ExpenseTab,
  expenseTabs,
  type MoneyWindow,
} from '../../../shared/schemas/expense';
import { FilterBanner } from '../../components/filter-banner';
import { SearchBox } from '../../components/search-box';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useRegisterCreateAction } from '../../lib/create-action';
import { useNavigation } from '../../lib/navigation';
import { fabSections } from '../../lib/sections';
import { toast } from '../../lib/toast';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { GroupCards, TabTotals } from './ExpenseCards';
import { ExpenseDialog, type ExpenseDraft } from './ExpenseDialog';
import { ExpenseList } from './ExpenseList';
import { ExpenseTabList } from './ExpenseTabList';
import { expenseFilterLabel, parseExpenseFilter } from './expense-filter';
import { useDeleteExpense } from './mutations';
import { useExpenses } from './queries';

const firstCategoryOf = (tab: ExpenseTab): ExpenseCategory =>
  tab === 'todas' ? expenseCategories[0] : expenseCategoryGroups[tab][0];

/** SPEC §2 Despesas: tabs by group, the cards of the active tab, banner filter, search, list, modal. */
export default function ExpensesScreen() {
  const { filter: navFilter, navigate, clearFilter } = useNavigation();
  const filter = parseExpenseFilter(navFilter);
  const [tab, setTab] = useState<ExpenseTab>('todas');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const [draft, setDraft] = useState<ExpenseDraft | null>(null);
  const [toDelete, setToDelete] = useState<Expense | null>(null);
  const remove = useDeleteExpense();

  const list = useExpenses({
    tab,
    q,
    period: filter && 'period' in filter ? filter.period : undefined,
    category: filter && 'category' in filter ? filter.category : undefined,
  });
  const summary = list.data?.pages[0]?.summary;
  // While another tab's answer is still on screen, its `tab` figures belong to that tab; the group
  // figures are the same in every answer, so derive from them until the new one arrives.
  const totals = summary && (list.isPlaceholderData ? totalsOf(summary, tab) : summary.tab);

  const openNew = useCallback(() => setDraft({ category: firstCategoryOf(tab) }), [tab]);
  useRegisterCreateAction(openNew);
  // The shell's floating add button only exists on some sections; elsewhere phones need ours.
  const hasFab = fabSections.includes('expenses');

  function changeTab(next: ExpenseTab) {
    setTab(next);
    // A category filter from another group would empty the new tab for no visible reason.
    if (filter && 'category' in filter && next !== 'todas' && expenseGroupOf(filter.category) !== next) {
      clearFilter();
    }
  }

  function confirmDelete() {
    if (!toDelete) return;
    // Gone from the list at once; a refusal brings it back and says why.
    remove.mutateAsync(toDelete).then(
      () => toast.success(messages.expenseDeleted),
      (err) => toast.error(errorMessage(err, 'Erro ao excluir despesa')),
    );
    setToDelete(null);
  }

  const body = (
    <div className="space-y-4">
      <TabTotals totals={totals} />
      {tab === 'todas' && <GroupCards groups={summary?.groups} onOpen={changeTab} />}
      <div className="flex items-center gap-3 pt-2">
        <div className="min-w-0 flex-1">
          <SearchBox
            value={search}
            onChange={setSearch}
            // Short enough to show whole in the phone's narrow field (390 px beside the add button).
            label="Buscar descrição ou categoria"
            placeholder="Buscar descrição ou categoria"
          />
        </div>
        {/* On phones the label is for screen readers only, so the search keeps its width. */}
        <Button
          onClick={openNew}
          className={cn('shrink-0 max-sm:w-11 max-sm:px-0', hasFab && 'hidden lg:inline-flex')}
        >
          <Plus size={20} aria-hidden /> <span className="max-sm:sr-only">Nova Despesa</span>
        </Button>
      </div>
      {filter && <FilterBanner label={expenseFilterLabel(filter)} onClear={clearFilter} />}
      <ExpenseList
        query={list}
        onCreate={openNew}
        onCategory={(category) => navigate('expenses', category)}
        onEdit={(expense) => setDraft({ expense })}
        onDelete={setToDelete}
      />
    </div>
  );

  return (
    <Tabs.Root value={tab} onValueChange={(v) => changeTab(v as ExpenseTab)} className="space-y-4">
      <ExpenseTabList counts={summary?.counts} />
      {expenseTabs.map((t) => (
        <Tabs.Content key={t} value={t} className="focus-visible:outline-none">
          {body}
        </Tabs.Content>
      ))}
      <ExpenseDialog draft={draft} onClose={() => setDraft(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Tem certeza que deseja excluir esta despesa?"
        confirmLabel="Excluir"
        onConfirm={confirmDelete}
      />
    </Tabs.Root>
  );
}

function totalsOf(summary: ExpenseSummary, tab: ExpenseTab): MoneyWindow {
  if (tab !== 'todas') return summary.groups[tab];
  const groups = Object.values(summary.groups);
  return {
    todayCents: groups.reduce((s, g) => s + g.todayCents, 0),
    monthCents: groups.reduce((s, g) => s + g.monthCents, 0),
    totalCents: groups.reduce((s, g) => s + g.totalCents, 0),
  };
}
