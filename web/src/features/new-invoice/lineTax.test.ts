import { describe, expect, it } from 'vitest';
import { lineTaxCents } from './lineTax';

describe('lineTaxCents (the api’s rule: tax-inclusive, half away from zero per line)', () => {
  it('takes the tax out of a tax-inclusive amount', () => {
    expect(lineTaxCents(11_500, 1500)).toBe(1500);
    expect(lineTaxCents(12_000, 2000)).toBe(2000);
    expect(lineTaxCents(11_800, 1800)).toBe(1800);
  });

  it('rounds half away from zero, per line', () => {
    expect(lineTaxCents(23, 1500)).toBe(3);
    expect(lineTaxCents(21, 2000)).toBe(4); // 3.5 cents
    expect(lineTaxCents(-21, 2000)).toBe(-4);
    expect(lineTaxCents(3, 2000)).toBe(1); // 0.5 cent
    expect(lineTaxCents(1, 1500)).toBe(0);
    expect(lineTaxCents(5000, 0)).toBe(0);
  });
});
