import { z } from 'zod';
import { type PaymentMethod, paymentMethods } from '../enums';
import { messages } from '../errors';
import { paymentReceiverSchema, positiveCentsSchema } from './fields';

/** Up to 12x on a credit card (issue 29): one payment of the whole amount, never N payments. */
export const MAX_INSTALLMENTS = 12;

/** A split payment at Finalizar holds at most this many lines (the first one included). */
export const MAX_PAYMENT_LINES = 6;

export const installmentsSchema = z
  .number({ error: messages.invalidInstallments })
  .int({ error: messages.invalidInstallments })
  .min(1, messages.invalidInstallments)
  .max(MAX_INSTALLMENTS, messages.invalidInstallments);

/** Only a credit card is paid in installments (the database checks the same). */
export const installmentsFit = (v: { method?: PaymentMethod; installments?: number }) =>
  (v.installments ?? 1) === 1 || v.method === 'cartao-credito';

/**
 * One more way the same session was paid ('Dividir pagamento' at Finalizar): part Pix, part card.
 * Each line becomes one payment; every line is money received, so more than zero (SPEC's text).
 */
export const paymentLineSchema = z
  .object({
    amountCents: positiveCentsSchema(messages.paymentAmountPositive, messages.paymentAmountPositive),
    method: z.enum(paymentMethods, { error: 'Forma de pagamento inválida' }).default('pix'),
    installments: installmentsSchema.default(1),
    /** Who received this line's money (studio members only); absent = 'estudio'. */
    receivedBy: paymentReceiverSchema.optional(),
  })
  .refine(installmentsFit, { error: messages.installmentsCreditOnly, path: ['installments'] });
export type PaymentLine = z.output<typeof paymentLineSchema>;
export type PaymentLineInput = z.input<typeof paymentLineSchema>;
