import { describe, expect, it } from 'vitest';
import { logNormalScore, MOBILE_CURVES, performanceScore, totalBlockingTime } from './mobile-score.ts';

describe('the mobile performance score (Lighthouse 10+ curves and weights)', () => {
  it('scores 0.9 at a curve’s p10 and 0.5 at its median, 1 for nothing and near 0 far beyond', () => {
    const lcp = MOBILE_CURVES.lcpMs;
    expect(logNormalScore(lcp, lcp.p10)).toBeCloseTo(0.9, 2);
    expect(logNormalScore(lcp, lcp.median)).toBeCloseTo(0.5, 2);
    expect(logNormalScore(lcp, 0)).toBe(1);
    expect(logNormalScore(lcp, 60_000)).toBeLessThan(0.01);
  });

  it('weighs the metrics to 100: every metric at p10 is 90, at its median 50', () => {
    const at = (point: 'p10' | 'median') => ({
      fcpMs: MOBILE_CURVES.fcpMs[point],
      speedIndexMs: MOBILE_CURVES.speedIndexMs[point],
      lcpMs: MOBILE_CURVES.lcpMs[point],
      tbtMs: MOBILE_CURVES.tbtMs[point],
      cls: MOBILE_CURVES.cls[point],
    });
    expect(performanceScore(at('p10'))).toBe(90);
    expect(performanceScore(at('median'))).toBe(50);
    expect(Object.values(MOBILE_CURVES).reduce((sum, c) => sum + c.weight, 0)).toBeCloseTo(1, 10);
    // A fast page with a lot of blocking loses most of TBT's 30 points.
    expect(performanceScore({ fcpMs: 900, speedIndexMs: 1200, lcpMs: 1200, tbtMs: 1500, cls: 0 })).toBeLessThan(75);
  });

  it('counts each long task’s time over 50 ms after the first paint', () => {
    const tasks = [
      { startTime: 100, duration: 200 }, // before FCP at 400: not counted
      { startTime: 350, duration: 150 }, // 400–500 after FCP: 100 ms, 50 over
      { startTime: 600, duration: 40 }, // not long
      { startTime: 1000, duration: 130 }, // 80 over
    ];
    expect(totalBlockingTime(tasks, 400)).toBe(50 + 80);
  });
});
