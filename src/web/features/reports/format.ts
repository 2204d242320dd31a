import { onFirstUse } from '../../lib/on-first-use';

/** pt-BR wording for the report's percentages and months (no Intl month names: they vary by engine). */

const oneDecimal = onFirstUse(
  () => new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);

/** 33.3 → '33,3%' (percentages are not money, so privacy mode leaves them alone). */
export const formatPercent = (value: number) => `${oneDecimal().format(value)}%`;

const shortMonths = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

const parts = (month: string) => {
  const [year, m] = month.split('-') as [string, string];
  return { year, index: Number(m) - 1 };
};

export { longMonth } from '../../../shared/month-names';

/**
 * Axis labels for consecutive months: 'ago', 'set' … and 'jan 26' where the year turns, so a
 * series that crosses New Year still reads unambiguously without repeating the year on every bar.
 */
export function axisLabels(months: string[]): string[] {
  return months.map((month, i) => {
    const { year, index } = parts(month);
    const turned = i > 0 && parts(months[i - 1]!).year !== year;
    return turned ? `${shortMonths[index]} ${year.slice(2)}` : shortMonths[index]!;
  });
}
