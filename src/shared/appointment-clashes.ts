import { splitSaoPaulo } from './time';

const MINUTE_MS = 60_000;

/** A session that occupies time on an artist's agenda. */
export interface BusySession {
  clientName: string;
  startTime: Date;
  durationMinutes: number;
}

/** At most this many clashes are named in the overlap question. */
export const CLASHES_NAMED = 3;

/**
 * The overlap question's list ('Ana Souza, 14:00–16:00; Bia Reis, 15:00–17:00'), the same whether
 * the server found the clashes or the browser did from what it has on screen.
 */
export function describeClashes(clashes: readonly BusySession[]): string {
  return clashes
    .slice(0, CLASHES_NAMED)
    .map((c) => {
      const from = splitSaoPaulo(c.startTime).time;
      const to = splitSaoPaulo(new Date(c.startTime.getTime() + c.durationMinutes * MINUTE_MS)).time;
      return `${c.clientName}, ${from}–${to}`;
    })
    .join('; ');
}

/** The sessions among `others` that share any instant with `slot` (touching edges do not), by start. */
export function clashesOf(slot: { start: Date; durationMinutes: number }, others: readonly BusySession[]) {
  const start = slot.start.getTime();
  const end = start + slot.durationMinutes * MINUTE_MS;
  return others
    .filter(
      (o) => o.startTime.getTime() < end && o.startTime.getTime() + o.durationMinutes * MINUTE_MS > start,
    )
    .sort((a, b) => a.startTime.getTime() - b.startTime.getTime());
}
