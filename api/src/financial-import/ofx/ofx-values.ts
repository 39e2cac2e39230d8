import { isRealDate } from '../../financial-transactions/real-date.ts';
import { toCents, type Cents } from '../../shared/money.ts';

export type OfxAmount = { cents: Cents; mark: '.' | ',' | undefined } | { reason: string };

const AMOUNT = /^([+-]?)(\d*)(?:([.,])(\d*))?$/;

/**
 * Reads an OFX amount (spec 3.2.9.1): an optional sign, digits, and a decimal point OR a decimal
 * comma (French, Belgian and Brazilian banks write `-12,50`, some mixed with `-12.80` in one file);
 * no thousands separator; no decimal mark means a whole amount. So each value is read on its own.
 * Three decimals are refused rather than guessed: `1,000` is 1.000 by the spec but one thousand
 * to whoever wrote a thousands separator. More decimals are accepted when they are zeros (`5.0000`).
 * `reason` completes the sentence `the amount "…" of the transaction …`.
 */
export function ofxAmount(text: string): OfxAmount {
  const written = text.replace(/\s+/g, '');
  const match = AMOUNT.exec(written);
  const [, sign = '', whole = '', mark, fraction = ''] = match ?? [];
  if (!match || (whole === '' && fraction === '')) return { reason: 'is not a number' };
  if (fraction.length === 3) {
    return {
      reason: `has three digits after its "${mark}": OFX amounts have no thousands separator and cents have two digits, so its meaning is not clear`,
    };
  }
  if (fraction.length > 2 && /[^0]/.test(fraction.slice(2))) return { reason: 'has more than two decimals' };
  const cents = toCents(`${sign === '-' ? '-' : ''}${whole || '0'}.${fraction.slice(0, 2) || '0'}`);
  if (cents === undefined) return { reason: 'is too large' };
  return { cents: cents === 0 ? 0 : cents, mark: mark as '.' | ',' | undefined };
}

/** YYYYMMDD, then an optional time HHMMSS.XXX (parts may be left off) and time zone `[-5:EST]`. */
const DATE_TIME =
  /^(\d{4})(\d{2})(\d{2})(?:\d{2}(?:\d{2}(?:\d{2}(?:[.,]\d{1,6})?)?)?)?\s*(?:\[[^\]]*\]|[+-]\d{1,2}(?::?\d{2})?|Z)?$/i;

/**
 * Reads an OFX date-time (spec 3.2.8.2) as the calendar date it is written with: a transaction
 * posted at `20260305230000[-5:EST]` was on 5 March for the bank and for its customer, even though
 * it was already 6 March in UTC. YYYY-MM-DD, or undefined when it is not a date.
 */
export function ofxDate(text: string): string | undefined {
  const match = DATE_TIME.exec(text.trim());
  if (!match) return undefined;
  const date = `${match[1]}-${match[2]}-${match[3]}`;
  return isRealDate(date) ? date : undefined;
}
