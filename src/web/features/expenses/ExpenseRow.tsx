import { Pencil, Trash2 } from 'lucide-react';
import {
  type ExpenseCategory,
  expenseCategoryLabels,
  expenseGroupLabels,
  expenseGroupOf,
  expensePaymentMethodLabels,
} from '../../../shared/enums';
import type { Expense } from '../../../shared/schemas/expense';
import { formatDayBR } from '../../../shared/time';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { Money } from '../../lib/privacy';

/**
 * A detail after the category chip, with its separator dot drawn in the gap to its left. The line
 * clips sideways (`overflow-x-clip`), so an item that wraps to the start of a line has its dot cut
 * off: no line ever begins or ends with a stray '·'. The dot is a shape, not text, so it is
 * neither read aloud nor copied.
 */
const detail =
  "relative whitespace-nowrap before:absolute before:top-1/2 before:-left-[9.5px] before:size-[3px] before:-translate-y-1/2 before:rounded-full before:bg-ink-500 before:content-['']";

/**
 * One expense: what, how much, when and how it was paid. The category chip filters the list by
 * that category (the chip's hit area is grown invisibly to a thumb's size on phones).
 */
export function ExpenseRow({
  expense,
  onCategory,
  onEdit,
  onDelete,
}: {
  expense: Expense;
  onCategory: (category: ExpenseCategory) => void;
  onEdit: (expense: Expense) => void;
  onDelete: (expense: Expense) => void;
}) {
  const categoryLabel = expenseCategoryLabels[expense.category];
  return (
    <li className="flex items-start gap-2 py-3 pr-2 pl-4 sm:items-center sm:gap-3">
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-3">
          {/* Two lines before the ellipsis: at 390 px one line held only ~15 characters. */}
          <p className="line-clamp-2 min-w-0 font-medium break-words">{expense.description}</p>
          <Money cents={expense.amountCents} className="shrink-0 font-semibold text-blood-400 tabular-nums" />
        </div>
        {/* The clip hides a separator that wraps to a line's start; the padding keeps the chip's
            focus ring and grown hit area inside it. */}
        <div className="-ml-1.5 mt-1.5 flex flex-wrap items-center gap-x-4 gap-y-1 overflow-x-clip pl-1.5 text-sm text-ink-400">
          <button
            type="button"
            onClick={() => onCategory(expense.category)}
            aria-label={`Filtrar por categoria ${categoryLabel}`}
            title={`Filtrar por categoria ${categoryLabel}`}
            className="relative rounded-full bg-ink-800 px-2.5 py-0.5 text-xs font-medium text-ink-300 transition-colors after:absolute after:-inset-x-1 after:-inset-y-3 hover:bg-ink-700 hover:text-ink-100"
          >
            {categoryLabel}
          </button>
          <span className={detail}>{expenseGroupLabels[expenseGroupOf(expense.category)]}</span>
          <span className={cn(detail, 'tabular-nums')}>{formatDayBR(expense.date)}</span>
          <span className={detail}>{expensePaymentMethodLabels[expense.paymentMethod]}</span>
        </div>
        {expense.notes && <p className="mt-1 line-clamp-2 text-sm text-ink-400">{expense.notes}</p>}
      </div>
      {/* A card fee follows its payment or other income: changed there, not here. */}
      <div className={cn('flex shrink-0 flex-col sm:flex-row', expense.cardFee && 'hidden')}>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Editar ${expense.description}`}
          title="Editar"
          onClick={() => onEdit(expense)}
        >
          <Pencil size={18} aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Excluir ${expense.description}`}
          title="Excluir"
          onClick={() => onDelete(expense)}
          className="hover:text-red-300"
        >
          <Trash2 size={18} aria-hidden />
        </Button>
      </div>
    </li>
  );
}

/** Grey rows in the list's shape while the first page loads. */
export function ExpenseRowsSkeleton() {
  return (
    <ul aria-hidden className="divide-y divide-ink-800">
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className="flex animate-pulse items-center gap-3 px-4 py-4">
          <div className="flex-1 space-y-2">
            <div className="h-4 w-2/5 rounded bg-ink-800" />
            <div className="h-3 w-3/5 rounded bg-ink-850" />
          </div>
          <div className="h-4 w-20 rounded bg-ink-800" />
        </li>
      ))}
    </ul>
  );
}
