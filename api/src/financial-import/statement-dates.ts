import { isRealDate } from '../financial-transactions/real-date.ts';
import type { DateOrder } from './statement-row.ts';

/**
 * Month names and abbreviations in the languages of our users' banks: English, German, Dutch,
 * French, Spanish, Portuguese, Afrikaans, Czech and Hungarian. Keys are lower case without accents.
 */
const MONTH_NAMES: ReadonlyArray<readonly string[]> = [
  ['jan', 'january', 'januar', 'januari', 'janvier', 'janv', 'enero', 'ene', 'janeiro', 'januarie', 'leden', 'januar'],
  ['feb', 'february', 'februar', 'februari', 'fevrier', 'fevr', 'febrero', 'fev', 'fevereiro', 'februarie', 'unor'],
  ['mar', 'march', 'marz', 'mrz', 'maart', 'mrt', 'mars', 'marzo', 'marco', 'brezen', 'marc', 'maerz'],
  ['apr', 'april', 'avril', 'avr', 'abril', 'abr', 'duben', 'aprilis'],
  ['may', 'mai', 'mei', 'mayo', 'maio', 'kveten', 'majus', 'maj'],
  ['jun', 'june', 'juni', 'juin', 'junio', 'junho', 'junie', 'cerven', 'junius'],
  ['jul', 'july', 'juli', 'juillet', 'juil', 'julio', 'julho', 'julie', 'cervenec', 'julius'],
  ['aug', 'august', 'augustus', 'aout', 'agosto', 'ago', 'srpen', 'augusztus'],
  [
    'sep',
    'sept',
    'september',
    'septembre',
    'septiembre',
    'setiembre',
    'set',
    'setembro',
    'zari',
    'szeptember',
    'szept',
  ],
  ['oct', 'october', 'okt', 'oktober', 'octobre', 'octubre', 'out', 'outubro', 'rijen', 'oktober'],
  ['nov', 'november', 'novembre', 'noviembre', 'novembro', 'listopad'],
  ['dec', 'december', 'dez', 'dezember', 'decembre', 'diciembre', 'dic', 'dezembro', 'des', 'desember', 'prosinec'],
];

const MONTHS: ReadonlyMap<string, number> = new Map(
  MONTH_NAMES.flatMap((names, index) => names.map((name) => [name, index + 1] as const)),
);

function plain(word: string): string {
  return word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\.$/, '');
}

/** The month number of a month name or abbreviation in one of our languages ('Mar', 'März', 'févr.'). */
export function monthNumber(name: string): number | undefined {
  return MONTHS.get(plain(name));
}

function ymd(year: number, month: number, day: number): string | undefined {
  const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isRealDate(text) ? text : undefined;
}

/** A two-digit year is this century's, unless that would be years ahead of `latestYear`. */
function fullYear(text: string, latestYear: number): number {
  if (text.length === 4) return Number(text);
  const year = 2000 + Number(text);
  return year > latestYear ? year - 100 : year;
}

/**
 * The readings of a statement date: `fixed` when its form fixes the order (ISO, Y/M/D, YYYYMMDD, a
 * month name), with `form` saying which; else the D/M/Y and M/D/Y readings that are real dates.
 */
export interface DateReadings {
  fixed?: string;
  form?: DateOrder;
  DMY?: string;
  MDY?: string;
}

/** Drops a time of day and a zone after the date: 2026-03-05T14:30:00+01:00, 05.03.2026 14:30, 3/5/2026 2:30 PM. */
function withoutTime(text: string): string {
  return text
    .trim()
    .replace(
      /(?:[ T]|, ?)\d{1,2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:\s?[AaPp]\.?[Mm]\.?)?(?:\s?(?:Z|[+-]\d{2}:?\d{2}|UTC|GMT|[A-Z]{3,4}))?$/,
      '',
    );
}

const NUMERIC = /^(\d{1,4})([./\- ])(\d{1,2})\2(\d{1,4})\.?$/;
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
const DAY_MONTH_YEAR = /^(\d{1,2})\.?[ \-/.]*([^\d\s.,/-]{3,12}\.?)[ \-/.,]*(\d{4}|\d{2})$/u;
const MONTH_DAY_YEAR = /^([^\d\s.,/-]{3,12}\.?)[ \-/.]*(\d{1,2})(?:st|nd|rd|th)?,?[ \-/.]*(\d{4})$/u;
const YEAR_MONTH_DAY = /^(\d{4})[ \-/.]([^\d\s.,/-]{3,12}\.?)[ \-/.](\d{1,2})$/u;

function fixed(date: string | undefined, form: DateOrder): DateReadings {
  return date ? { fixed: date, form } : {};
}

/**
 * Every reading of a statement date: ISO, Y/M/D and month-name forms have one; D/M/Y and M/D/Y
 * forms with both numbers ≤ 12 have two, and the file's other dates decide (`narrowDateOrders`).
 * Any separator (`/ - . space`), two-digit years, a time and zone after the date. Empty: no date.
 */
export function dateReadings(text: string, latestYear: number): DateReadings {
  // A statement repeats its dates row after row: each is read once (a bounded cache, so memory stays flat).
  if (latestYear !== readingsYear) {
    READINGS.clear();
    readingsYear = latestYear;
  }
  const cached = READINGS.get(text);
  if (cached) return cached;
  const readings = Object.freeze(readingsOf(text, latestYear));
  if (READINGS.size >= READINGS_KEPT) READINGS.clear();
  READINGS.set(text, readings);
  return readings;
}

/** The readings of the dates seen last, for one `latestYear` (two-digit years depend on it). */
const READINGS = new Map<string, DateReadings>();
const READINGS_KEPT = 4096;
let readingsYear = 0;

function readingsOf(text: string, latestYear: number): DateReadings {
  const value = withoutTime(text);
  const compact = COMPACT.exec(value);
  if (compact) return fixed(ymd(Number(compact[1]), Number(compact[2]), Number(compact[3])), 'YMD');
  const numeric = NUMERIC.exec(value);
  if (numeric) {
    const [, a = '', , b = '', c = ''] = numeric;
    if (a.length === 4) return c.length <= 2 ? fixed(ymd(Number(a), Number(b), Number(c)), 'YMD') : {};
    if (a.length > 2 || (c.length !== 4 && c.length !== 2)) return {};
    const year = fullYear(c, latestYear);
    // Dates written with dots (05.03.26) are day first wherever they are written; M/D/Y uses slashes.
    if (numeric[2] === '.') return fixed(ymd(year, Number(b), Number(a)), 'DMY');
    const readings: DateReadings = {};
    const dmy = ymd(year, Number(b), Number(a));
    const mdy = ymd(year, Number(a), Number(b));
    if (dmy) readings.DMY = dmy;
    if (mdy) readings.MDY = mdy;
    return readings;
  }
  const named = DAY_MONTH_YEAR.exec(value);
  if (named) {
    const month = monthNumber(named[2]!);
    return fixed(month ? ymd(fullYear(named[3]!, latestYear), month, Number(named[1])) : undefined, 'DMY');
  }
  const monthFirst = MONTH_DAY_YEAR.exec(value);
  if (monthFirst) {
    const month = monthNumber(monthFirst[1]!);
    return fixed(month ? ymd(Number(monthFirst[3]), month, Number(monthFirst[2])) : undefined, 'MDY');
  }
  const yearFirst = YEAR_MONTH_DAY.exec(value);
  if (yearFirst) {
    const month = monthNumber(yearFirst[2]!);
    return fixed(month ? ymd(Number(yearFirst[1]), month, Number(yearFirst[3])) : undefined, 'YMD');
  }
  return {};
}

/** True when the text is a date in at least one order. */
export function looksLikeDate(text: string, latestYear: number): boolean {
  const r = dateReadings(text, latestYear);
  return Boolean(r.fixed ?? r.DMY ?? r.MDY);
}

/** The date read in the file's order (D/M/Y or M/D/Y); a form that fixes its order reads the same in any file. */
export function readDate(text: string, order: 'DMY' | 'MDY', latestYear: number): string | undefined {
  const readings = dateReadings(text, latestYear);
  return readings.fixed ?? readings[order];
}

/**
 * Narrows the orders a file's dates can be read in, one date at a time: a date with a day above 12
 * rules out the other order. Dates whose form fixes the order (ISO, month names) narrow nothing.
 */
export function narrowDateOrders(possible: Set<'DMY' | 'MDY'>, readings: DateReadings): void {
  if (readings.fixed) return;
  if (readings.DMY && !readings.MDY) possible.delete('MDY');
  if (readings.MDY && !readings.DMY) possible.delete('DMY');
}

/** The statement-date forms, for messages. */
export const DATE_FORMS_HINT =
  'YYYY-MM-DD, DD/MM/YYYY, MM/DD/YYYY, YYYY/MM/DD, DD.MM.YY, YYYYMMDD or 5 Mar 2026, with any separator';

/** Reads a date whose form fixes its order, or D/M/Y; for callers that know their order (FNB's PDF). */
export function parseStatementDate(text: string): string | undefined {
  const readings = dateReadings(text, 9999);
  return readings.fixed ?? readings.DMY;
}
