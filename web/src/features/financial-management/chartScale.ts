/**
 * The vertical scale of the monthly chart: a range that includes zero and every value, cut into round steps.
 * Works on integer cents; converting to pixels is display only, never money arithmetic.
 */

export interface ChartScale {
  min: number;
  max: number;
  ticks: number[];
}

/** A scale from min to max (both multiples of a round step, 1/2/5 × 10^n cents) with about `tickCount` steps. */
export function niceScale(values: readonly number[], tickCount = 5): ChartScale {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const span = high - low || 100; // all zero: show 0 … 1.00
  const step = niceStep(span / tickCount);
  const min = Math.floor(low / step) * step;
  const max = Math.max(Math.ceil(high / step) * step, min + step);
  const ticks: number[] = [];
  for (let tick = min; tick <= max; tick += step) ticks.push(tick);
  return { min, max, ticks };
}

function niceStep(raw: number): number {
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const residual = raw / magnitude;
  const factor = residual > 5 ? 10 : residual > 2 ? 5 : residual > 1 ? 2 : 1;
  return Math.max(1, factor * magnitude);
}

/** A short axis label for an amount in cents: 95000 → '950', 1250000 → '12.5k', 300000000 → '3M'. */
export function compactAmount(cents: number): string {
  const units = cents / 100;
  const abs = Math.abs(units);
  const [value, suffix] = abs >= 1e6 ? [units / 1e6, 'M'] : abs >= 1e3 ? [units / 1e3, 'k'] : [units, ''];
  const text = Number.isInteger(value) ? String(value) : value.toFixed(1).replace(/\.0$/, '');
  return `${text}${suffix}`;
}

/** Maps an amount in cents to a y coordinate: max at `top`, min at `top + height`. */
export function yFor(scale: ChartScale, top: number, height: number, cents: number): number {
  return top + ((scale.max - cents) / (scale.max - scale.min)) * height;
}
