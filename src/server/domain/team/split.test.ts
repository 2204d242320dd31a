import { describe, expect, it } from 'vitest';
import { splitRevenue } from './split';

describe('splitRevenue', () => {
  it('rounds the artist part to the nearest centavo and gives the studio the rest', () => {
    expect(splitRevenue(333, 33.33)).toEqual({ artistCents: 111, studioCents: 222 });
    expect(splitRevenue(35_000, 50)).toEqual({ artistCents: 17_500, studioCents: 17_500 });
    expect(splitRevenue(101, 50)).toEqual({ artistCents: 51, studioCents: 50 });
    expect(splitRevenue(99_999, 0)).toEqual({ artistCents: 0, studioCents: 99_999 });
    expect(splitRevenue(99_999, 100)).toEqual({ artistCents: 99_999, studioCents: 0 });
  });

  it('splits a refund exactly like the deposit it returns (half a centavo rounds away from zero)', () => {
    expect(splitRevenue(-101, 50)).toEqual({ artistCents: -51, studioCents: -50 });
    expect(splitRevenue(-333, 33.33)).toEqual({ artistCents: -111, studioCents: -222 });
    expect(splitRevenue(-1, 50)).toEqual({ artistCents: -1, studioCents: 0 });
  });

  it('never loses or invents a centavo, for any revenue and percentage', () => {
    let seed = 42;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed;
    };
    for (let i = 0; i < 10_000; i++) {
      const revenue = next() % 10_000_000;
      const percentage = (next() % 10_001) / 100;
      const { artistCents, studioCents } = splitRevenue(revenue, percentage);
      expect(Number.isInteger(artistCents) && Number.isInteger(studioCents)).toBe(true);
      expect(artistCents + studioCents).toBe(revenue);
      expect(artistCents).toBeGreaterThanOrEqual(0);
      expect(Math.abs(artistCents - (revenue * percentage) / 100)).toBeLessThanOrEqual(0.5 + 1e-9);
    }
  });
});
