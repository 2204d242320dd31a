import type { PaymentMethod } from './enums';

/**
 * The maquininha's fee (issue 29, decision 0024): a rate per card method and number of
 * installments, in basis points (399 = 3,99 %). Kept free of zod: lists and the server use it.
 */

/** Only cards pay a fee; débito is always 'à vista'. */
export const cardMethods = ['cartao-debito', 'cartao-credito'] as const satisfies readonly PaymentMethod[];
export type CardMethod = (typeof cardMethods)[number];
export const isCardMethod = (method: PaymentMethod): method is CardMethod =>
  (cardMethods as readonly string[]).includes(method);

/** 'à vista' for one installment, else '3x' (what the payments list shows beside the amount). */
export const installmentsLabel = (installments: number) =>
  installments > 1 ? `${installments}x` : 'à vista';

/** The fee's name on the settings screen and in its expense: 'Débito', 'Crédito à vista', 'Crédito 3x'. */
export function cardFeeLabel(method: CardMethod, installments: number): string {
  return method === 'cartao-debito' ? 'Débito' : `Crédito ${installmentsLabel(installments)}`;
}

/** The fee in cents: the amount times the rate, rounded half up (never more than the amount). */
export function cardFeeCents(amountCents: number, rateBp: number): number {
  return Math.min(amountCents, Math.round((amountCents * rateBp) / 10_000));
}

/** Basis points as the settings screen shows them: 399 → '3,99'. */
export function rateBpToPercentText(rateBp: number): string {
  return `${Math.floor(rateBp / 100)},${String(rateBp % 100).padStart(2, '0')}`;
}

/**
 * A percentage as people type it ('3,99', '3.99', '4', '4,5', '3,99%') to basis points, without a
 * float on the way; null when it is not a percentage with at most two decimals.
 */
export function percentTextToRateBp(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim().replace(/\s*%$/, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
