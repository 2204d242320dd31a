import { z } from 'zod';
import { type PaymentKind, type PaymentReceiver, paymentMethods } from '../enums';
import { messages } from '../errors';
import {
  isoDaySchema,
  type Page,
  pageQuerySchema,
  paymentReceiverSchema,
  positiveCentsSchema,
} from './fields';
import { installmentsFit, installmentsSchema } from './payment-line';

const required = messages.paymentRequired;

/**
 * A payment as the form sends it (SPEC §5). The client name comes from the chosen appointment,
 * amount_cents and date_epoch are computed by the server.
 */
export const paymentInputSchema = z
  .object({
    appointmentId: z.uuid({ error: required }),
    amountCents: positiveCentsSchema(required, messages.paymentAmountPositive),
    method: z.enum(paymentMethods, { error: required }).default('pix'),
    /** 'Crédito em 3x' (issue 29); absent: 1 on create, unchanged on an edit that stays on credit. */
    installments: installmentsSchema.optional(),
    date: isoDaySchema(required),
    /** Who received the money (studio members only); absent: 'estudio' on create, unchanged on edit. */
    receivedBy: paymentReceiverSchema.optional(),
  })
  .refine(installmentsFit, { error: messages.installmentsCreditOnly, path: ['installments'] });
export type PaymentInput = z.input<typeof paymentInputSchema>;

export const paymentFilters = ['today', 'month', 'all'] as const;
export type PaymentFilter = (typeof paymentFilters)[number];

export const paymentListQuerySchema = pageQuerySchema.extend({
  filter: z.enum(paymentFilters).default('all'),
});
export type PaymentListQuery = z.input<typeof paymentListQuerySchema>;

export interface Payment {
  id: string;
  appointmentId: string;
  appointmentTitle: string;
  clientName: string;
  amountCents: number;
  method: (typeof paymentMethods)[number];
  /** 'Crédito em 3x' is one payment with 3 here (issue 29); 1 for everything else. */
  installments: number;
  /** The maquininha's fee booked for it as an expense (0: none). */
  feeCents: number;
  /** 'sinal' and 'estorno' are shown with a badge; only 'pagamento' rows are edited here. */
  kind: PaymentKind;
  /** Who received it; shown and asked only for a payment made in a studio (`inStudio`). */
  receivedBy: PaymentReceiver;
  inStudio: boolean;
  date: string;
  dateEpoch: number;
  createdAt: string;
}

/** Stat cards of the Financeiro screen, for the São Paulo today and month. */
export interface PaymentSummary {
  today: string;
  todayCents: number;
  monthCents: number;
  totalCents: number;
}

export interface PaymentList extends Page<Payment> {
  summary: PaymentSummary;
}
