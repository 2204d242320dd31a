/** pt-BR month names, written out (not Intl: its month names vary by engine). */
export const MONTH_NAMES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

/** '2025-06' → 'junho de 2025'. */
export function longMonth(month: string): string {
  const [year, m] = month.split('-') as [string, string];
  return `${MONTH_NAMES[Number(m) - 1]} de ${year}`;
}
