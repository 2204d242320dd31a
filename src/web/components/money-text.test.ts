import { describe, expect, it } from 'vitest';
import { positiveCentsSchema } from '../../shared/schemas/fields';
import { readCents } from './money-text';

describe('the money field reads what a Brazilian types into integer cents', () => {
  it('reads pt-BR amounts, with or without thousands dots and R$', () => {
    expect(readCents('1.234,56')).toBe(123456);
    expect(readCents('350')).toBe(35000);
    expect(readCents('350,5')).toBe(35050);
    expect(readCents('R$ 0,05')).toBe(5);
    expect(readCents('1.500')).toBe(150000);
  });

  it('blank is the field’s blank worth: nothing (required) or zero (optional value)', () => {
    expect(readCents('  ')).toBeUndefined();
    expect(readCents('', 0)).toBe(0);
  });

  it('text that is not money is NaN, which the shared schema calls "Valor inválido"', () => {
    const schema = positiveCentsSchema('Obrigatório', 'Maior que zero');
    for (const typed of ['abc', '1,2,3', '350,555', '0.500']) {
      const cents = readCents(typed);
      expect(cents).toBeNaN();
      expect(schema.safeParse(cents).error?.issues[0]?.message).toBe('Valor inválido');
    }
    expect(schema.safeParse(readCents('')).error?.issues[0]?.message).toBe('Obrigatório');
    expect(schema.safeParse(readCents('0,00')).error?.issues[0]?.message).toBe('Maior que zero');
    expect(schema.safeParse(readCents('0,01')).data).toBe(1);
  });
});
