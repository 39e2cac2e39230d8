/**
 * Money at the gateway's two edges: the REST api sends JSON numbers with at most two decimals,
 * GraphQL carries `Decimal` strings with exactly two. Conversions go through integer cents;
 * no floating-point arithmetic touches an amount.
 */
const AMOUNT = /^(-)?(\d{1,13})(?:\.(\d{1,2}))?$/;

/** The REST api's largest whole amount (13 digits, as AMOUNT allows): integers up to it take the fast path. */
const MAX_WHOLE = 9_999_999_999_999;

export function toCents(value: number | string): number | undefined {
  // Most amounts are whole numbers: exact without formatting and parsing a string (`+ 0` turns -0 into 0).
  if (typeof value === 'number' && Number.isInteger(value) && Math.abs(value) <= MAX_WHOLE) return value * 100 + 0;
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = AMOUNT.exec(text);
  if (!match) return undefined;
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

/** 123450 → "1234.50" */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "1234.50" → 1234.5, the REST api's JSON number. */
export function decimalToRest(decimal: string): number {
  const cents = toCents(decimal);
  if (cents === undefined) throw new RangeError(`Not an amount: ${decimal}`);
  return cents / 100;
}

/** amount − paid, exact: the computed amountDue of invoices and components. */
export function subtractAmounts(a: number | string, b: number | string): string {
  return centsToDecimal((toCents(a) ?? 0) - (toCents(b) ?? 0));
}
