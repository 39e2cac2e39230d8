/**
 * All date and time handling of the client, in one module (dayjs with utc + timezone + advancedFormat).
 * - Calendar dates are 'YYYY-MM-DD' strings.
 * - Instants travel as ISO 8601 strings in UTC and are shown in the company's time zone.
 * - A conversion that fails returns its input unchanged (spec §8), so a screen never shows "Invalid Date".
 */
import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(advancedFormat);

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';
export const DATE_TIME_SECONDS_FORMAT = 'YYYY-MM-DD HH:mm:ss';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})(?::(\d{2}))?$/;
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Formats an ISO instant in a time zone: ('2026-03-01T08:30:00.000Z', 'Africa/Johannesburg') → '2026-03-01 10:30'. */
export function formatInstant(iso: string, timeZone: string, format: string = DATE_TIME_FORMAT): string {
  if (!ISO_INSTANT.test(iso)) return iso;
  try {
    const instant = dayjs(iso);
    return instant.isValid() ? instant.tz(timeZone).format(format) : iso;
  } catch {
    return iso; // an unknown time zone throws a RangeError
  }
}

/** Like formatInstant, with the zone's short name: '2026-03-01 08:30 GMT'. */
export function formatInstantWithZone(iso: string, timeZone: string): string {
  return formatInstant(iso, timeZone, `${DATE_TIME_FORMAT} z`);
}

/**
 * Converts a local wall-clock time in a time zone to an ISO instant in UTC:
 * ('2026-03-01 10:30', 'Africa/Johannesburg') → '2026-03-01T08:30:00.000Z'. Seconds are optional.
 * Returns the input unchanged when it is not a real date and time or the zone is unknown.
 */
export function localDateTimeToUtc(local: string, timeZone: string): string {
  const match = LOCAL_DATE_TIME.exec(local);
  if (!match || !isRealDate(match[1], match[2], match[3])) return local;
  const hours = Number(match[4]);
  const minutes = Number(match[5]);
  const seconds = Number(match[6] ?? '0');
  if (hours > 23 || minutes > 59 || seconds > 59) return local;
  try {
    const instant = dayjs.tz(local, timeZone);
    return instant.isValid() ? instant.utc().toISOString() : local;
  } catch {
    return local;
  }
}

/** True for a real calendar date written 'YYYY-MM-DD' (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value);
  return match !== null && isRealDate(match[1], match[2], match[3]);
}

/** Today's calendar date in a time zone. */
export function todayInZone(timeZone: string, now: Date = new Date()): string {
  return dayjs(now).tz(timeZone).format(DATE_FORMAT);
}

/** The first day of the current year in a time zone: '2026-01-01'. */
export function startOfYearInZone(timeZone: string, now: Date = new Date()): string {
  return dayjs(now).tz(timeZone).startOf('year').format(DATE_FORMAT);
}

/** The first day of the current month in a time zone: '2026-03-01'. */
export function startOfMonthInZone(timeZone: string, now: Date = new Date()): string {
  return dayjs(now).tz(timeZone).startOf('month').format(DATE_FORMAT);
}

/** A calendar date as its month for people: '2026-03-01' → 'Mar 2026'. Returns the input unchanged when invalid. */
export function formatCalendarMonth(date: string): string {
  if (!isCalendarDate(date)) return date;
  return dayjs(date).format('MMM YYYY');
}

/** The current local time in a time zone with the minutes set to 0: '2026-03-01 10:00' (payment default, spec §9). */
export function currentHourInZone(timeZone: string, now: Date = new Date()): string {
  return dayjs(now).tz(timeZone).format('YYYY-MM-DD HH:00');
}

function isRealDate(year: string | undefined, month: string | undefined, day: string | undefined): boolean {
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  if (!(m >= 1 && m <= 12 && d >= 1)) return false;
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}
