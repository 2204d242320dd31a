import type { Appointment } from '../../../shared/schemas/appointment';
import { addDays, dayStartEpoch, type IsoDay, saoPauloParts } from '../../../shared/time';

/** Hours the day and week views always show; sessions earlier or later widen them. */
export const DEFAULT_FIRST_HOUR = 8;
export const DEFAULT_LAST_HOUR = 22;

export interface PlacedAppointment {
  appointment: Appointment;
  /** Minutes from the day's midnight (São Paulo) to the start, and the length shown. */
  startMinute: number;
  endMinute: number;
  /** Side-by-side lanes of sessions that overlap: this one's lane, out of `lanes`. */
  lane: number;
  lanes: number;
}

/** The minute of the São Paulo day an instant falls on. */
const minuteOfDay = (iso: string) => {
  const p = saoPauloParts(new Date(iso));
  return p.hour * 60 + p.minute;
};

/**
 * Where each of a day's sessions sits in a time grid: from its start for its length (cut at
 * midnight), overlapping ones side by side in lanes. Cancelled sessions are kept (greyed by the
 * view) — the artist sees the slot was freed.
 */
export function layoutDay(appointments: Appointment[]): PlacedAppointment[] {
  const items = [...appointments]
    .map((appointment) => {
      const startMinute = minuteOfDay(appointment.startTime);
      return {
        appointment,
        startMinute,
        endMinute: Math.min(24 * 60, startMinute + appointment.durationMinutes),
        lane: 0,
        lanes: 1,
      };
    })
    .sort((a, b) => a.startMinute - b.startMinute || b.endMinute - a.endMinute);

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
