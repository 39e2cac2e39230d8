import { describe, expect, it } from 'vitest';
import { formatInstant, isCalendarDate, parseInstant, timeZoneOf } from './time.ts';

describe('instants in the company time zone', () => {
  it('reads the spec’s local format in Johannesburg (UTC+2, no DST)', () => {
    expect(parseInstant('2026-03-31 10:00', 'Africa/Johannesburg')).toBe('2026-03-31T08:00:00.000Z');
  });

  it('follows British summer time in London', () => {
    expect(parseInstant('2026-01-15 10:00', 'Europe/London')).toBe('2026-01-15T10:00:00.000Z');
    expect(parseInstant('2026-07-15 10:00:30', 'Europe/London')).toBe('2026-07-15T09:00:30.000Z');
  });

  it('takes ISO instants with a zone as they are', () => {
    expect(parseInstant('2026-07-15T10:00:00+02:00', 'Europe/London')).toBe('2026-07-15T08:00:00.000Z');
    expect(parseInstant('2026-07-15T10:00:00Z', 'Africa/Johannesburg')).toBe('2026-07-15T10:00:00.000Z');
  });

  it('refuses what is not an instant', () => {
    for (const bad of ['', '2026-02-30 10:00', '2026-07-15', 'yesterday', '2026-07-15 25:00']) {
      expect(parseInstant(bad, 'Europe/London'), bad).toBeUndefined();
    }
  });

  it('formats back in the zone and checks calendar dates', () => {
    expect(formatInstant('2026-03-31T08:00:00.000Z', timeZoneOf('ZA'))).toBe('2026-03-31 10:00');
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
  });
});
