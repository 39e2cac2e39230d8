/**
 * Lighthouse's performance score (v10 and later, mobile), computed from metrics measured in Chromium: each metric
 * is scored on Lighthouse's log-normal curve (its p10 and median for mobile), and the score is the weighted mean.
 * The formulas are Lighthouse's own (lighthouse-core/lib/statistics.js `getLogNormalScore`, and the weights of the
 * default config); Lighthouse itself is not run here (docs/performance.md, "The invoices page on a phone").
 */

export interface MobileMetrics {
  /** First contentful paint, ms since navigation start. */
  fcpMs: number;
  /** Speed Index, ms; not measured here: the bench passes the LCP, which is never below it for this page. */
  speedIndexMs: number;
  /** Largest contentful paint, ms since navigation start. */
  lcpMs: number;
  /** Total blocking time: the sum of each long task's time over 50 ms, from the first paint until the page is quiet. */
  tbtMs: number;
  /** Cumulative layout shift. */
  cls: number;
}

interface Curve {
  p10: number;
  median: number;
  weight: number;
}

/** Lighthouse 10–12, mobile: the curves and weights of the performance category. */
export const MOBILE_CURVES: Record<keyof MobileMetrics, Curve> = {
  fcpMs: { p10: 1800, median: 3000, weight: 0.1 },
  speedIndexMs: { p10: 3387, median: 5800, weight: 0.1 },
  lcpMs: { p10: 2500, median: 4000, weight: 0.25 },
  tbtMs: { p10: 200, median: 600, weight: 0.3 },
  cls: { p10: 0.1, median: 0.25, weight: 0.25 },
};

/** The error function, as Lighthouse approximates it (Abramowitz and Stegun 7.1.26). */
function erf(value: number): number {
  const sign = Math.sign(value);
  const x = Math.abs(value);
  const t = 1 / (1 + 0.3275911 * x);
  const y = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  return sign * (1 - y * Math.exp(-x * x));
}

/** A metric's score from 0 to 1 on a log-normal curve: 0.9 at p10, 0.5 at the median (Lighthouse's clamping). */
export function logNormalScore({ p10, median }: Pick<Curve, 'p10' | 'median'>, value: number): number {
  if (value <= 0) return 1;
  const INVERSE_ERFC_ONE_FIFTH = 0.9061938024368232;
  const xLogRatio = Math.log(Math.max(Number.MIN_VALUE, value / median));
  const p10LogRatio = -Math.log(Math.max(Number.MIN_VALUE, p10 / median));
  const standardizedX = (xLogRatio * INVERSE_ERFC_ONE_FIFTH) / p10LogRatio;
  const complementaryPercentile = (1 - erf(standardizedX)) / 2;
  if (value <= p10) return Math.max(0.9, Math.min(1, complementaryPercentile));
  if (value <= median) return Math.max(0.5, Math.min(0.8999999999999999, complementaryPercentile));
  return Math.max(0, Math.min(0.49999999999999994, complementaryPercentile));
}

/** The performance score from 0 to 100, rounded as Lighthouse shows it. */
export function performanceScore(metrics: MobileMetrics): number {
  let sum = 0;
  for (const [name, curve] of Object.entries(MOBILE_CURVES) as Array<[keyof MobileMetrics, Curve]>) {
    sum += curve.weight * logNormalScore(curve, metrics[name]);
  }
  return Math.round(sum * 100);
}

/**
 * Total blocking time from long tasks: each task's time over 50 ms, counting only the part after the first
 * contentful paint (Lighthouse: between FCP and time to interactive; here until the page has gone quiet).
 */
export function totalBlockingTime(
  tasks: ReadonlyArray<{ startTime: number; duration: number }>,
  fcpMs: number,
): number {
  let blocking = 0;
  for (const task of tasks) {
    const end = task.startTime + task.duration;
    if (end <= fcpMs) continue;
    const start = Math.max(task.startTime, fcpMs);
    blocking += Math.max(0, end - start - 50);
  }
  return blocking;
}
