import { z } from 'zod';
import { cardMethods } from '../card-fees';
import { messages } from '../errors';
import { installmentsSchema, MAX_INSTALLMENTS } from './payment-line';

/**
 * 'Taxas da maquininha' (issue 29, decision 0024): the rate per card method and installments, set
 * once. Basis points on the wire and in the database (399 = 3,99 %); the screen shows percents
 * with two decimals. A blank rate (null) is no fee for that way of paying.
 */
export const rateBpSchema = z
  .number({ error: messages.invalidCardFeeRate })
  .int({ error: messages.invalidCardFeeRate })
  .min(0, messages.invalidCardFeeRate)
  .max(10_000, messages.invalidCardFeeRate);

export const cardFeeRateSchema = z
  .object({
    method: z.enum(cardMethods, { error: 'Forma de pagamento inválida' }),
    installments: installmentsSchema,
    rateBp: rateBpSchema.nullable(),
  })
  .refine((r) => r.method === 'cartao-credito' || r.installments === 1, {
    error: messages.installmentsCreditOnly,
    path: ['installments'],
  });
export type CardFeeRate = z.output<typeof cardFeeRateSchema>;

/** The whole table, saved at once: débito, crédito à vista, 2x … 12x. */
export const cardFeeRatesSchema = z
  .object({ rates: z.array(cardFeeRateSchema).max(1 + MAX_INSTALLMENTS) })
  .refine((v) => new Set(v.rates.map((r) => `${r.method}:${r.installments}`)).size === v.rates.length, {
    error: 'Cada forma de pagamento aparece uma vez',
    path: ['rates'],
  });
export type CardFeeRatesInput = z.input<typeof cardFeeRatesSchema>;

/** What the screen lists, in its order, each with its rate or null: the API always answers all 13. */
export const cardFeeSlots: readonly { method: (typeof cardMethods)[number]; installments: number }[] = [
  { method: 'cartao-debito', installments: 1 },
  ...Array.from({ length: MAX_INSTALLMENTS }, (_, i) => ({
    method: 'cartao-credito' as const,
    installments: i + 1,
  })),
];

export interface CardFeeRates {
  rates: CardFeeRate[];
}
