/**
 * Tax rates as people type them: percentages ("15, 0" or "20; 5; 0", up to two decimals) ↔ basis points
 * (1500, 0), the unit the api stores. No binary floating point: "12.5" → 1250 through the digits.
 */
const PERCENT = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/** "15, 0" → [1500, 0]; a message when a rate is not a percentage of 0–100 with up to 2 decimals, or repeats. */
export function parseRates(text: string): { rates: number[] } | { error: string } {
  const parts = text
    .split(/[,;\s]+/)
    .map((p) => p.replace(/%$/, ''))
    .filter((p) => p !== '');
  if (parts.length === 0) return { error: 'Give at least one rate, e.g. 15' };
  if (parts.length > 10) return { error: 'At most 10 rates' };
  const rates: number[] = [];
  for (const part of parts) {
    const match = PERCENT.exec(part);
    const rate = match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : NaN;
    if (!match || rate > 10_000) return { error: `"${part}" is not a rate between 0 and 100 (e.g. 15 or 12.5)` };
    if (rates.includes(rate)) return { error: `${part}% is there twice` };
    rates.push(rate);
  }
  return { rates };
}

/** [1500, 0] → "15, 0". */
export const formatRates = (rates: ReadonlyArray<{ percent: string }>): string =>
  rates.map((r) => r.percent).join(', ');
