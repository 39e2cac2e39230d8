import { describe, expect, it } from 'vitest';
import { localDatesAsInstants, splitIntoUtcDays } from './utc-days.ts';

describe('splitIntoUtcDays', () => {
  it('reads a period that starts and ends at UTC midnight as whole days only', () => {
    expect(splitIntoUtcDays('2026-01-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z')).toEqual({
      days: { firstDay: '2026-01-01', endDay: '2027-01-01' },
      edges: [],
    });
  });

  it('reads the partial days at both ends of a period in a zone ahead of UTC (Johannesburg, +02:00)', () => {
    // 2026-01-01 00:00 local is 2025-12-31 22:00Z; 2027-01-01 00:00 local is 2026-12-31 22:00Z.
    expect(splitIntoUtcDays('2025-12-31T22:00:00.000Z', '2026-12-31T22:00:00.000Z')).toEqual({
      days: { firstDay: '2026-01-01', endDay: '2026-12-31' },
      edges: [
        { from: '2025-12-31T22:00:00.000Z', to: '2026-01-01T00:00:00.000Z' },
        { from: '2026-12-31T00:00:00.000Z', to: '2026-12-31T22:00:00.000Z' },
      ],
    });
  });

  it('reads a zone behind UTC (Toronto, -05:00) the same way', () => {
    expect(splitIntoUtcDays('2026-01-01T05:00:00.000Z', '2026-02-01T05:00:00.000Z')).toEqual({
      days: { firstDay: '2026-01-02', endDay: '2026-02-01' },
      edges: [
        { from: '2026-01-01T05:00:00.000Z', to: '2026-01-02T00:00:00.000Z' },
        { from: '2026-02-01T00:00:00.000Z', to: '2026-02-01T05:00:00.000Z' },
      ],
    });
  });

  it('reads a period within one UTC day, or across one midnight, from the rows only', () => {
    expect(splitIntoUtcDays('2026-03-01T02:00:00.000Z', '2026-03-01T20:00:00.000Z')).toEqual({
      days: null,
      edges: [{ from: '2026-03-01T02:00:00.000Z', to: '2026-03-01T20:00:00.000Z' }],
    });
    // One local day in Johannesburg: 22:00Z to 22:00Z the next day; no whole UTC day inside.
    expect(splitIntoUtcDays('2026-03-01T22:00:00.000Z', '2026-03-02T22:00:00.000Z')).toEqual({
      days: null,
      edges: [{ from: '2026-03-01T22:00:00.000Z', to: '2026-03-02T22:00:00.000Z' }],
    });
  });

  it('leaves an open side open', () => {
    expect(splitIntoUtcDays(null, '2026-06-30T22:00:00.000Z')).toEqual({
      days: { firstDay: null, endDay: '2026-06-30' },
      edges: [{ from: '2026-06-30T00:00:00.000Z', to: '2026-06-30T22:00:00.000Z' }],
    });
    expect(splitIntoUtcDays('2026-06-30T22:00:00.000Z', null)).toEqual({
      days: { firstDay: '2026-07-01', endDay: null },
      edges: [{ from: '2026-06-30T22:00:00.000Z', to: '2026-07-01T00:00:00.000Z' }],
    });
    expect(splitIntoUtcDays(null, null)).toEqual({ days: { firstDay: null, endDay: null }, edges: [] });
  });

  it('handles the leap day and half-hour zones (Kolkata, +05:30)', () => {
    // 2028-02-29 local in Kolkata is 2028-02-28T18:30Z to 2028-02-29T18:30Z.
    expect(splitIntoUtcDays('2028-02-28T18:30:00.000Z', '2028-03-01T18:30:00.000Z')).toEqual({
      days: { firstDay: '2028-02-29', endDay: '2028-03-01' },
      edges: [
        { from: '2028-02-28T18:30:00.000Z', to: '2028-02-29T00:00:00.000Z' },
        { from: '2028-03-01T00:00:00.000Z', to: '2028-03-01T18:30:00.000Z' },
      ],
    });
  });
});

describe('localDatesAsInstants', () => {
  it('turns inclusive local dates into [start midnight, the day after end midnight)', () => {
    expect(localDatesAsInstants('2026-01-01', '2026-12-31', 'Africa/Johannesburg')).toEqual({
      from: '2025-12-31T22:00:00.000Z',
      to: '2026-12-31T22:00:00.000Z',
    });
    // London: winter is UTC, summer is +01:00.
    expect(localDatesAsInstants('2026-06-01', '2026-06-30', 'Europe/London')).toEqual({
      from: '2026-05-31T23:00:00.000Z',
      to: '2026-06-30T23:00:00.000Z',
    });
    expect(localDatesAsInstants(null, null, 'Europe/London')).toEqual({ from: null, to: null });
  });
});
