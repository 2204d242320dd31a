import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  dayStartEpoch,
  daysTouched,
  formatDayBR,
  isValidIsoDay,
  minutesIntoDay,
  monthWindow,
  splitSaoPaulo,
  today,
  toSaoPauloTimestamp,
} from './time';

const at = (iso: string) => () => new Date(iso);

describe('São Paulo time, whatever TZ the process runs in', () => {
  it('23:30 in São Paulo is still that day, though UTC is already tomorrow', () => {
    expect(today(at('2026-11-22T02:30:00Z'))).toBe('2026-11-21');
  });

  it('00:30 in São Paulo is the new day, though UTC is 03:30 of it', () => {
    expect(today(at('2026-11-22T03:30:00Z'))).toBe('2026-11-22');
  });

  it('month turns at midnight São Paulo time', () => {
    expect(today(at('2026-12-01T02:59:59Z'))).toBe('2026-11-30');
    expect(today(at('2026-12-01T03:00:00Z'))).toBe('2026-12-01');
  });

  it('date_epoch is the start of the day at UTC-3', () => {
    expect(dayStartEpoch('2026-11-21')).toBe(Date.parse('2026-11-21T03:00:00Z'));
  });

  it('month windows are half-open and know their last day, leap years included', () => {
    const feb = monthWindow('2028-02');
    expect(feb.first).toBe('2028-02-01');
    expect(feb.last).toBe('2028-02-29');
    expect(feb.end).toBe(dayStartEpoch('2028-03-01'));
    expect(monthWindow('2026-12').last).toBe('2026-12-31');
  });

  it('adds days and months across year boundaries', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addMonths('2026-11', 3)).toBe('2027-02');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(addMonths('2026-06', -6)).toBe('2025-12');
  });

  it('writes appointment times with -03:00 and reads them back', () => {
    const stamp = toSaoPauloTimestamp('2026-11-21', '10:00');
    expect(stamp).toBe('2026-11-21T10:00:00-03:00');
    expect(splitSaoPaulo(new Date(stamp))).toEqual({ day: '2026-11-21', time: '10:00' });
  });

  it('validates calendar days and formats them the Brazilian way', () => {
    expect(isValidIsoDay('2026-02-29')).toBe(false);
    expect(isValidIsoDay('2028-02-29')).toBe(true);
    expect(isValidIsoDay('21/11/2026')).toBe(false);
    expect(formatDayBR('2026-11-21')).toBe('21/11/2026');
  });

  it('a session past midnight touches both days; one ending at 00:00 stays on its own', () => {
    const lateStart = new Date('2026-11-21T23:30:00-03:00');
    expect(daysTouched(lateStart, 120)).toEqual(['2026-11-21', '2026-11-22']);
    expect(daysTouched(new Date('2026-11-21T22:00:00-03:00'), 120)).toEqual(['2026-11-21']);
    expect(daysTouched(new Date('2026-12-31T23:00:00-03:00'), 720)).toEqual(['2026-12-31', '2027-01-01']);
    expect(minutesIntoDay('2026-11-21', lateStart)).toBe(23 * 60 + 30);
    expect(minutesIntoDay('2026-11-22', lateStart)).toBe(-30);
  });

  it('no daylight saving: the night Brazil used to move its clocks (04/11/2018) is 24 hours like any other', () => {
    // Under the old rule 00:00 of that day did not exist; São Paulo is UTC-3 all year now (SPEC).
    const start = new Date('2018-11-03T23:30:00-03:00');
    expect(daysTouched(start, 120)).toEqual(['2018-11-03', '2018-11-04']);
    expect(minutesIntoDay('2018-11-04', new Date(start.getTime() + 120 * 60_000))).toBe(90);
    expect(dayStartEpoch('2018-11-05') - dayStartEpoch('2018-11-04')).toBe(24 * 60 * 60_000);
  });
});
