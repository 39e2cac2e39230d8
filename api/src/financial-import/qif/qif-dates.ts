import { isRealDate } from '../../financial-transactions/real-date.ts';
import { unreadable } from '../statement-row.ts';

/**
 * A QIF date split into its parts. QIF has no fixed date form: Quicken US writes `1/ 2'26` (space
 * padded, an apostrophe before a year from 2000) or `1/2/98`, others `01/02/2026`, `1.2.2026`,
 * `1-2-26`, `2026-01-02` or `20260102`; the day/month order is not stated anywhere.
 */
export type QifDateParts =
  | { form: 'year-first'; year: number; month: number; day: number }
  | { form: 'pair'; first: number; second: number; year: number; twoDigitYear: boolean };

export interface QifDate {
  line: number;
  text: string;
  parts: QifDateParts;
}

export const QIF_DATE_HINT = "QIF dates look like 01/31/2026, 31.01.2026, 1/31'26 or 2026-01-31";

export function splitQifDate(text: string): QifDateParts | undefined {
  const value = text.replace(/\s+/g, '');
  const yearFirst = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(value) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (yearFirst) {
    return { form: 'year-first', year: Number(yearFirst[1]), month: Number(yearFirst[2]), day: Number(yearFirst[3]) };
  }
  const pair = /^(\d{1,2})[-/.](\d{1,2})([-/.'])(\d{1,2}|\d{4})$/.exec(value);
  if (!pair) return undefined;
  const [, first, second, separator, year] = pair;
  if (year!.length === 4)
    return { form: 'pair', first: Number(first), second: Number(second), year: Number(year), twoDigitYear: false };
  // The apostrophe is Quicken's mark of a year from 2000 on: '26 is 2026, never 1926.
  if (separator === "'") {
    return {
      form: 'pair',
      first: Number(first),
      second: Number(second),
      year: 2000 + Number(year),
      twoDigitYear: false,
    };
  }
  return { form: 'pair', first: Number(first), second: Number(second), year: Number(year), twoDigitYear: true };
}

/**
 * The order of day and month in a file's dates, from all of them: a first part above 12 can only
 * be a day (DMY), a second part above 12 only a day (MDY). Dates that say both are refused, naming
 * the line of the one that contradicts an earlier one. When no date decides, `fallback` (the
 * company's region) is used.
 */
export function decideDateOrder(
  dates: readonly QifDate[],
  fallback: 'DMY' | 'MDY',
): { order: 'DMY' | 'MDY' | 'YMD'; from: 'file' | 'region'; evidence?: QifDate } {
  let dayFirst: QifDate | undefined;
  let monthFirst: QifDate | undefined;
  let pairs = 0;
  for (const date of dates) {
    if (date.parts.form !== 'pair') continue;
    pairs += 1;
    const { first, second } = date.parts;
    if (first > 12 && second <= 12) dayFirst ??= date;
    if (second > 12 && first <= 12) monthFirst ??= date;
    if (dayFirst && monthFirst) {
      const [earlier, later] = dayFirst === date ? [monthFirst, dayFirst] : [dayFirst, monthFirst];
      const order = (d: QifDate) => (d === dayFirst ? 'the day first' : 'the month first');
      throw unreadable(
        `Line ${later.line}: the date "${later.text}" puts ${order(later)}, but "${earlier.text}" on line ${earlier.line} puts ${order(earlier)}; the dates of one file must all be in one order`,
      );
    }
  }
  if (pairs === 0) return { order: 'YMD', from: 'file' };
  if (dayFirst) return { order: 'DMY', from: 'file', evidence: dayFirst };
  if (monthFirst) return { order: 'MDY', from: 'file', evidence: monthFirst };
  return { order: fallback, from: 'region' };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The day after `date` a year later: two-digit years beyond it are of the 1900s. */
function yearAfter(date: string): string {
  return `${Number(date.slice(0, 4)) + 1}${date.slice(4)}`;
}

/**
 * The date as YYYY-MM-DD in the file's order, or undefined when it is no calendar date. A two-digit
 * year is 20yy, or 19yy when 20yy would be more than a year after `latest` (`1/2/98` is 1998).
 */
export function qifDateValue(parts: QifDateParts, order: 'DMY' | 'MDY' | 'YMD', latest: string): string | undefined {
  if (parts.form === 'year-first') {
    const date = `${parts.year}-${pad(parts.month)}-${pad(parts.day)}`;
    return isRealDate(date) ? date : undefined;
  }
  const [day, month] = order === 'MDY' ? [parts.second, parts.first] : [parts.first, parts.second];
  let date = `${parts.twoDigitYear ? 2000 + parts.year : parts.year}-${pad(month)}-${pad(day)}`;
  if (parts.twoDigitYear && date > yearAfter(latest)) date = `${1900 + parts.year}${date.slice(4)}`;
  return isRealDate(date) ? date : undefined;
}
