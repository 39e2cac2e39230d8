import { describe, expect, it } from 'vitest';
import { formatRate, lineTaxCents } from './line-tax.ts';

describe('lineTaxCents (tax-inclusive, half away from zero per line)', () => {
  it('takes the tax out of a tax-inclusive amount', () => {
    expect(lineTaxCents(11_500, 1500)).toBe(1500); // R 115.00 at 15 % holds R 15.00
    expect(lineTaxCents(12_000, 2000)).toBe(2000); // £ 120.00 at 20 % holds £ 20.00
    expect(lineTaxCents(10_500, 500)).toBe(500);
    expect(lineTaxCents(11_800, 1800)).toBe(1800);
  });

  it('rounds each line half away from zero', () => {
    // 0.23 × 15/115 = 0.03 exactly 3.0 cents; 1 cent at 15 % is 0.13 → 0; 4 cents → 0.52 → 1.
    expect(lineTaxCents(23, 1500)).toBe(3);
    expect(lineTaxCents(1, 1500)).toBe(0);
    expect(lineTaxCents(4, 1500)).toBe(1);
    // Exactly half a cent: 21 cents at 20 % is 3.5 cents → 4; −21 → −4 (away from zero, not up).
    expect(lineTaxCents(21, 2000)).toBe(4);
    expect(lineTaxCents(-21, 2000)).toBe(-4);
    // 5 % of 10.50 inclusive: 1050 × 500 / 10500 = 50 exactly.
    expect(lineTaxCents(1050, 500)).toBe(50);
    // 0.5 below half rounds down: 11 cents at 20 % = 1.8333 → 2; 9 cents = 1.5 → 2; 3 cents = 0.5 → 1.
    expect(lineTaxCents(11, 2000)).toBe(2);
    expect(lineTaxCents(9, 2000)).toBe(2);
    expect(lineTaxCents(3, 2000)).toBe(1);
  });

  it('is 0 at a zero rate and exact for large amounts (no binary floating point)', () => {
    expect(lineTaxCents(99_999, 0)).toBe(0);
    expect(lineTaxCents(0, 1500)).toBe(0);
    // 9 007 199 254 740 991 × 1500 overflows a double's exact range; BigInt keeps it exact.
    expect(lineTaxCents(Number.MAX_SAFE_INTEGER, 1500)).toBe(1_174_852_076_705_347);
  });

  it('refuses a rate outside 0–100 % or a fractional amount', () => {
    expect(() => lineTaxCents(100, -1)).toThrow(RangeError);
    expect(() => lineTaxCents(100, 10_001)).toThrow(RangeError);
    expect(() => lineTaxCents(100, 12.5)).toThrow(RangeError);
    expect(() => lineTaxCents(1.5, 1500)).toThrow(RangeError);
  });
});

describe('formatRate', () => {
  it('shows basis points as a percentage', () => {
    expect(formatRate(1500)).toBe('15%');
    expect(formatRate(1250)).toBe('12.5%');
    expect(formatRate(975)).toBe('9.75%');
    expect(formatRate(0)).toBe('0%');
  });
});
