import { describe, expect, it } from 'vitest';
import { currencySymbol, timeZone } from './region.ts';

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

  it('uses Johannesburg time for ZA and London time elsewhere', () => {
    expect(timeZone('ZA')).toBe('Africa/Johannesburg');
    expect(timeZone('UK')).toBe('Europe/London');
    expect(timeZone('CA')).toBe('Europe/London');
  });
});
