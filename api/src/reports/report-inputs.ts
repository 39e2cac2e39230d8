import dayjs from 'dayjs';
import { badRequest } from '../shared/problem.ts';
import { isCalendarDate } from '../shared/time.ts';

/** A report's period covers at most this many years (60 monthly columns). */
export const MAX_REPORT_YEARS = 5;

export interface ReportPeriod {
  start: string;
  end: string;
}

/** start and end YYYY-MM-DD, start ≤ end, at most five years; 400 naming the wrong part. */
export function reportPeriod(query: { start?: string | undefined; end?: string | undefined }): ReportPeriod {
  const start = query.start?.trim() ?? '';
  const end = query.end?.trim() ?? '';
  const errors: { field: string; message: string }[] = [];
  if (!isCalendarDate(start))
    errors.push({ field: 'querystring.start', message: `"${start}" is not a date (YYYY-MM-DD)` });
  if (!isCalendarDate(end)) errors.push({ field: 'querystring.end', message: `"${end}" is not a date (YYYY-MM-DD)` });
  if (errors.length === 0 && start > end) {
    errors.push({ field: 'querystring.end', message: `the end ${end} is before the start ${start}` });
  }
  if (errors.length === 0 && dayjs(end).isAfter(dayjs(start).add(MAX_REPORT_YEARS, 'year').subtract(1, 'day'))) {
    errors.push({ field: 'querystring.end', message: `a report covers at most ${MAX_REPORT_YEARS} years` });
  }
  if (errors.length > 0) throw badRequest(errors.map((e) => `${e.field}: ${e.message}`).join('; '), errors);
  return { start, end };
}

/** The as-of date of the aged receivables, YYYY-MM-DD; 400 otherwise. */
export function asOfDate(query: { asOf?: string | undefined }): string {
  const asOf = query.asOf?.trim() ?? '';
  if (!isCalendarDate(asOf)) {
    const errors = [{ field: 'querystring.asOf', message: `"${asOf}" is not a date (YYYY-MM-DD)` }];
    throw badRequest(`querystring.asOf: ${errors[0]!.message}`, errors);
  }
  return asOf;
}
