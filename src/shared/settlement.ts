import type { SettlementPeriod } from './enums';
import { longMonth } from './month-names';

/**
 * A settlement period in words, the way the screen, the CSV and the 'Repasse' expense name it:
 * 'Semana de 02/11 a 08/11/2026', '1ª quinzena de novembro de 2026', 'novembro de 2026' (the
 * way 'Divisão do Estúdio' names its month).
 */
export function settlementPeriodLabel(period: SettlementPeriod, start: string, end: string): string {
  const [y, m, d] = start.split('-');
  const month = longMonth(`${y}-${m}`);
  if (period === 'mes') return month;
  if (period === 'quinzena') return `${d === '01' ? '1ª' : '2ª'} quinzena de ${month}`;
  const [ey, em, ed] = end.split('-');
  return `Semana de ${d}/${m} a ${ed}/${em}/${ey}`;
}
