/**
 * How a statement was read, in words for the review (view 4): the date order and where it came from, the decimal
 * mark, the sign convention, the encoding, and the file's currency and account. The one owner of these texts.
 */
import type { DateOrder, FmImportReadingFragment, SignConvention } from '../../gql/graphql';

const DATE_ORDERS: Record<DateOrder, string> = {
  DMY: 'day/month/year',
  MDY: 'month/day/year',
  YMD: 'year/month/day',
};

const DATE_ORDER_SOURCES: Record<string, string> = {
  FILE: 'from the file',
  REGION: 'from your region',
  PROFILE: 'as you chose',
  FORMAT: 'as the format writes them',
};

/** The sign conventions as the review says them, and as the mapping step offers them. */
export const SIGN_CONVENTIONS: Record<SignConvention, string> = {
  SIGNED: 'money out is negative',
  CARD: 'card statement: purchases are money out',
  DEBIT_CREDIT: 'money out and money in columns',
  FLAG: 'a direction column',
  FORMAT: 'the format says which way money moves',
};

export const DECIMAL_MARKS: Record<string, string> = { '.': 'decimal point', ',': 'decimal comma' };

/** 'Dates read as day/month/year (from your region)'. */
export function dateOrderText(dateOrder: DateOrder, from: string | null | undefined): string {
  const source = from ? DATE_ORDER_SOURCES[from] : undefined;
  return `Dates read as ${DATE_ORDERS[dateOrder]}${source ? ` (${source})` : ''}`;
}

/** The decisions, one phrase each, in the order the review shows them. */
export function readingPhrases(reading: FmImportReadingFragment): string[] {
  const phrases: string[] = [];
  if (reading.dateOrder) phrases.push(dateOrderText(reading.dateOrder, reading.dateOrderFrom));
  if (reading.decimalMark) phrases.push(DECIMAL_MARKS[reading.decimalMark] ?? `decimal mark ${reading.decimalMark}`);
  phrases.push(SIGN_CONVENTIONS[reading.signConvention]);
  if (reading.encoding) phrases.push(`encoding ${reading.encoding}`);
  if (reading.currency) phrases.push(`currency ${reading.currency}`);
  if (reading.account) phrases.push(`account ${reading.account}`);
  return phrases;
}
