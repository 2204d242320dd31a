import type { Appointment } from '../../../shared/schemas/appointment';
import { addDays, dayStartEpoch, type IsoDay, minutesIntoDay, saoPauloParts } from '../../../shared/time';

/** Hours the day and week views always show; sessions earlier or later widen them. */
export const DEFAULT_FIRST_HOUR = 8;
export const DEFAULT_LAST_HOUR = 22;

export interface PlacedAppointment {
  appointment: Appointment;
  /** Minutes from the day's midnight (São Paulo) to the part shown, and where it stops. */
  startMinute: number;
  endMinute: number;
  /** Started on an earlier day (this is its continuation from 00:00) / runs on past midnight. */
  fromPreviousDay: boolean;
  intoNextDay: boolean;
  /** Side-by-side lanes of sessions that overlap: this one's lane, out of `lanes`. */
  lane: number;
  lanes: number;
}

const DAY_MINUTES = 24 * 60;

/**
 * Where each session touching `day` sits in its time grid column: from its start for its length,
 * cut at the day's edges — a session from 23:30 to 01:30 is 23:30–24:00 on its day and 00:00–01:30
 * on the next, each part saying it goes on. Overlapping ones side by side in lanes. Cancelled
 * sessions are kept (greyed by the view): the artist sees the slot was freed.
 */
export function layoutDay(day: IsoDay, appointments: readonly Appointment[]): PlacedAppointment[] {
  const items: PlacedAppointment[] = [];
  for (const appointment of appointments) {
    const start = minutesIntoDay(day, new Date(appointment.startTime));
    const end = start + appointment.durationMinutes;
    if (end <= 0 || start >= DAY_MINUTES) continue;
    items.push({
      appointment,
      startMinute: Math.max(0, start),
      endMinute: Math.min(DAY_MINUTES, end),
      fromPreviousDay: start < 0,
      intoNextDay: end > DAY_MINUTES,
      lane: 0,
      lanes: 1,
    });
  }
  items.sort((a, b) => a.startMinute - b.startMinute || b.endMinute - a.endMinute);

  // Clusters of sessions that overlap one another share their lane count.
  let cluster: PlacedAppointment[] = [];
  let clusterEnd = -1;
  const laneEnds: number[] = [];
  const close = () => {
    const lanes = Math.max(1, ...cluster.map((c) => c.lane + 1));
    for (const c of cluster) c.lanes = lanes;
    cluster = [];
    laneEnds.length = 0;
  };
  for (const item of items) {
    if (item.startMinute >= clusterEnd) close();
    let lane = laneEnds.findIndex((end) => end <= item.startMinute);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = item.endMinute;
    item.lane = lane;
    cluster.push(item);
    clusterEnd = Math.max(clusterEnd, item.endMinute);
  }
  close();
  return items;
}

/** The hours a grid shows: the default span, widened to fit every session of the days shown. */
export function visibleHours(placed: PlacedAppointment[]): { first: number; last: number } {
  let first = DEFAULT_FIRST_HOUR;
  let last = DEFAULT_LAST_HOUR;
  for (const p of placed) {
    first = Math.min(first, Math.floor(p.startMinute / 60));
    last = Math.max(last, Math.ceil(p.endMinute / 60));
  }
  return { first, last };
}

/** The Sunday-to-Saturday week (SPEC's grid starts on Sunday) holding a day. */
export function weekOf(day: IsoDay): IsoDay[] {
  const weekday = saoPauloParts(new Date(dayStartEpoch(day))).weekday;
  const start = addDays(day, -weekday);
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
}
