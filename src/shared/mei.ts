import { MONTH_NAMES } from './month-names';
import type { IsoDay } from './time';

/**
 * The MEI revenue cap (BRAZIL.md): R$ 81.000 a year in 2026, a setting because the law may change;
 * a business opened during the year gets 1/12 of it per month active (R$ 6.750 × months), the
 * opening month counted whole. Up to 20 % over, the MEI pays a complementary DAS on the excess and
 * is an ME from the next 1 January; above that it loses MEI status back to January (LC 123/2006,
 * art. 18-A § 7º: back to the start of activity in the opening year).
 */
export const DEFAULT_MEI_CAP_CENTS = 8_100_000;
export const MEI_TOLERANCE = 0.2;

export type MeiLevel = 'ok' | 'p70' | 'p90' | 'p100' | 'over' | 'over20';

/** What a level tells the artist, in pt-BR: amber while approaching the cap, red at and past it. */
export interface MeiWarning {
  tone: 'warning' | 'error';
  text: string;
}

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
  /** The level's text (null while under 70 %): what passing the cap or the 20 % band means. */
  warning: MeiWarning | null;
}

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const dayOfYear = (day: IsoDay) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Math.round((Date.UTC(y, m - 1, d) - Date.UTC(y, 0, 1)) / 86_400_000) + 1;
};

/**
 * The band `ytdCents` falls in against `capCents`, compared in whole centavos (no float ratio):
 * exactly the cap plus 20 % is still within the tolerance; one centavo more is past it.
 */
export function meiLevel(ytdCents: number, capCents: number): MeiLevel {
  if (capCents <= 0) return 'ok';
  if (ytdCents * 5 > capCents * 6) return 'over20'; // > 120 %
  if (ytdCents > capCents) return 'over';
  if (ytdCents === capCents) return 'p100';
  if (ytdCents * 10 >= capCents * 9) return 'p90';
  if (ytdCents * 10 >= capCents * 7) return 'p70';
  return 'ok';
}

/**
 * Each band's text, from BRAZIL.md ('up to 20 % over: complementary DAS on the excess; more than
 * 20 %: out of MEI retroactively to January') and LC 123/2006 art. 18-A § 7º where BRAZIL.md is
 * silent (within 20 %, the MEI becomes an ME on the next 1 January; in the opening year the
 * retroactive exclusion goes back to the start of activity). No amounts: privacy mode hides those,
 * and the card's sentence above carries them. Every text past 90 % sends the artist to an accountant.
 */
export function meiWarning(level: MeiLevel, year: number, monthsActive: number): MeiWarning | null {
  const next = year + 1;
  // Opened this year (the cap pro-rated): the retroactive exclusion goes back to the opening month.
  const since =
    monthsActive > 0 && monthsActive < 12
      ? `o início da atividade, em ${MONTH_NAMES[12 - monthsActive]} de ${year}`
      : `1º de janeiro de ${year}`;
  switch (level) {
    case 'ok':
      return null;
    case 'p70':
      return { tone: 'warning', text: 'Você já faturou 70 % do limite do MEI deste ano. Acompanhe o ritmo.' };
    case 'p90':
      return {
        tone: 'warning',
        text: `Atenção: você já faturou 90 % do limite do MEI deste ano. Se passar do limite, a empresa deixa de ser MEI em 1º de janeiro de ${next}; se passar mais de 20 % acima dele, deixa de ser MEI desde ${since}. Fale com seu contador antes de chegar ao limite.`,
      };
    case 'p100':
      return {
        tone: 'error',
        text: `Você chegou ao limite do MEI deste ano. O que entrar a mais passa do limite: até 20 % acima, a empresa paga um DAS complementar sobre o excesso e deixa de ser MEI em 1º de janeiro de ${next}; mais de 20 % acima, deixa de ser MEI desde ${since}. Fale com seu contador.`,
      };
    case 'over':
      return {
        tone: 'error',
        text: `Você passou do limite do MEI deste ano, mas está dentro da tolerância de 20 %. A empresa continua MEI até 31 de dezembro e passa a ser microempresa (ME) em 1º de janeiro de ${next}. Sobre o excesso, paga um DAS complementar, gerado na declaração anual (DASN-SIMEI) de ${year}, entregue em ${next}. Se passar mais de 20 % acima do limite, deixa de ser MEI desde ${since}. Fale com seu contador.`,
      };
    case 'over20':
      return {
        tone: 'error',
        text: `Você passou mais de 20 % acima do limite do MEI deste ano: a empresa é desenquadrada do MEI desde ${since} (desenquadramento retroativo) e paga os impostos como microempresa (ME), no Simples Nacional, sobre todo o faturamento desde então, com juros e multa sobre o que já venceu. Fale com seu contador agora: o desenquadramento precisa ser comunicado à Receita.`,
      };
  }
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
  const level = meiLevel(input.ytdCents, capCents);
  return {
    year,
    monthsActive,
    capCents,
    toleranceCents: Math.round(capCents * (1 + MEI_TOLERANCE)),
    ytdCents: input.ytdCents,
    ratio,
    projectedCents,
    level,
    warning: meiWarning(level, year, monthsActive),
  };
}
