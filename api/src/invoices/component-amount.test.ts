import { describe, expect, it } from 'vitest';
import { componentAmountCents } from './component-amount.ts';

describe('componentAmountCents', () => {
  it.each([
    // quantity, unit cost (cents), discount %, expected cents
    ['1', 52_000, '0', 52_000],
    [3, 1_999, 10, 5_397], // 3 × 19.99 = 59.97, less 10% = 53.973
    ['3.000', 1_999, '10.00', 5_397], // as PostgreSQL returns numeric(12,3) / numeric(5,2)
    ['0.333', 10_000, '0', 3_330],
    [0.333, 10_000, 0, 3_330],
    ['1.005', 100, '0', 101], // exactly 100.5 cents rounds up
    [0.7, 1_005, 0, 704], // 703.5 exactly; 0.7 * 1005 in floating point is 703.4999…
    [1.15, 100, 0, 115], // 1.15 * 100 in floating point is 114.99999999999999
    ['1', 1_005, '50', 503], // 502.5 → 503
    ['2.5', 333, '12.5', 728], // 728.4375
    ['1', 999, '33.33', 666], // 666.0333
    ['1', 1, '50', 1], // half a cent rounds up
    ['1', 1, '50.01', 0],
    ['10', 12_345, '100', 0],
    ['0', 12_345, '0', 0],
    ['999999999.999', 1, '0', 1_000_000_000],
    ['7.5', 18_900, '5', 134_663], // 134662.5
  ])('%s × %s cents less %s%% = %s cents', (quantity, unitCost, discount, expected) => {
    expect(componentAmountCents(quantity, unitCost, discount)).toBe(expected);
  });

  it.each([
    ['-1', 100, '0'],
    [-1, 100, 0],
    [Number.NaN, 100, 0],
    [Number.POSITIVE_INFINITY, 100, 0],
    ['1.0001', 100, '0'], // four decimals
    [0.1 + 0.2, 100, 0], // 0.30000000000000004
    ['1e3', 100, '0'],
    [' 1', 100, '0'],
    ['', 100, '0'],
    ['.5', 100, '0'],
    ['1', -1, '0'],
    ['1', 1.5, '0'],
    ['1', Number.NaN, '0'],
    ['1', 100, '100.01'],
    ['1', 100, '-5'],
    ['1', 100, '10.005'], // three decimals
    ['1', 100, 'ten'],
    ['1234567890', 100, '0'], // more integer digits than numeric(12,3) holds
  ])('refuses quantity %j, unit cost %j, discount %j with a RangeError', (quantity, unitCost, discount) => {
    expect(() => componentAmountCents(quantity, unitCost, discount)).toThrow(RangeError);
  });

  it('refuses a result beyond the safe integer range', () => {
    expect(() => componentAmountCents('999999999', Number.MAX_SAFE_INTEGER, '0')).toThrow(RangeError);
  });
});
