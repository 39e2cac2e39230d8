import { describe, expect, it } from 'vitest';
import {
  currentHourInZone,
  formatCalendarMonth,
  formatInstant,
  formatInstantWithZone,
  isCalendarDate,
  localDateTimeToUtc,
  startOfMonthInZone,
  startOfYearInZone,
  todayInZone,
} from './dates';

const JOBURG = 'Africa/Johannesburg';
const LONDON = 'Europe/London';

describe('formatInstant', () => {
  it('shows an instant in the company time zone', () => {
    expect(formatInstant('2026-03-01T08:30:00.000Z', JOBURG)).toBe('2026-03-01 10:30');
    expect(formatInstant('2026-01-15T08:30:00Z', LONDON)).toBe('2026-01-15 08:30');
  });

  it('follows daylight saving time', () => {
    expect(formatInstant('2026-07-01T08:30:00.000Z', LONDON)).toBe('2026-07-01 09:30');
  });

  it('crosses the date line of the zone', () => {
    expect(formatInstant('2026-12-31T23:15:00.000Z', JOBURG)).toBe('2027-01-01 01:15');
  });

  it('accepts an offset instead of Z', () => {
    expect(formatInstant('2026-03-01T10:30:00+02:00', LONDON)).toBe('2026-03-01 08:30');
  });

  it('takes another format', () => {
    expect(formatInstant('2026-03-01T08:30:05.000Z', JOBURG, 'YYYY-MM-DD HH:mm:ss')).toBe('2026-03-01 10:30:05');
  });

  it('returns the input unchanged when it cannot convert', () => {
    expect(formatInstant('not a date', JOBURG)).toBe('not a date');
    expect(formatInstant('2026-03-01', JOBURG)).toBe('2026-03-01');
    expect(formatInstant('2026-13-45T99:00:00Z', JOBURG)).toBe('2026-13-45T99:00:00Z');
    expect(formatInstant('2026-03-01T08:30:00.000Z', 'Not/AZone')).toBe('2026-03-01T08:30:00.000Z');
  });
});

describe('formatInstantWithZone', () => {
  it('adds the zone name', () => {
    expect(formatInstantWithZone('2026-01-15T08:30:00.000Z', LONDON)).toMatch(/^2026-01-15 08:30 (GMT|UTC)/);
  });
});

describe('localDateTimeToUtc', () => {
  it('converts a local time in a zone to a UTC instant', () => {
    expect(localDateTimeToUtc('2026-03-01 10:30', JOBURG)).toBe('2026-03-01T08:30:00.000Z');
    expect(localDateTimeToUtc('2026-07-01 09:30', LONDON)).toBe('2026-07-01T08:30:00.000Z');
    expect(localDateTimeToUtc('2026-01-01 01:15:30', JOBURG)).toBe('2025-12-31T23:15:30.000Z');
  });

  it('round-trips with formatInstant', () => {
    const local = '2026-10-25 12:00';
    expect(formatInstant(localDateTimeToUtc(local, LONDON), LONDON)).toBe(local);
  });

  it.each(['', '2026-03-01', '2026-02-30 10:00', '2026-03-01 24:00', '2026-03-01 10:60', '01/03/2026 10:00', 'soon'])(
    'returns %j unchanged',
    (input) => {
      expect(localDateTimeToUtc(input, JOBURG)).toBe(input);
    },
  );

  it('returns the input unchanged for an unknown zone', () => {
    expect(localDateTimeToUtc('2026-03-01 10:30', 'Not/AZone')).toBe('2026-03-01 10:30');
  });
});

describe('calendar helpers', () => {
  const now = new Date('2026-12-31T23:30:00.000Z');

  it('validates calendar dates', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
  });

  it('knows today and the start of the year in the zone', () => {
    expect(todayInZone(JOBURG, now)).toBe('2027-01-01');
    expect(todayInZone(LONDON, now)).toBe('2026-12-31');
    expect(startOfYearInZone(JOBURG, now)).toBe('2027-01-01');
    expect(startOfYearInZone(LONDON, now)).toBe('2026-01-01');
  });

  it('gives the current hour with minutes set to 0', () => {
    expect(currentHourInZone(JOBURG, now)).toBe('2027-01-01 01:00');
  });
});

describe('month helpers', () => {
  it('knows the start of the month in the zone', () => {
    const now = new Date('2026-03-31T22:30:00.000Z');
    expect(startOfMonthInZone(JOBURG, now)).toBe('2026-04-01');
    expect(startOfMonthInZone(LONDON, now)).toBe('2026-03-01');
  });

  it('names the month of a calendar date', () => {
    expect(formatCalendarMonth('2026-03-01')).toBe('Mar 2026');
    expect(formatCalendarMonth('2026-12-31')).toBe('Dec 2026');
    expect(formatCalendarMonth('2026-13-01')).toBe('2026-13-01');
  });
});
