import type { IsoDay } from './time';

/**
 * The MEI revenue cap (BRAZIL.md): R$ 81.000 a year in 2026, a setting because the law may change;
 * a business opened during the year gets 1/12 of it per month active (R$ 6.750 × months), the
 * opening month counted whole. Up to 20 % over, the MEI pays a complementary DAS on the excess;
 * above that it loses MEI status back to January.
 */
export const DEFAULT_MEI_CAP_CENTS = 8_100_000;
export const MEI_TOLERANCE = 0.2;

export type MeiLevel = 'ok' | 'p70' | 'p90' | 'p100' | 'over' | 'over20';

export interface MeiFigures {
  year: number;
  /** Months of this year the business is active (0: opened after this year). */
  monthsActive: number;
  /** This year's cap, pro-rated for a business opened during it. */
  capCents: number;
  /** The cap plus 20 %: past it, the MEI is excluded back to January. */
  toleranceCents: number;
  ytdCents: number;
  /** Share of the cap, 0–∞ (0.5 = half). */
  ratio: number;
  /** Year-end revenue at this year's pace so far (from January, or from the opening month). */
  projectedCents: number;
  level: MeiLevel;
}

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const dayOfYear = (day: IsoDay) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Math.round((Date.UTC(y, m - 1, d) - Date.UTC(y, 0, 1)) / 86_400_000) + 1;
};

export function meiLevel(ratio: number): MeiLevel {
  if (ratio > 1 + MEI_TOLERANCE) return 'over20';
  if (ratio > 1) return 'over';
  if (ratio >= 1) return 'p100';
  if (ratio >= 0.9) return 'p90';
  if (ratio >= 0.7) return 'p70';
  return 'ok';
}

/**
 * The year's figures on São Paulo's `today`: revenue so far (`ytdCents`) against the pro-rated cap,
 * and the pace projected to 31/12 over the days the business has been open this year.
 */
export function meiFigures(input: {
  capCents: number;
  /** `YYYY-MM` the business opened; null: before this year. */
  openedMonth: string | null;
  today: IsoDay;
  ytdCents: number;
}): MeiFigures {
  const year = Number(input.today.slice(0, 4));
  const [openYear, openMonth] = (input.openedMonth ?? '0000-01').split('-').map(Number) as [number, number];
  const monthsActive = openYear < year ? 12 : openYear === year ? 13 - openMonth : 0;
  const capCents = Math.round((input.capCents * monthsActive) / 12);
  const yearDays = isLeap(year) ? 366 : 365;
  const startDay = openYear === year ? dayOfYear(`${year}-${String(openMonth).padStart(2, '0')}-01`) : 1;
  const openDays = yearDays - startDay + 1;
  const elapsed = Math.max(1, dayOfYear(input.today) - startDay + 1);
  const projectedCents =
    monthsActive === 0 ? 0 : Math.round((input.ytdCents * openDays) / Math.min(elapsed, openDays));
  const ratio = capCents > 0 ? input.ytdCents / capCents : 0;
  return {
    year,
    monthsActive,
    capCents,
    toleranceCents: Math.round(capCents * (1 + MEI_TOLERANCE)),
    ytdCents: input.ytdCents,
    ratio,
    projectedCents,
    level: capCents > 0 ? meiLevel(ratio) : 'ok',
  };
}
