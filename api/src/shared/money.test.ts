import { describe, expect, it } from 'vitest';
import { AMOUNT_TEXT_PATTERN, toCents } from './money.ts';

describe('amounts are plain decimals', () => {
  it('reads numbers and decimal text with at most two decimals', () => {
    expect(toCents(12)).toBe(1200);
    expect(toCents(-12.5)).toBe(-1250);
    expect(toCents('12.50')).toBe(1250);
    expect(toCents('-3.1')).toBe(-310);
    expect(toCents(0.1)).toBe(10);
  });

  it('refuses exponents, hex, infinities, spaces, a + sign and a third decimal', () => {
    for (const value of ['1e1', '0x10', 'Infinity', ' 12', '12 ', '+12', '1,000', '12.345', '', '.5', 1e21, 12.345]) {
      expect(toCents(value), String(value)).toBeUndefined();
    }
  });

  it('has the same text pattern for the request schemas', () => {
    const pattern = new RegExp(AMOUNT_TEXT_PATTERN);
    for (const text of ['12', '-12.5', '12.50', '1e1', ' 12', '+12', '0x10', '12.345']) {
      expect(pattern.test(text), text).toBe(toCents(text) !== undefined);
    }
  });
});
