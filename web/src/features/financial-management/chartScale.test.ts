import { describe, expect, it } from 'vitest';
import { compactAmount, niceScale, yFor } from './chartScale';

describe('niceScale', () => {
  it('starts at zero for positive values and ends on a round step', () => {
    const scale = niceScale([123_456, 98_000, 5_000]); // R 1,234.56 at most
    expect(scale.min).toBe(0);
    expect(scale.max).toBeGreaterThanOrEqual(123_456);
    expect(scale.ticks[0]).toBe(0);
    expect(scale.ticks.at(-1)).toBe(scale.max);
    const step = scale.ticks[1]! - scale.ticks[0]!;
    expect(String(step)).toMatch(/^[125]0*$/);
  });

  it('reaches below zero for a loss', () => {
    const scale = niceScale([50_000, -20_000]);
    expect(scale.min).toBeLessThanOrEqual(-20_000);
    expect(scale.ticks).toContain(0);
  });

  it('has a range when everything is zero or there is nothing', () => {
    expect(niceScale([0, 0]).max).toBeGreaterThan(0);
    expect(niceScale([]).ticks.length).toBeGreaterThan(1);
  });
});

describe('yFor', () => {
  it('puts max at the top and min at the bottom', () => {
    const scale = { min: -100, max: 300, ticks: [] };
    expect(yFor(scale, 10, 400, 300)).toBe(10);
    expect(yFor(scale, 10, 400, -100)).toBe(410);
    expect(yFor(scale, 10, 400, 0)).toBe(310);
  });
});

describe('compactAmount', () => {
  it.each([
    [95_000, '950'],
    [1_250_000, '12.5k'],
    [300_000_000, '3M'],
    [-200_000, '-2k'],
    [0, '0'],
  ])('%d cents → %s', (cents, label) => {
    expect(compactAmount(cents)).toBe(label);
  });
});
