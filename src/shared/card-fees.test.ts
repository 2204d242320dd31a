import { describe, expect, it } from 'vitest';
import { cardFeeCents, cardFeeLabel, percentTextToRateBp, rateBpToPercentText } from './card-fees';

describe('card fees', () => {
  it('reads a percentage as people type it into basis points, two decimals at most', () => {
    expect(percentTextToRateBp('3,99')).toBe(399);
    expect(percentTextToRateBp('3.5')).toBe(350);
    expect(percentTextToRateBp(' 4 ')).toBe(400);
    expect(percentTextToRateBp('4,5%')).toBe(450);
    expect(percentTextToRateBp('100')).toBe(10_000);
    expect(percentTextToRateBp('3,999')).toBeNull();
    expect(percentTextToRateBp('abc')).toBeNull();
    expect(percentTextToRateBp('-1')).toBeNull();
    expect(rateBpToPercentText(399)).toBe('3,99');
    expect(rateBpToPercentText(5)).toBe('0,05');
  });

  it('rounds the fee to the centavo, never past the amount', () => {
    expect(cardFeeCents(50_000, 899)).toBe(4_495);
    expect(cardFeeCents(12_345, 199)).toBe(246);
    expect(cardFeeCents(1, 10_000)).toBe(1);
    expect(cardFeeCents(10_000, 0)).toBe(0);
  });

  it('names the way of paying as the settings and the expense say it', () => {
    expect(cardFeeLabel('cartao-debito', 1)).toBe('Débito');
    expect(cardFeeLabel('cartao-credito', 1)).toBe('Crédito à vista');
    expect(cardFeeLabel('cartao-credito', 3)).toBe('Crédito 3x');
  });
});
