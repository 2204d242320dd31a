import { type ExpenseCategory, expenseCategories, expenseCategoryLabels } from '../../../shared/enums';

/** The banner filter: a period (from a dashboard/Relatórios card) or one category (a tapped chip). */
export type ExpenseFilter = { period: 'today' | 'month' } | { category: ExpenseCategory };

/** Reads the navigation filter; anything this screen does not know (e.g. 'all') means no filter. */
export function parseExpenseFilter(raw: string | null): ExpenseFilter | null {
  if (raw === 'today' || raw === 'month') return { period: raw };
  if (raw && (expenseCategories as readonly string[]).includes(raw)) {
    return { category: raw as ExpenseCategory };
  }
  return null;
}

export function expenseFilterLabel(filter: ExpenseFilter): string {
  if ('category' in filter) return `Categoria: ${expenseCategoryLabels[filter.category]}`;
  return filter.period === 'today' ? 'Despesas de hoje' : 'Despesas deste mês';
}
