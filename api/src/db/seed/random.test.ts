import { describe, expect, it } from 'vitest';
import { luhnCheckDigit, southAfricanIdNumber } from './clients.ts';
import { dayOf, formatDay, parseDay, weekday } from './calendar.ts';
import { hashString, Random } from './random.ts';

describe('Random (mulberry32)', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = new Random(42);
    const b = new Random(42);
    const c = new Random(43);
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(first);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('keeps int, pick and weighted within their ranges', () => {
    const rng = new Random(hashString('ranges'));
    const ints = Array.from({ length: 2_000 }, () => rng.int(3, 7));
    expect(new Set(ints)).toEqual(new Set([3, 4, 5, 6, 7]));
    const picks = Array.from({ length: 2_000 }, () =>
      rng.weighted([
        ['a', 9],
        ['b', 1],
        ['never', 0],
      ] as const),
    );
    expect(picks).not.toContain('never');
    const share = picks.filter((p) => p === 'a').length / picks.length;
    expect(share).toBeGreaterThan(0.85);
    expect(share).toBeLessThan(0.95);
    expect(() => rng.pick([])).toThrow();
  });

  it('forks independent but reproducible streams', () => {
    const one = new Random(7).fork('clients');
    const two = new Random(7).fork('clients');
    const other = new Random(7).fork('payments');
    expect(one.next()).toBe(two.next());
    expect(new Random(7).fork('clients').next()).not.toBe(other.next());
  });
});

describe('calendar days', () => {
  it('round-trips dates and knows the weekday', () => {
    expect(formatDay(parseDay('2026-06-30'))).toBe('2026-06-30');
    expect(weekday(parseDay('2026-06-30'))).toBe(2); // a Tuesday
    expect(formatDay(dayOf(2026, 13, 1))).toBe('2027-01-01');
    expect(() => parseDay('2026-02-30')).toThrow(RangeError);
  });
});

describe('South African ID numbers', () => {
  it('encode the birth date and gender and pass the Luhn check', () => {
    const rng = new Random(1);
    const id = southAfricanIdNumber(rng, parseDay('1987-03-14'), true);
    expect(id).toMatch(/^870314[0-4]\d{3}[01]8\d$/);
    expect(luhnCheckDigit(id.slice(0, 12))).toBe(Number(id[12]));
    expect(isLuhnValid(id)).toBe(true);
    const male = southAfricanIdNumber(rng, parseDay('2004-11-02'), false);
    expect(male).toMatch(/^041102[5-9]\d{3}[01]8\d$/);
    expect(isLuhnValid(male)).toBe(true);
    expect(luhnCheckDigit('800101500908')).toBe(7); // the well-known sample 8001015009087
  });
});

/** The Luhn check over a whole number, written independently of luhnCheckDigit. */
function isLuhnValid(digits: string): boolean {
  const sum = [...digits].reverse().reduce((total, ch, i) => {
    const d = Number(ch) * (i % 2 === 1 ? 2 : 1);
    return total + (d > 9 ? d - 9 : d);
  }, 0);
  return sum % 10 === 0;
}
