import { startOfMonthInZone, startOfYearInZone, todayInZone } from '../../shared/dates';
import { DEFAULT_TYPE, type FmLocation, type TypeChoice } from './fmNavigation';
import type { Period } from './PeriodPicker';

/** The start of the range when the list is opened on one invoice's or appointment's transactions. */
export const EARLIEST_DATE = '2000-01-01';

/**
 * The list's date range (spec §9): start of the current year → start of the current month, unless the URL says
 * otherwise. Opened on an invoice or an appointment, it covers all dates up to today, so none of its
 * transactions is hidden by the range.
 */
export function listPeriod(location: FmLocation, timeZone: string, now: Date = new Date()): Period {
  const byReference = location.invoiceId !== undefined || location.appointmentId !== undefined;
  return {
    start: location.start ?? (byReference ? EARLIEST_DATE : startOfYearInZone(timeZone, now)),
    end: location.end ?? (byReference ? todayInZone(timeZone, now) : startOfMonthInZone(timeZone, now)),
  };
}

/** Spec §9: the list shows E-type transactions; opened on an invoice or an appointment, all types. */
export function listType(location: FmLocation): TypeChoice {
  const byReference = location.invoiceId !== undefined || location.appointmentId !== undefined;
  return location.type ?? (byReference ? 'ALL' : DEFAULT_TYPE);
}
