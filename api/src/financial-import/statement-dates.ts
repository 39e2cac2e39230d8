import { isRealDate } from '../financial-transactions/real-date.ts';

const MONTHS: Readonly<Record<string, number>> = {
  jan: 1,
  january: 1,
  feb: 2,
  february: 2,
  mar: 3,
  march: 3,
  apr: 4,
  april: 4,
  may: 5,
  jun: 6,
  june: 6,
  jul: 7,
  july: 7,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  oct: 10,
  october: 10,
  nov: 11,
  november: 11,
  dec: 12,
  december: 12,
};

/** The month number of an English month name or abbreviation ('Mar', 'March', 'Sept'), else undefined. */
export function monthNumber(name: string): number | undefined {
  return MONTHS[name.toLowerCase().replace(/\.$/, '')];
}

function ymd(year: number, month: number, day: number): string | undefined {
  const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isRealDate(text) ? text : undefined;
}

type DateForm = [RegExp, (m: RegExpExecArray) => string | undefined];

const num = (m: RegExpExecArray, i: number) => Number(m[i]);

/** The date forms of the generic CSV format (docs/import-formats.md); day before month, never US order. */
const FORMS: readonly DateForm[] = [
  [/^(\d{4})-(\d{1,2})-(\d{1,2})$/, (m) => ymd(num(m, 1), num(m, 2), num(m, 3))],
  [/^(\d{4})\/(\d{1,2})\/(\d{1,2})$/, (m) => ymd(num(m, 1), num(m, 2), num(m, 3))],
  [/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, (m) => ymd(num(m, 3), num(m, 2), num(m, 1))],
  [/^(\d{1,2})-(\d{1,2})-(\d{4})$/, (m) => ymd(num(m, 3), num(m, 2), num(m, 1))],
  [/^(\d{1,2})\.(\d{1,2})\.(\d{4})$/, (m) => ymd(num(m, 3), num(m, 2), num(m, 1))],
  [/^(\d{4})(\d{2})(\d{2})$/, (m) => ymd(num(m, 1), num(m, 2), num(m, 3))],
  [
    /^(\d{1,2})[ -]([A-Za-z]{3,9}\.?)[ ,-]*(\d{4})$/,
    (m) => {
      const month = monthNumber(m[2]!);
      return month ? ymd(num(m, 3), month, num(m, 1)) : undefined;
    },
  ],
];

/** Reads a statement date in one of the accepted forms (a time of day after it is ignored); YYYY-MM-DD or undefined. */
export function parseStatementDate(text: string): string | undefined {
  const value = text.trim().replace(/[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/, '');
  for (const [pattern, build] of FORMS) {
    const match = pattern.exec(value);
    if (match) return build(match);
  }
  return undefined;
}

export const DATE_FORMS_HINT = 'YYYY-MM-DD, DD/MM/YYYY, YYYY/MM/DD, DD-MM-YYYY, D MMM YYYY (5 Mar 2026) or YYYYMMDD';
