import { describe, expect, it } from 'vitest';
import { type Availability, freeSlots, weekdayOf } from './booking-slots';

// These run under TZ=Asia/Tokyo and TZ=UTC (npm run test:unit): São Paulo time must come out the same.
const at = (iso: string) => new Date(iso);
const busy = (from: string, to: string) => ({ start: Date.parse(from), end: Date.parse(to) });

/** Tuesday to Saturday, 10:00–13:00 and 14:00–19:00; sessions of 2 h and 4 h on the hour. */
const studio: Availability = {
  weekly: [
    [],
    [],
    [
      { start: '10:00', end: '13:00' },
      { start: '14:00', end: '19:00' },
    ],
    [
      { start: '10:00', end: '13:00' },
      { start: '14:00', end: '19:00' },
    ],
    [
      { start: '10:00', end: '13:00' },
      { start: '14:00', end: '19:00' },
    ],
    [
      { start: '10:00', end: '13:00' },
      { start: '14:00', end: '19:00' },
    ],
    [{ start: '10:00', end: '16:00' }],
  ],
  sessionLengths: [120, 240],
  minNoticeHours: 0,
  horizonDays: 6,
  daysOff: [],
  stepMinutes: 60,
};

const startsOn = (slots: { day: string; time: string }[], day: string) =>
  slots.filter((s) => s.day === day).map((s) => s.time);

describe('free booking slots (São Paulo time)', () => {
  it('names weekdays by the São Paulo calendar', () => {
    expect(['2026-11-25', '2026-11-29', '2026-11-28'].map(weekdayOf)).toEqual([3, 0, 6]);
  });

  it('fits each session length inside each working range, and not across the lunch break', () => {
    const slots = freeSlots(studio, [], 120, at('2026-11-25T06:00:00-03:00'));
    expect(startsOn(slots, '2026-11-25')).toEqual(['10:00', '11:00', '14:00', '15:00', '16:00', '17:00']);
    expect(startsOn(freeSlots(studio, [], 240, at('2026-11-25T06:00:00-03:00')), '2026-11-25')).toEqual([
      '14:00',
      '15:00',
    ]);
    // Saturday's single range; Sunday and Monday closed.
    expect(startsOn(slots, '2026-11-28')).toEqual(['10:00', '11:00', '12:00', '13:00', '14:00']);
    expect(startsOn(slots, '2026-11-29')).toEqual([]);
    expect(startsOn(slots, '2026-11-30')).toEqual([]);
  });

  it('takes out whatever overlaps an appointment or a held request, edge to edge allowed', () => {
    const slots = freeSlots(
      studio,
      [busy('2026-11-25T14:00:00-03:00', '2026-11-25T16:00:00-03:00')],
      120,
      at('2026-11-25T06:00:00-03:00'),
    );
    expect(startsOn(slots, '2026-11-25')).toEqual(['10:00', '11:00', '16:00', '17:00']);
  });

  it('respects the minimum notice to the minute', () => {
    const slots = freeSlots({ ...studio, minNoticeHours: 48 }, [], 120, at('2026-11-25T10:30:00-03:00'));
    expect(slots[0]).toMatchObject({ day: '2026-11-27', time: '11:00' });
    expect(startsOn(slots, '2026-11-26')).toEqual([]);
  });

  it('skips days off and stops at the horizon', () => {
    const slots = freeSlots(
      { ...studio, daysOff: ['2026-11-26'], horizonDays: 3 },
      [],
      120,
      at('2026-11-25T06:00:00-03:00'),
    );
    expect([...new Set(slots.map((s) => s.day))]).toEqual(['2026-11-25', '2026-11-27', '2026-11-28']);
  });

  it('late on a São Paulo evening (already tomorrow in UTC and Tokyo) today is still today', () => {
    const now = at('2026-11-25T23:30:00-03:00');
    const slots = freeSlots(studio, [], 120, now);
    expect(slots[0]).toMatchObject({ day: '2026-11-26', time: '10:00' });
    expect(slots[0]!.start).toBe(Date.parse('2026-11-26T10:00:00-03:00'));
    // The horizon counts from the São Paulo day: 6 days after Wednesday the 25th is Tuesday 1 December.
    expect(slots.at(-1)!.day).toBe('2026-12-01');
  });

  it('offers nothing for a length the artist does not offer', () => {
    expect(freeSlots(studio, [], 90, at('2026-11-25T06:00:00-03:00'))).toEqual([]);
  });
});
