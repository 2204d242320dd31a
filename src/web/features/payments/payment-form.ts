import { z } from 'zod';
import type { PaymentMethod } from '../../../shared/enums';
import { messages } from '../../../shared/errors';
import { parseReais } from '../../../shared/money';
import { type Payment, paymentInputSchema } from '../../../shared/schemas/payment';
import { today } from '../../../shared/time';

/**
 * The form as typed: the amount is the text people enter ('350', '1.234,56'); it is read with
 * parseReais and then held to the API's own amount rule, so the messages are the contract's.
 */
export const paymentFormSchema = paymentInputSchema.extend({
  amount: z
    .string()
    .trim()
    .min(1, messages.paymentRequired)
    .transform((text, ctx) => {
      const reais = parseReais(text);
      if (reais === null) {
        ctx.addIssue({ code: 'custom', message: messages.invalidAmount });
        return z.NEVER;
      }
      return reais;
    })
    .pipe(paymentInputSchema.shape.amount),
});

export interface PaymentFormValues {
  appointmentId: string;
  clientName: string;
  amount: string;
  method: PaymentMethod;
  date: string;
}

const typed = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** '1.234,56' from 123456: how a Brazilian would type it (parseReais reads it back). */
const centsToTyped = (cents: number) => typed.format(cents / 100);

export function initialValues(payment: Payment | null): PaymentFormValues {
  if (!payment) return { appointmentId: '', clientName: '', amount: '', method: 'pix', date: today() };
  return {
    appointmentId: payment.appointmentId,
    clientName: payment.clientName,
    amount: centsToTyped(payment.amountCents),
    method: payment.method,
    date: payment.date,
  };
}
