import { Receipt, SearchX } from 'lucide-react';
import type { ExpenseCategory } from '../../../shared/enums';
import type { Expense } from '../../../shared/schemas/expense';
import { EmptyState } from '../../components/empty-state';
import { LoadMore } from '../../components/load-more';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { ExpenseRow, ExpenseRowsSkeleton } from './ExpenseRow';
import type { useExpenses } from './queries';

interface ExpenseListProps {
  query: ReturnType<typeof useExpenses>;
  onCreate: () => void;
  onCategory: (category: ExpenseCategory) => void;
  onEdit: (expense: Expense) => void;
  onDelete: (expense: Expense) => void;
}

/** The list with its loading, error, empty and "more pages" states. */
export function ExpenseList({ query, onCreate, onCategory, onEdit, onDelete }: ExpenseListProps) {
  const frame = 'overflow-hidden rounded-2xl border border-ink-800 bg-ink-900';

  if (!query.data) {
    if (query.isError) {
      return (
        <div role="alert" className={cn(frame, 'flex flex-col items-center gap-3 px-6 py-10 text-center')}>
          <p className="text-ink-300">Não foi possível carregar as despesas.</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Tentar novamente
          </Button>
        </div>
      );
    }
    return (
      <div role="status" aria-label="Carregando despesas" className={frame}>
        <ExpenseRowsSkeleton />
      </div>
    );
  }

  const items = query.data.pages.flatMap((p) => p.items);
  if (items.length === 0) {
    const none = query.data.pages[0]?.summary.counts.todas === 0;
    return none ? (
      <EmptyState icon={Receipt} title="Nenhuma despesa registrada">
        <Button className="mt-1" onClick={onCreate}>
          Nova Despesa
        </Button>
      </EmptyState>
    ) : (
      <EmptyState icon={SearchX} title="Nenhuma despesa encontrada" />
    );
  }

  return (
    <div className="space-y-3">
      <ul
        aria-label="Despesas"
        aria-busy={query.isPlaceholderData}
        className={cn(
          frame,
          'divide-y divide-ink-800 transition-opacity',
          query.isPlaceholderData && 'opacity-60',
        )}
      >
        {items.map((expense) => (
          <ExpenseRow
            key={expense.id}
            expense={expense}
            onCategory={onCategory}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        ))}
      </ul>
      <LoadMore
        hasNextPage={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoad={() => void query.fetchNextPage()}
      />
    </div>
  );
}
