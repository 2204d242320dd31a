import { describe, expect, it } from 'vitest';
import { formatCents, parseReais, reaisToCents } from './money';

describe('money', () => {
  it('rounds reais to cents without float drift', () => {
    expect(reaisToCents(0.1 + 0.2)).toBe(30);
    expect(reaisToCents(350)).toBe(35000);
    expect(reaisToCents(19.99)).toBe(1999);
    expect(reaisToCents(1.005)).toBe(101);
  });

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
