import { describe, expect, it } from 'vitest';
import { lineAmountCents } from './lineAmount';

describe('lineAmountCents (the api rule: half-up to a cent, in integers)', () => {
  it.each([
    ['1', 64000, '0', 64000],
    ['2.5', 1999, '10', 4498], // 44.9775 → 44.98, as the api's own test
    ['0.7', 1005, '', 704], // 703.5 exactly: half-up, where floating point gives 703
    ['3', 333, '33.33', 666], // 666.0666… → 666
    ['1', 1, '50', 1], // 0.5 → 1
    ['0.001', 1, '0', 0],
    ['1', 1000, '100', 0],
    ['999999999.999', 0, '0', 0],
  ])('%s × %i cents less %s%% is %i cents', (quantity, unitCost, discount, cents) => {
    expect(lineAmountCents(quantity, unitCost, discount)).toBe(cents);
  });

  it.each([
    ['', 100, '0'],
    ['1.2345', 100, '0'],
    ['-1', 100, '0'],
    ['1e3', 100, '0'],
    ['1', 100, '100.01'],
    ['1', 100, '1.234'],
    ['1', -1, '0'],
    ['1', 1.5, '0'],
  ])('is null for quantity %j, %s cents, discount %j', (quantity, unitCost, discount) => {
    expect(lineAmountCents(quantity, unitCost, discount)).toBeNull();
  });
});
