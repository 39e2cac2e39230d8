/**
 * Money crosses the REST boundary as a JSON number with at most two decimals (the existing
 * contract) and lives everywhere else as integer cents. These two functions are the only
 * conversions; they never do arithmetic in floating point.
 */
export type Cents = number & { readonly __brand?: 'cents' };

const AMOUNT_PATTERN = /^(-)?(\d{1,13})(?:\.(\d{1,2}))?$/;

/** The text of an amount, as a JSON Schema `pattern` (the Amount schema of request bodies). */
export const AMOUNT_TEXT_PATTERN = '^-?\\d{1,13}(\\.\\d{1,2})?$';

/** What an amount looks like, for messages: `${field} ${AMOUNT_FORMAT}`. */
export const AMOUNT_FORMAT =
  'must be an amount: a plain decimal number with at most two decimals, such as 12, -12.5 or "12.50" ' +
  '(no exponent, spaces, + sign or hex)';

/**
 * Parses 12, 12.5, "12.50" or "-3.1" into cents; returns undefined for anything else: "1e1", "0x10",
 * "Infinity", " 12" (text is taken as it is written, never trimmed), more than two decimals. A number is
 * read as it prints, so 1e21 ("1e+21") is refused too; a JSON body cannot write 1e1 (the api refuses
 * exponents in JSON numbers, docs/operations.md).
 */
export function toCents(value: number | string): Cents | undefined {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
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

/** 123456 → "1,234.56" (thousands separator, two decimals), as documents and messages show amounts. */
export function groupedAmount(cents: number): string {
  const [whole = '0', fraction = '00'] = formatCents(cents).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}
