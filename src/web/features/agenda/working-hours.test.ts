import { describe, expect, it } from 'vitest';
import { hoursOn, isOffHour, type WorkingHours } from './working-hours';

const split = [
  { start: '10:00', end: '13:00' },
  { start: '14:00', end: '19:30' },
];
// Sunday and Monday closed; Tuesday to Saturday 10–13 h and 14–19:30; a late Friday to midnight.
const hours: WorkingHours = {
  weekly: [[], [], split, split, split, [{ start: '16:00', end: '24:00' }], split],
  daysOff: ['2026-11-27', '2025-12-25'],
};

describe('working hours on the time grid (the shading)', () => {
  it('shades the day around the working ranges, to the minute', () => {
    // 2026-11-25 is a Wednesday.
    expect(hoursOn(hours, '2026-11-25')).toEqual({
      dayOff: false,
      off: [
        { start: 0, end: 600 },
        { start: 780, end: 840 },
        { start: 1170, end: 1440 },
      ],
      working: [
        { start: 600, end: 780 },
        { start: 840, end: 1170 },
      ],
    });
  });

  it('a range to 24:00 leaves nothing to shade after it', () => {
    // 2026-11-20 is a Friday, not a day off.
    expect(hoursOn(hours, '2026-11-20')?.off).toEqual([{ start: 0, end: 960 }]);
  });

  it('a day off, or a weekday with no hours, is off all day (Folga)', () => {
    for (const day of ['2026-11-27', '2026-11-22', '2026-11-23']) {
      expect(hoursOn(hours, day)).toMatchObject({ dayOff: true, off: [{ start: 0, end: 1440 }] });
    }
  });

  it('nothing is shaded for an artist who never set their week', () => {
    expect(hoursOn({ weekly: [], daysOff: [] }, '2026-11-25')).toBeNull();
    expect(hoursOn(null, '2026-11-25')).toBeNull();
  });

  it('names an hour off only when no working minute falls in it', () => {
    const wednesday = hoursOn(hours, '2026-11-25')!;
    expect([8, 9, 10, 12, 13, 14, 19, 20].map((h) => isOffHour(wednesday, h))).toEqual([
      true,
      true,
      false,
      false,
      true,
      false,
      // 19:00–19:30 is still worked.
      false,
      true,
    ]);
  });

  it('works a settings object out once: the same answer object for the same weekday', () => {
    expect(hoursOn(hours, '2026-11-25')).toBe(hoursOn(hours, '2026-12-02'));
  });
});
