/** Money is integer cents everywhere; reais exist only at the edges (forms, display). */

export type Cents = number;

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

export const HIDDEN_MONEY = 'R$ •••••';

/** Rounds a reais amount to cents the way SPEC says (amount × 100, rounded), without float drift. */
export function reaisToCents(reais: number): Cents {
  return Math.round(Number((reais * 100).toFixed(6)));
}

export function centsToReais(cents: Cents): number {
  return cents / 100;
}

/**
 * Parses what a person types, the pt-BR way first: "350", "350,5", "1.234,56", "1.500" (mil e
 * quinhentos: a dot before exactly three digits groups thousands) and, for keyboards without a
 * comma, "1234.56" or "1.5". At most two decimals (SPEC's step 0.01). Returns null when it is not
 * money.
 */
export function parseReais(input: string): number | null {
  const text = input
    .trim()
    .replace(/^R\$\s*/, '')
    .replace(/\s/g, '');
  if (text === '') return null;
  let normalized: string;
  // Thousands groups never follow a leading zero: '0.500' is a typo, not R$ 500,00.
  if (/^-?[1-9]\d{0,2}(\.\d{3})+(,\d{1,2})?$/.test(text) || /^-?\d+(,\d{1,2})?$/.test(text)) {
    normalized = text.replace(/\./g, '').replace(',', '.');
  } else if (/^-?\d+(\.\d{1,2})?$/.test(text)) {
    normalized = text;
  } else {
    return null;
  }
  return Number(normalized);
}

export function formatCents(cents: Cents): string {
  // Intl puts a non-breaking space after R$; keep a plain one so text matches what people type.
  return brl.format(cents / 100).replace(/\u00a0/g, ' ');
}
