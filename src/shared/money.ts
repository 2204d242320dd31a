/** Money is integer cents everywhere; reais exist only at the edges (forms, display). */

export type Cents = number;

export const HIDDEN_MONEY = 'R$ •••••';

/**
 * Parses what a person types, the pt-BR way first: "350", "350,5", "1.234,56", "1.500" (mil e
 * quinhentos: a dot before exactly three digits groups thousands) and, for keyboards without a
 * comma, "1234.56" or "1.5". At most two decimals (SPEC's step 0.01). Returns null when it is not
 * money.
 */
export function parseReais(input: string): number | null {
  const normalized = normalizeMoneyText(input);
  return normalized === null ? null : Number(normalized);
}

/** '1.234,5' → '1234.5': the typed amount with a dot for decimals and no grouping, or null. */
function normalizeMoneyText(input: string): string | null {
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
  return normalized;
}

/**
 * What a person typed, straight to integer cents (no float on the way): '1.234,56' → 123456,
 * '350' → 35000, '0,5' → 50. Null when it is not money (see {@link parseReais} for what is read).
 */
export function parseMoneyToCents(input: string): Cents | null {
  const normalized = normalizeMoneyText(input);
  if (normalized === null) return null;
  const negative = normalized.startsWith('-');
  const [whole = '0', fraction = ''] = normalized.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return negative ? -cents : cents;
}

/**
 * Integer cents written the pt-BR way, straight from the digits: 123456 → '1.234,56', -5 → '-0,05'.
 * Not Intl.NumberFormat: building one costs a cheap phone tens of milliseconds while the first
 * screen boots, and the digits never pass through a float (money.test.ts checks Intl agrees).
 */
function writtenReais(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const digits = String(Math.abs(cents)).padStart(3, '0');
  const reais = digits.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, '.');
  return `${sign}${reais},${digits.slice(-2)}`;
}

/** Cents as the Pix standards write an amount (BR Code field 54, API Pix `valor`): 123456 → '1234.56'. */
export function centsToDecimal(cents: Cents): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Cents as a person would type them back into a money field: 123456 → '1.234,56', 0 → '0,00'. */
export function centsToMoneyText(cents: Cents): string {
  return writtenReais(cents);
}

/** The one money formatter for display: 'R$ 1.234,56' (a plain space, as people type it). */
export function formatCents(cents: Cents): string {
  const written = writtenReais(cents);
  return written.startsWith('-') ? `-R$ ${written.slice(1)}` : `R$ ${written}`;
}
