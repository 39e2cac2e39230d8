/**
 * Money on the client. The server sends `Decimal` strings with at most two decimals ("1234.5", "1234.50").
 * Amounts are turned into integer cents at the edges and never go through binary floating point.
 */

/** An amount in minor units (cents). Always a safe integer. */
export type Cents = number & { readonly __unit: 'cents' };

const DECIMAL = /^([+-])?(\d*)(?:\.(\d{0,2}))?$/;
const GROUPS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * Parses a decimal string with at most two decimals into cents, or null when it is not one.
 * Accepts an optional sign, surrounding spaces and thousands separators (","): " -1,234.5 " → -123450.
 */
export function toCents(value: string): Cents | null {
  const match = DECIMAL.exec(value.trim().replaceAll(',', ''));
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  const digits = `${whole || '0'}${fraction.padEnd(2, '0')}`;
  const cents = Number(digits);
  if (!Number.isSafeInteger(cents)) return null;
  return (sign === '-' && cents !== 0 ? -cents : cents) as Cents;
}

/** Cents → the wire form of the `Decimal` scalar: -123450 → "-1234.50". */
export function centsToDecimal(cents: Cents): string {
  const { negative, whole, fraction } = split(cents);
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/** Cents → "1,234.50" (thousands separator, two decimals, a leading "-" when negative). */
export function formatCents(cents: Cents): string {
  const { negative, whole, fraction } = split(cents);
  return `${negative ? '-' : ''}${whole.replace(GROUPS, ',')}.${fraction}`;
}

/**
 * A decimal string → "1,234.50". Shows the input unchanged when it is not a decimal,
 * and an empty string for a missing value.
 */
export function formatAmount(value: string | null | undefined): string {
  if (value == null) return '';
  const cents = toCents(value);
  return cents === null ? value : formatCents(cents);
}

/**
 * A decimal string with the company's currency symbol: ("1234.5", "R") → "R 1,234.50",
 * ("-20", "CAD") → "-CAD 20.00". Shows the input unchanged when it is not a decimal.
 */
export function formatMoney(value: string | null | undefined, currencySymbol: string): string {
  if (value == null) return '';
  const cents = toCents(value);
  if (cents === null) return value;
  const symbol = currencySymbol ? `${currencySymbol} ` : '';
  return cents < 0 ? `-${symbol}${formatCents((0 - cents) as Cents)}` : `${symbol}${formatCents(cents)}`;
}

/** Exact sum and difference on cents. */
export function addCents(...amounts: Cents[]): Cents {
  return amounts.reduce<number>((sum, amount) => sum + amount, 0) as Cents;
}

export function subtractCents(a: Cents, b: Cents): Cents {
  return (a - b) as Cents;
}

function split(cents: Cents): { negative: boolean; whole: string; fraction: string } {
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return {
    negative: cents < 0,
    whole: digits.slice(0, -2),
    fraction: digits.slice(-2),
  };
}
