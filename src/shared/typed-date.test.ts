import { describe, expect, it } from 'vitest';
import { dayBRToIso, isoToDayBR, maskDayBR, maskTime } from './typed-date';

describe('typed dates and times (pt-BR, 24 h)', () => {
  it('puts the slashes in as the day is typed and keeps only digits', () => {
    expect(
      ['2', '25', '251', '2511', '25112', '25112026', '251120261', '25/11/2026', 'a2b5'].map(maskDayBR),
    ).toEqual(['2', '25', '25/1', '25/11', '25/11/2', '25/11/2026', '25/11/2026', '25/11/2026', '25']);
  });

  it('turns a whole real date into the ISO day and leaves anything else for the schema to refuse', () => {
    expect(dayBRToIso('25/11/2026')).toBe('2026-11-25');
    expect(dayBRToIso('29/02/2028')).toBe('2028-02-29');
    expect(dayBRToIso('')).toBe('');
    expect(dayBRToIso('31/02/2026')).toBe('31/02/2026');
    expect(dayBRToIso('25/11')).toBe('25/11');
    expect(isoToDayBR('2026-11-25')).toBe('25/11/2026');
    expect(isoToDayBR('')).toBe('');
    expect(isoToDayBR('25/11')).toBe('25/11');
  });

  it('puts the colon in a 24-hour time', () => {
    expect(['1', '14', '143', '1430', '14305', '14:30', '9h'].map(maskTime)).toEqual([
      '1',
      '14',
      '14:3',
      '14:30',
      '14:30',
      '14:30',
      '9',
    ]);
  });
});
