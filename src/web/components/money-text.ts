import { parseMoneyToCents } from '../../shared/money';

/**
 * What the money field holds for what is typed: blank is `blankValue` (or nothing, for the schema's
 * "required"), money is its integer cents, anything else is NaN (the schema's "Valor inválido").
 */
export function readCents(text: string, blankValue?: number): number | undefined {
  if (text.trim() === '') return blankValue;
  return parseMoneyToCents(text) ?? Number.NaN;
}
