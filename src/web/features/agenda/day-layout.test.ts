import { describe, expect, it } from 'vitest';
import type { Appointment } from '../../../shared/schemas/appointment';
import { toSaoPauloTimestamp } from '../../../shared/time';
import { groupByDay } from './calendar';
import { layoutDay, visibleHours, weekOf } from './day-layout';

const DAY = '2026-11-25';

const at = (id: string, time: string, durationMinutes = 120, day = DAY): Appointment => ({
  id,
  artistId: 'artist-1',
  clientId: null,
  clientName: id,
  title: id,
  startTime: toSaoPauloTimestamp(day, time),
  agreedValueCents: 0,
  depositCents: 0,
  depositDueCents: 0,
  depositDeadline: null,
  finalValueCents: null,
  notes: null,
  status: 'agendado',
  isChecked: false,
  isTattooFinished: false,
  durationMinutes,
  noShow: false,
});

const lanes = (items: Appointment[], day = DAY) =>
  Object.fromEntries(
    layoutDay(day, items).map((p) => [p.appointment.id, [p.startMinute, p.endMinute, p.lane, p.lanes]]),
  );

const parts = (items: Appointment[], day: string) =>
  layoutDay(day, items).map((p) => ({
    id: p.appointment.id,
    from: p.startMinute,
    to: p.endMinute,
    fromPreviousDay: p.fromPreviousDay,
    intoNextDay: p.intoNextDay,
  }));

describe('day and week layout (São Paulo time, whatever the machine zone)', () => {
  it('places sessions by start and length; overlapping ones go side by side, the rest keep the full width', () => {
    expect(
      lanes([at('a', '14:00'), at('b', '15:00', 60), at('c', '16:00', 60), at('d', '09:00', 30)]),
    ).toEqual({
      d: [540, 570, 0, 1],
      a: [840, 960, 0, 2],
      b: [900, 960, 1, 2],
      // Starts as 'a' ends: no overlap, so a lane of its own width.
      c: [960, 1020, 0, 1],
    });
  });

  it('reuses a lane freed inside a cluster, and ends a late session’s part at midnight', () => {
    expect(
      lanes([at('a', '10:00', 240), at('b', '10:30', 60), at('c', '11:30', 60), at('late', '23:00', 180)]),
    ).toEqual({
      a: [600, 840, 0, 2],
      b: [630, 690, 1, 2],
      c: [690, 750, 1, 2],
      late: [1380, 1440, 0, 1],
    });
  });

  it('a 23:30 session of 2 h is drawn across midnight: 30 min on its day, 90 min from 00:00 on the next', () => {
    const late = at('late', '23:30', 120);
    expect(parts([late], DAY)).toEqual([
      { id: 'late', from: 1410, to: 1440, fromPreviousDay: false, intoNextDay: true },
    ]);
    expect(parts([late], '2026-11-26')).toEqual([
      { id: 'late', from: 0, to: 90, fromPreviousDay: true, intoNextDay: false },
    ]);
    // Not on the day before, nor two days later.
    expect(parts([late], '2026-11-24')).toEqual([]);
    expect(parts([late], '2026-11-27')).toEqual([]);
  });

  it('the continuation shares the next morning with that day’s own sessions, side by side where they meet', () => {
    const next = '2026-11-26';
    expect(
      lanes([at('late', '23:30', 180), at('early', '01:00', 60, next), at('later', '03:00', 60, next)], next),
    ).toEqual({
      late: [0, 150, 0, 2],
      early: [60, 120, 1, 2],
      later: [180, 240, 0, 1],
    });
  });

  it('a session ending exactly at midnight stays on its own day; one at 00:00 is not the day before’s', () => {
    expect(parts([at('ends', '22:00', 120)], DAY)).toEqual([
      { id: 'ends', from: 1320, to: 1440, fromPreviousDay: false, intoNextDay: false },
    ]);
    expect(parts([at('ends', '22:00', 120)], '2026-11-26')).toEqual([]);
    expect(parts([at('starts', '00:00', 60, '2026-11-26')], DAY)).toEqual([]);
  });

  it('across a month and a year end, and on the night Brazil used to start daylight saving (no 23 h day)', () => {
    expect(parts([at('nye', '23:30', 120, '2026-12-31')], '2027-01-01')).toEqual([
      { id: 'nye', from: 0, to: 90, fromPreviousDay: true, intoNextDay: false },
    ]);
    // 03/11/2018 → 04/11/2018: under the old rule 00:00–01:00 did not exist; São Paulo is UTC-3 now.
    expect(parts([at('dst', '23:30', 120, '2018-11-03')], '2018-11-04')).toEqual([
      { id: 'dst', from: 0, to: 90, fromPreviousDay: true, intoNextDay: false },
    ]);
  });

  it('groups a night session under both its days, first on the next day (it began earliest)', () => {
    const byDay = groupByDay([at('late', '23:30', 120), at('morning', '09:00', 60, '2026-11-26')]);
    expect(byDay.get(DAY)?.map((a) => a.id)).toEqual(['late']);
    expect(byDay.get('2026-11-26')?.map((a) => a.id)).toEqual(['late', 'morning']);
    expect(groupByDay([at('ends', '22:00', 120)]).get('2026-11-26')).toBeUndefined();
  });

  it('shows 08:00 to 22:00, widened for early or late sessions and for a continuation from 00:00', () => {
    expect(visibleHours(layoutDay(DAY, [at('a', '14:00')]))).toEqual({ first: 8, last: 22 });
    expect(visibleHours(layoutDay(DAY, [at('a', '06:30'), at('b', '22:00', 90)]))).toEqual({
      first: 6,
      last: 24,
    });
    expect(visibleHours(layoutDay('2026-11-26', [at('late', '23:30', 120)]))).toEqual({ first: 0, last: 22 });
  });

  it('a week runs Sunday to Saturday', () => {
    expect(weekOf('2026-11-25')).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
  });
});
