import { z } from 'zod';
import {
  type ExpensePaymentMethod,
  expensePaymentMethods,
  type SettlementPeriod,
  settlementPeriods,
} from '../enums';
import { messages } from '../errors';
import { isoDaySchema } from './fields';

/**
 * Settlements (repasse) between a studio and its artists (issue 26, decision 0017). Money is integer
 * cents; periods are São Paulo days (`settlementWindow` in shared/time.ts).
 */

/** Which period to show: the one of `period` kind holding `day` (absent: today). */
export const settlementQuerySchema = z.object({
  period: z.enum(settlementPeriods).default('mes'),
  day: isoDaySchema('Data inválida').optional(),
});
export type SettlementQuery = z.input<typeof settlementQuerySchema>;

/** The CSV statement: one artist, one period. */
export const settlementStatementQuerySchema = settlementQuerySchema.extend({
  artistId: z.string().trim().min(1, 'Tatuador não encontrado').max(100),
});
export type SettlementStatementQuery = z.input<typeof settlementStatementQuerySchema>;

/** 'Marcar como pago': the owner settles one artist's period. */
export const markSettlementPaidSchema = z.object({
  artistId: z.string().trim().min(1, 'Tatuador não encontrado').max(100),
  period: z.enum(settlementPeriods, { error: 'Período inválido' }),
  /** The period's first day (the server checks it starts a period of that kind). */
  startDate: isoDaySchema('Período inválido'),
  method: z.enum(expensePaymentMethods, { error: 'Selecione a forma de pagamento' }),
  /** The day the money changed hands; never after today (server-checked). */
  paidOn: isoDaySchema(messages.invalidPaymentDate),
  /**
   * The net the screen showed: if the period's payments changed meanwhile the server refuses
   * (SETTLEMENT_CHANGED) instead of settling an amount nobody saw.
   */
  netCents: z.number().int().optional(),
});
export type MarkSettlementPaidInput = z.input<typeof markSettlementPaidSchema>;

export interface Settlement {
  id: string;
  artistId: string;
  artistName: string;
  period: SettlementPeriod;
  startDate: string;
  endDate: string;
  /** The artist's part of the payments the studio received. */
  studioOwesCents: number;
  /** The studio's part of the payments the artist received. */
  artistOwesCents: number;
  /** studioOwes − artistOwes: above zero the studio paid the artist, below the artist paid the studio. */
  netCents: number;
  paymentsCount: number;
  method: ExpensePaymentMethod;
  paidOn: string;
  /** The owner's 'Repasse' expense (when the studio paid), if it still exists. */
  expenseId: string | null;
  createdAt: string;
}

/** One artist's figures over the period shown. */
export interface SettlementLine {
  artistId: string;
  name: string;
  /** No longer a member: their payments made in the studio are still settled with them. */
  removed?: true;
  paymentsCount: number;
  /** Everything received, by whom. */
  studioReceivedCents: number;
  artistReceivedCents: number;
  studioOwesCents: number;
  artistOwesCents: number;
  netCents: number;
  /** The settlement paid for exactly this period, if any. */
  settlement: Settlement | null;
  /** Another paid settlement overlapping this period (e.g. a week inside the month): not settled here. */
  overlapping: Settlement | null;
}

export interface SettlementOverview {
  period: SettlementPeriod;
  start: string;
  end: string;
  /** The owner sees every artist and may mark; an artist sees only their own line. */
  canSettle: boolean;
  lines: SettlementLine[];
  /** The latest paid settlements this actor may see (newest first). */
  recent: Settlement[];
}
