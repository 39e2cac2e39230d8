/** What a bank profile reads, in words for the profiles screen (the words of the review's reading line). */
import type { DateOrder, SignConvention } from '../../gql/graphql';
import { DECIMAL_MARKS, SIGN_CONVENTIONS } from './importReading';

const DELIMITERS: Record<string, string> = { ',': 'comma', ';': 'semicolon', '|': 'pipe', '\t': 'tab' };
const DATE_ORDERS: Record<DateOrder, string> = { DMY: 'day/month/year', MDY: 'month/day/year', YMD: 'year/month/day' };

export interface ProfileLayoutParts {
  delimiter: string;
  dateOrder: DateOrder;
  decimalMark: string;
  signConvention: SignConvention;
}

/** 'Comma-separated · dates day/month/year · decimal comma · money out is negative'. */
export function profileReadsText(layout: ProfileLayoutParts | null | undefined): string {
  if (!layout) return 'Layout not known';
  const delimiter = DELIMITERS[layout.delimiter] ?? `"${layout.delimiter}"`;
  return [
    `${delimiter.charAt(0).toUpperCase()}${delimiter.slice(1)}-separated`,
    `dates ${DATE_ORDERS[layout.dateOrder]}`,
    DECIMAL_MARKS[layout.decimalMark] ?? `decimal mark ${layout.decimalMark}`,
    SIGN_CONVENTIONS[layout.signConvention],
  ].join(' · ');
}

/** 'Never used' or the date (and time) a review last read a file with it, in the viewer's locale. */
export function lastUsedText(lastUsedAt: string | null | undefined, timeZone?: string): string {
  if (!lastUsedAt) return 'Never used';
  const date = new Date(lastUsedAt);
  if (Number.isNaN(date.getTime())) return 'Never used';
  return `Last used ${date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) })}`;
}
