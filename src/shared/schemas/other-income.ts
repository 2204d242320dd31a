import { z } from 'zod';
import { paymentMethods } from '../enums';
import { messages, tooLong } from '../errors';
import { isoDaySchema, type Page, pageQuerySchema, positiveCentsSchema } from './fields';
import { installmentsFit, installmentsSchema } from './payment-line';

/**
 * 'Outras receitas' (issue 29): income not tied to a session — aftercare products, a flash sold at
 * an event. Counted in Relatórios and the MEI meter; a card sale books its maquininha fee like a
 * payment does (decision 0024).
 */
export const otherIncomeInputSchema = z
  .object({
    description: z
      .string({ error: 'Descreva a receita' })
      .trim()
      .min(1, 'Descreva a receita')
      .max(200, tooLong(200)),
    amountCents: positiveCentsSchema('Informe o valor', 'O valor deve ser maior que zero'),
    method: z.enum(paymentMethods, { error: 'Forma de pagamento inválida' }).default('pix'),
    installments: installmentsSchema.default(1),
    date: isoDaySchema('Informe a data'),
  })
  .refine(installmentsFit, { error: messages.installmentsCreditOnly, path: ['installments'] });
export type OtherIncomeInput = z.input<typeof otherIncomeInputSchema>;

export const otherIncomeListQuerySchema = pageQuerySchema.pick({ cursor: true, limit: true });
export type OtherIncomeListQuery = z.input<typeof otherIncomeListQuerySchema>;

export interface OtherIncome {
  id: string;
  description: string;
  amountCents: number;
  method: (typeof paymentMethods)[number];
  installments: number;
  /** The maquininha's fee booked for it as an expense (0: none). */
  feeCents: number;
  date: string;
  dateEpoch: number;
  createdAt: string;
}

export interface OtherIncomeList extends Page<OtherIncome> {
  /** This São Paulo month's other income, whatever page is shown. */
  monthCents: number;
}
