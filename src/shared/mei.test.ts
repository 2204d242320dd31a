import { describe, expect, it } from 'vitest';
import { meiFigures, meiLevel } from './mei';

const CAP = 8_100_000; // R$ 81.000,00

describe('the MEI meter (figures computed by hand)', () => {
  it('a full year: half the cap on 1 July, and the pace over the 182 days gone', () => {
    const f = meiFigures({ capCents: CAP, openedMonth: '2019-03', today: '2026-07-01', ytdCents: 4_050_000 });
    expect(f).toMatchObject({ year: 2026, monthsActive: 12, capCents: 8_100_000, toleranceCents: 9_720_000 });
    expect(f.ratio).toBe(0.5);
    expect(f.level).toBe('ok');
    // 40.500,00 × 365 / 182 = 81.222,5275 → R$ 81.222,53
    expect(f.projectedCents).toBe(8_122_253);
  });

  it('opened in May: 8 months of R$ 6.750 = R$ 54.000, and the pace counted from 1 May', () => {
    const f = meiFigures({ capCents: CAP, openedMonth: '2026-05', today: '2026-06-30', ytdCents: 1_220_000 });
    expect(f.monthsActive).toBe(8);
    expect(f.capCents).toBe(5_400_000);
    expect(f.toleranceCents).toBe(6_480_000);
    // Open 1/5 to 31/12 = 245 days, 61 of them gone: 12.200 × 245 / 61 = 49.000,00.
    expect(f.projectedCents).toBe(4_900_000);
  });

  it('opened in December: one month, R$ 6.750; on 31/12 the pace is what came in', () => {
    const f = meiFigures({ capCents: CAP, openedMonth: '2026-12', today: '2026-12-31', ytdCents: 700_000 });
    expect(f).toMatchObject({ monthsActive: 1, capCents: 675_000, projectedCents: 700_000, level: 'over' });
  });

  it('a leap year counts 366 days; a new year starts from zero', () => {
    expect(
      meiFigures({ capCents: CAP, openedMonth: null, today: '2028-12-31', ytdCents: 6_000_000 })
        .projectedCents,
    ).toBe(6_000_000);
    expect(
      meiFigures({ capCents: CAP, openedMonth: null, today: '2028-02-29', ytdCents: 600_000 }).projectedCents,
    ).toBe(
      // 6.000 × 366 / 60 = 36.600,00
      3_660_000,
    );
  });

  it('warns at 70 %, 90 % and 100 %, strongly past 100 %, and past the 20 % band', () => {
    // Against R$ 100,00, to the centavo.
    expect(meiLevel(6_999, 10_000)).toBe('ok');
    expect(meiLevel(7_000, 10_000)).toBe('p70');
    expect(meiLevel(8_999, 10_000)).toBe('p70');
    expect(meiLevel(9_000, 10_000)).toBe('p90');
    expect(meiLevel(10_000, 10_000)).toBe('p100');
    expect(meiLevel(10_001, 10_000)).toBe('over');
    expect(meiLevel(12_000, 10_000)).toBe('over');
    expect(meiLevel(12_001, 10_000)).toBe('over20');
    // A cap pro-rated to 7 months (R$ 47.250): R$ 56.700 is exactly 120 %, still within the band.
    expect(meiLevel(5_670_000, 4_725_000)).toBe('over');
    expect(meiLevel(5_670_001, 4_725_000)).toBe('over20');
    const edited = meiFigures({
      capCents: 10_000_000,
      openedMonth: null,
      today: '2026-11-25',
      ytdCents: 9_000_000,
    });
    expect(edited).toMatchObject({ capCents: 10_000_000, level: 'p90' });
  });
});
