import { type DayPeriod, dayPeriodLabels } from '../../../shared/enums';
import { formatDayBR } from '../../../shared/time';

/** '2026-11-28T10:00:00-03:00' (São Paulo, as the API sends) → '28/11/2026 às 10:00'. */
export const whenBR = (iso: string) => `${formatDayBR(iso.slice(0, 10))} às ${iso.slice(11, 16)}`;

/** The link the client follows, absolute (it goes into a WhatsApp message). */
export const absolute = (path: string) => `${window.location.origin}${path}`;

/** A waitlist window: '04/12 a 05/12 · manhã, tarde' (one day: '04/12 · noite'). */
export function windowBR(w: { from: string; to: string; periods: DayPeriod[] }): string {
  const day = (iso: string) => formatDayBR(iso).slice(0, 5);
  const days = w.from === w.to ? day(w.from) : `${day(w.from)} a ${day(w.to)}`;
  return `${days} · ${w.periods.map((p) => dayPeriodLabels[p].toLowerCase()).join(', ')}`;
}
