import { describe, expect, it } from 'vitest';
import { currencySymbol } from './region.ts';

describe('region rules (spec §9)', () => {
  it.each([
    ['ZA', 'R'],
    ['UK', '£'],
    ['CA', 'CAD'],
    ['IN', 'INR'],
    ['US', '$'],
    ['DE', '$'],
  ])('%s uses %s', (region, symbol) => {
    expect(currencySymbol(region)).toBe(symbol);
  });
});
