import { z } from 'zod';
import { expenseCategories, expenseGroups, expensePaymentMethods } from '../enums';
import { messages, tooLong } from '../errors';
import { isoDaySchema, optionalText, type Page, pageQuerySchema, positiveCentsSchema } from './fields';

const required = messages.expenseRequired;

export const expenseInputSchema = z.object({
  description: z.string({ error: required }).trim().min(1, required).max(200, tooLong(200)),
  amountCents: positiveCentsSchema(required, 'O valor deve ser maior que zero'),
  // 'Repasse' is booked by a settlement only (decision 0017): it is no cost, so a hand-typed one
  // would vanish from the profit.
  category: z
    .enum(expenseCategories, { error: 'Selecione a categoria' })
    .refine((c) => c !== 'repasse', 'O repasse é lançado ao marcar o acerto com o tatuador, em Relatórios'),
  paymentMethod: z.enum(expensePaymentMethods, { error: 'Selecione a forma de pagamento' }),
  date: isoDaySchema('Informe a data'),
  notes: optionalText(2000),
});
export type ExpenseInput = z.input<typeof expenseInputSchema>;

export const expenseTabs = ['todas', ...expenseGroups] as const;
export type ExpenseTab = (typeof expenseTabs)[number];

export const expenseListQuerySchema = pageQuerySchema.extend({
  tab: z.enum(expenseTabs).default('todas'),
  /** The filter banner: today or this month (São Paulo), or one category. */
  period: z.enum(['today', 'month']).optional(),
  category: z.enum(expenseCategories).optional(),
  /** SPEC §7 date range, inclusive days. */
  from: isoDaySchema('Data inválida').optional(),
  to: isoDaySchema('Data inválida').optional(),
});
export type ExpenseListQuery = z.input<typeof expenseListQuerySchema>;

export interface Expense {
  id: string;
  description: string;
  amountCents: number;
  category: (typeof expenseCategories)[number];
  paymentMethod: (typeof expensePaymentMethods)[number];
  date: string;
  dateEpoch: number;
  notes: string | null;
  /** The maquininha's fee of a payment or other income: booked and changed only with it (decision 0024). */
  cardFee: boolean;
  updatedAt: string;
}

export interface MoneyWindow {
  todayCents: number;
  monthCents: number;
  totalCents: number;
}

/** Cards and tab counts; they follow the active tab but never the search or the banner filter. */
export interface ExpenseSummary {
  today: string;
  counts: Record<ExpenseTab, number>;
  /** Hoje / Este Mês / Total of the active tab. */
  tab: MoneyWindow;
  /** The three group cards of the Todas tab. */
  groups: Record<(typeof expenseGroups)[number], MoneyWindow>;
}

export interface ExpenseList extends Page<Expense> {
  summary: ExpenseSummary;
}
