/** A session's length: 2 h unless said otherwise; 15 min to 12 h (the database checks the same). */
export const DEFAULT_DURATION_MINUTES = 120;
export const MIN_DURATION_MINUTES = 15;
export const MAX_DURATION_MINUTES = 720;

/** 90 → '1h30', 120 → '2h', 45 → '45 min'. */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h}h` : `${h}h${String(m).padStart(2, '0')}`;
}
