/**
 * Money crosses the REST boundary as a JSON number with at most two decimals (the existing
 * contract) and lives everywhere else as integer cents. These two functions are the only
 * conversions; they never do arithmetic in floating point.
 */
export type Cents = number & { readonly __brand?: 'cents' };

const AMOUNT_PATTERN = /^(-)?(\d{1,13})(?:\.(\d{1,2}))?$/;

/** Parses 12, 12.5, "12.50" or "-3.1" into cents; returns undefined for anything else. */
export function toCents(value: number | string): Cents | undefined {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = AMOUNT_PATTERN.exec(text);
  if (!match) return undefined;
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

/** Cents to the JSON number of the REST contract: 123450 → 1234.5 (prints with ≤ 2 decimals). */
export function fromCents(cents: Cents): number {
  return cents / 100;
}

/** Cents to a fixed two-decimal string, for documents and messages: 123450 → "1234.50". */
export function formatCents(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
