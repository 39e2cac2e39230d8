import { describe, expect, it } from 'vitest';
import { centsToDecimal, toCents } from './money.ts';

describe('toCents', () => {
  it.each([
    [840, 84_000],
    [-3, -300],
    [0, 0],
    [-0, 0],
    [9_999_999_999_999, 999_999_999_999_900],
    [1234.5, 123_450],
    [0.07, 7],
    ['12.30', 1230],
    [' -7 ', -700],
  ])('reads %s as %s cents', (value, cents) => {
    expect(toCents(value)).toBe(cents);
  });

  it.each([[10_000_000_000_000], [1.005], [Number.NaN], [Number.POSITIVE_INFINITY], ['1.234'], ['1e3'], ['']])(
    'refuses %s',
    (value) => {
      expect(toCents(value)).toBeUndefined();
    },
  );

  it('gives whole and fractional numbers the same cents as their text', () => {
    for (const value of [1, 25, 99_999, 1234.56, -0.5, 100.1]) {
      expect(toCents(value)).toBe(toCents(String(value)));
    }
  });
});

describe('centsToDecimal', () => {
  it('writes exactly two decimals', () => {
    expect(centsToDecimal(84_000)).toBe('840.00');
    expect(centsToDecimal(-5)).toBe('-0.05');
    expect(centsToDecimal(0)).toBe('0.00');
  });
});
