import { z } from 'zod';
import type { ExpenseCategory } from '../enums';

/**
 * `?scope=` of Relatórios and the Dashboard: a studio's owner chooses 'Estúdio' (the studio's
 * money: every member's payments, the owner's expenses) or 'Meus' (their own work). Default: the
 * studio for its owner, their own for everyone else; anyone but the owner asking for the studio is
 * refused.
 */
export const moneyScopes = ['studio', 'mine'] as const;
export type MoneyScope = (typeof moneyScopes)[number];
export const moneyScopeQuerySchema = z.object({ scope: z.enum(moneyScopes).optional() });

/**
 * What the figures are: `own` — one person's work (working alone, or the owner's 'Meus'); `studio`
 * — the owner's 'Estúdio'; `artist` — an artist of a studio: gross, the studio's part and theirs.
 */
export type MoneyView = 'own' | 'studio' | 'artist';

export interface MonthFigures {
  /** `YYYY-MM` */
  month: string;
  revenueCents: number;
  expensesCents: number;
}

/** Everything Relatórios shows, in one answer (SPEC §2, §9), in São Paulo time. */
export interface Report {
  view: MoneyView;
  /** The studio's owner: the 'Estúdio' / 'Meus' switch is theirs. */
  canSeeStudio: boolean;
  month: string;
  revenueMonthCents: number;
  expensesMonthCents: number;
  profitMonthCents: number;
  /**
   * Profit ÷ revenue in %, one decimal; null when the month has no revenue (a margin of nothing).
   * An artist of a studio: ÷ their part ('Sua parte').
   */
  marginPercent: number | null;
  totals: { revenueCents: number; expensesCents: number; profitCents: number };
  /**
   * `studio` and `artist` views: revenue split into the artists' part and the studio's, for the
   * month and all time (each payment's split as stored, so it adds up with 'Divisão do Estúdio').
   * Profit is the viewer's part minus expenses: the studio's part for the studio, 'Sua parte' for
   * an artist. Null for `own`.
   */
  split: {
    artistMonthCents: number;
    studioMonthCents: number;
    artistTotalCents: number;
    studioTotalCents: number;
  } | null;
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
