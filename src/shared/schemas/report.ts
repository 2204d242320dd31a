import type { ExpenseCategory } from '../enums';

export interface MonthFigures {
  /** `YYYY-MM` */
  month: string;
  revenueCents: number;
  expensesCents: number;
}

/** Everything Relatórios shows, in one answer (SPEC §2, §9), in São Paulo time. */
export interface Report {
  month: string;
  revenueMonthCents: number;
  expensesMonthCents: number;
  profitMonthCents: number;
  /** Profit ÷ revenue in %, one decimal; null when the month has no revenue (a margin of nothing). */
  marginPercent: number | null;
  totals: { revenueCents: number; expensesCents: number; profitCents: number };
  /** The last 6 months, oldest first, months without data included as zeros. */
  series: MonthFigures[];
  indicators: {
    /** Total revenue ÷ finished appointments, in cents (rounded); 0 when none are finished. */
    averageTicketCents: number;
    finishedAppointments: number;
    clientsServed: number;
    bestMonth: { month: string; revenueCents: number } | null;
  };
  /** The 5 categories with the most spent (all time), with their share of all expenses in %. */
  topCategories: { category: ExpenseCategory; totalCents: number; sharePercent: number }[];
}

/** One decimal, as SPEC shows the margin: 33.333… → 33.3. */
export const oneDecimal = (value: number) => Math.round(value * 10) / 10;
