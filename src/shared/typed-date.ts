import { formatDayBR, isValidIsoDay } from './time';

/**
 * What a person types into a date or time field, the Brazilian way (dd/mm/aaaa, 24 h), whatever
 * language the phone is in. The separators appear as they type; only digits are kept.
 */
export function maskDayBR(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/**
 * A typed 'dd/mm/aaaa' as the ISO day the schemas take. Blank stays blank; anything else that is
 * not a whole, real date is passed on as typed, so the shared schema answers 'Data inválida'.
 */
export function dayBRToIso(text: string): string {
  const trimmed = text.trim();
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(trimmed);
  if (!match) return trimmed;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  return isValidIsoDay(iso) ? iso : trimmed;
}

/** An ISO day for the field to show; blank, or what was typed when it is not a date yet. */
export const isoToDayBR = (value: string): string => (isValidIsoDay(value) ? formatDayBR(value) : value);

/** 'HH:mm' as typed: the colon appears after the hour. */
export function maskTime(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}:${digits.slice(2)}`;
}
