/**
 * The dates the api accepts for money: an invoice's date and due date, a payment's date and a transaction's
 * processed date. Outside them a date is far more likely a typing slip (2062 for 2026, 0026) than a real
 * booking, and a slip there would quietly move money out of every report, so it is refused with its reason.
 */
import dayjs from 'dayjs';
import { badRequest } from './problem.ts';
import { todayIn } from './time.ts';

/** The earliest date accepted. */
export const EARLIEST_DATE = '1990-01-01';

/** The latest date accepted: one year after today in the company's time zone. */
export function latestDateFor(timeZone: string): string {
  return dayjs(todayIn(timeZone), 'YYYY-MM-DD').add(1, 'year').format('YYYY-MM-DD');
}

/** Why a calendar date (YYYY-MM-DD) is outside the horizon, or undefined when it is inside. */
export function horizonError(date: string, timeZone: string): string | undefined {
  if (date < EARLIEST_DATE) return `is before ${EARLIEST_DATE}, the earliest date accepted`;
  const latest = latestDateFor(timeZone);
  if (date > latest) return `is after ${latest}, the latest date accepted (a year from today)`;
  return undefined;
}

/** Refuses (400, naming the field) a calendar date outside the horizon. */
export function assertWithinHorizon(field: string, date: string, timeZone: string): void {
  const reason = horizonError(date, timeZone);
  if (reason) throw badRequest(`${field} ${date} ${reason}`, [{ field, message: reason }]);
}
