import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToMoneyText, formatCents, parseMoneyToCents, parseReais } from './money';
import { MAX_FIELD_CENTS } from './schemas/fields';

describe('money', () => {
  it('reads what people type', () => {
    expect(parseReais('350')).toBe(350);
    expect(parseReais('350,50')).toBe(350.5);
    expect(parseReais('1.234,56')).toBe(1234.56);
    expect(parseReais('R$ 12,00')).toBe(12);
    expect(parseReais('1.500')).toBe(1500);
    expect(parseReais('12.345.678')).toBe(12_345_678);
    expect(parseReais('12.345,67')).toBe(12_345.67);
    expect(parseReais('1234.56')).toBe(1234.56);
    expect(parseReais('1.5')).toBe(1.5);
    expect(parseReais('1.50')).toBe(1.5);
    expect(parseReais(' 2 500,00 ')).toBe(2500);
    expect(parseReais('1.23,5')).toBeNull();
    expect(parseReais('0.500')).toBeNull();
    expect(parseReais('0.50')).toBe(0.5);
    expect(parseReais('350,555')).toBeNull();
    expect(parseReais('1,2,3')).toBeNull();
    expect(parseReais('abc')).toBeNull();
    expect(parseReais('')).toBeNull();
  });

  it('formats BRL the pt-BR way', () => {
    expect(formatCents(35000)).toBe('R$ 350,00');
    expect(formatCents(123456)).toBe('R$ 1.234,56');
  });
});

describe('parseMoneyToCents: what people type, straight to integer cents', () => {
  it.each([
    ['1.234,56', 123456],
    ['350', 35000],
    ['350,5', 35050],
    ['0,5', 50],
    ['0,05', 5],
    ['R$ 12,00', 1200],
    ['1.500', 150000],
    ['1234.56', 123456],
    ['1.5', 150],
    ['12.345.678', 1234567800],
    ['-10,5', -1050],
    // The largest amount a field takes, exact: no float on the way.
    ['9.999.999,99', 999999999],
  ])('%s → %i', (typed, cents) => {
    expect(parseMoneyToCents(typed)).toBe(cents);
  });

  it('amounts that float arithmetic gets wrong are exact', () => {
    expect(parseMoneyToCents('19,99')).toBe(1999);
    expect(parseMoneyToCents('1,005')).toBeNull();
    expect(parseMoneyToCents('0,29')).toBe(29);
    expect(parseMoneyToCents('1.234.567,89')).toBe(123456789);
  });

  it.each(['', '   ', 'abc', '350,555', '1,2,3', '1.23,5', '0.500', 'R$', '12a'])(
    '%j is not money',
    (typed) => {
      expect(parseMoneyToCents(typed)).toBeNull();
    },
  );
});

describe('centsToMoneyText: cents as a person would type them back', () => {
  it.each([
    [123456, '1.234,56'],
    [0, '0,00'],
    [5, '0,05'],
    [50, '0,50'],
    [35000, '350,00'],
    [MAX_FIELD_CENTS, '9.999.999,99'],
  ])('%i → %s', (cents, text) => {
    expect(centsToMoneyText(cents)).toBe(text);
  });

  it('reads back to the same cents', () => {
    for (const cents of [
      0,
      1,
      5,
      10,
      99,
      100,
      101,
      1999,
      123456,
      150000,
      MAX_FIELD_CENTS - 1,
      MAX_FIELD_CENTS,
    ])
      expect(parseMoneyToCents(centsToMoneyText(cents))).toBe(cents);
    fc.assert(
      fc.property(fc.integer({ min: -MAX_FIELD_CENTS, max: MAX_FIELD_CENTS }), (cents) => {
        // -0 and 0 are the same amount.
        expect(parseMoneyToCents(centsToMoneyText(cents)) || 0).toBe(cents || 0);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('money written without Intl', () => {
  // Intl.NumberFormat is the independent oracle: the hand-written digits must read exactly as it does.
  const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
  const typed = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  it('formats every amount as Intl does (a plain space after R$)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -99_999_999_999, max: 99_999_999_999 }), (cents) => {
        expect(formatCents(cents)).toBe(brl.format(cents / 100).replace(/\u00a0/g, ' '));
        expect(centsToMoneyText(cents)).toBe(typed.format(cents / 100));
      }),
      { numRuns: 2000 },
    );
    for (const cents of [0, 1, 9, 10, 99, 100, 101, 99_999, 100_000, 123_456, -1, -123_456_789])
      expect(formatCents(cents)).toBe(brl.format(cents / 100).replace(/\u00a0/g, ' '));
  });
});
