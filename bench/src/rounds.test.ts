import { describe, expect, it } from 'vitest';
import type { LoadResult } from './load-worker.ts';
import { median, medianResult, pairedRatio, roundsNote } from './rounds.ts';

const result = (p50Ms: number, throughput: number, extra: Partial<LoadResult> = {}): LoadResult => ({
  operations: 100,
  errors: 0,
  throughput,
  p50Ms,
  p99Ms: p50Ms * 2,
  meanMs: p50Ms,
  requestsPerOperation: 1,
  upstreamPerOperation: null,
  ...extra,
});

describe('rounds', () => {
  it('takes the median of an odd and an even number of values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });

  it('reports each figure as the median of its rounds, keeping the rounds in order', () => {
    const merged = medianResult([
      result(90, 100),
      result(70, 130, { errors: 1, firstError: '502' }),
      result(80, 120, { upstreamPerOperation: 2 }),
    ]);
    expect(merged).toMatchObject({
      p50Ms: 80,
      p99Ms: 160,
      throughput: 120,
      operations: 300,
      errors: 1,
      firstError: '502',
      upstreamPerOperation: 2,
      rounds: { p50Ms: [90, 70, 80], throughput: [100, 130, 120] },
    });
  });

  it('takes each process’s CPU per operation as the median of the rounds that measured it', () => {
    const merged = medianResult([
      result(90, 100, { cpuMsPerOperation: { gateway: 3, api: 4 } }),
      result(70, 130, { cpuMsPerOperation: { gateway: 5, api: 2, peer: 9 } }),
      result(80, 120, { cpuMsPerOperation: { gateway: 4, api: 6 } }),
    ]);
    expect(merged.cpuMsPerOperation).toEqual({ gateway: 4, api: 4, peer: 9 });
    expect(medianResult([result(90, 100)]).cpuMsPerOperation).toEqual({});
  });

  it('pairs ratios round by round: the median of the ratios, not the ratio of the medians', () => {
    const top = [result(100, 50), result(120, 40), result(90, 60)];
    const bottom = [result(80, 60), result(100, 50), result(100, 50)];
    const latency = pairedRatio(top, bottom, (r) => r.p50Ms)!;
    expect(latency.rounds).toEqual([1.25, 1.2, 0.9]);
    expect(latency.value).toBe(1.2);
    // The ratio of the medians would be 100 / 100 = 1.
    expect(pairedRatio(top, undefined, (r) => r.p50Ms)).toBeUndefined();
  });

  it('writes the rounds behind a median', () => {
    expect(roundsNote([1.14, 1.2, 1.1])).toBe('median of 3 rounds: 1.14, 1.20, 1.10');
    expect(roundsNote([2.5], 1)).toBe('median of 1 round: 2.5');
  });
});
