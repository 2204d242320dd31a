import { describe, expect, it } from 'vitest';
import { axisLabels, formatPercent, longMonth } from './format';

describe('report wording', () => {
  it('labels the chart months short, adding the year only where it turns', () => {
    expect(axisLabels(['2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01'])).toEqual([
      'ago',
      'set',
      'out',
      'nov',
      'dez',
      'jan 26',
    ]);
    expect(axisLabels(['2026-01', '2026-02'])).toEqual(['jan', 'fev']);
  });

  it('names a month in full and writes percentages with a decimal comma', () => {
    expect(longMonth('2025-06')).toBe('junho de 2025');
    expect(longMonth('2026-03')).toBe('março de 2026');
    expect(formatPercent(33.3)).toBe('33,3%');
    expect(formatPercent(60)).toBe('60,0%');
    expect(formatPercent(-12.5)).toBe('-12,5%');
  });
});
