import { describe, expect, it } from 'vitest';
import { DateScalar, DateTimeScalar, DecimalScalar } from './scalars.ts';
import { subtractAmounts } from '../money.ts';

describe('Decimal', () => {
  it.each([
    [1234.5, '1234.50'],
    [0.1, '0.10'],
    [19.99, '19.99'],
    ['7', '7.00'],
    [-3.1, '-3.10'],
  ])('serializes %s as %s', (input, expected) => {
    expect(DecimalScalar.serialize(input)).toBe(expected);
  });

  it('accepts at most two decimals from clients', () => {
    expect(DecimalScalar.parseValue('12.5')).toBe('12.50');
    expect(() => DecimalScalar.parseValue('12.345')).toThrow(/at most two decimals/);
    expect(() => DecimalScalar.parseValue('abc')).toThrow(/not an amount/);
    expect(() => DecimalScalar.parseValue(true)).toThrow();
  });

  it('subtracts without float residue', () => {
    // 0.3 - 0.1 in floating point is 0.19999999999999998
    expect(subtractAmounts(0.3, 0.1)).toBe('0.20');
    expect(subtractAmounts(1234.56, 1234.56)).toBe('0.00');
    expect(subtractAmounts('100.10', '0.01')).toBe('100.09');
  });
});

describe('Date and DateTime', () => {
  it('accepts real calendar dates only', () => {
    expect(DateScalar.parseValue('2024-02-29')).toBe('2024-02-29');
    expect(() => DateScalar.parseValue('2023-02-29')).toThrow(/not a date/);
    expect(() => DateScalar.parseValue('2023-2-1')).toThrow(/not a date/);
  });

  it('normalizes instants to UTC', () => {
    expect(DateTimeScalar.parseValue('2026-03-31T10:00:00+02:00')).toBe('2026-03-31T08:00:00.000Z');
    expect(() => DateTimeScalar.parseValue('2026-03-31 10:00')).toThrow(/not an instant/);
  });
});
