import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

/**
 * A region's default time zone: spec §9 gives ZA Africa/Johannesburg and London otherwise; for regions whose
 * practices are not on London time DESIGN.md gives a local default (CA America/Toronto, IN Asia/Kolkata).
 */
const DEFAULT_TIME_ZONES: Readonly<Record<string, string>> = {
  ZA: 'Africa/Johannesburg',
  UK: 'Europe/London',
  CA: 'America/Toronto',
  IN: 'Asia/Kolkata',
};

export function defaultTimeZone(region: string): string {
  return DEFAULT_TIME_ZONES[region] ?? 'Europe/London';
}

/** The company's time zone: the one it chose (companies.time_zone), else its region's default. */
export function timeZoneOf(region: string, chosen?: string | null): string {
  return chosen || defaultTimeZone(region);
}

const IANA_ZONES = new Set(Intl.supportedValuesOf('timeZone'));

/** Whether a company may choose this zone: an IANA name this runtime knows (UTC included). */
export function isKnownTimeZone(zone: string): boolean {
  return zone === 'UTC' || IANA_ZONES.has(zone);
}

const LOCAL_FORMATS = ['YYYY-MM-DD HH:mm', 'YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DDTHH:mm', 'YYYY-MM-DDTHH:mm:ss'];
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * Reads an instant as the REST contract allows it: ISO 8601 with a zone, or the spec's
 * 'YYYY-MM-DD HH:mm[:ss]' in the company's local time. Returns ISO UTC, or undefined if invalid.
 */
export function parseInstant(value: string, timeZone: string): string | undefined {
  const text = value.trim();
  if (ISO_WITH_ZONE.test(text)) {
    const parsed = dayjs(text);
    return parsed.isValid() ? parsed.toISOString() : undefined;
  }
  for (const format of LOCAL_FORMATS) {
    const local = dayjs(text, format, true);
    if (local.isValid()) return dayjs.tz(local.format('YYYY-MM-DD HH:mm:ss'), timeZone).toISOString();
  }
  return undefined;
}

/** Formats an instant for people in a time zone: 'YYYY-MM-DD HH:mm'. */
export function formatInstant(iso: string, timeZone: string, format = 'YYYY-MM-DD HH:mm'): string {
  return dayjs(iso).tz(timeZone).format(format);
}

/** True when `value` is a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  return dayjs(value, 'YYYY-MM-DD', true).isValid();
}

/** Today's calendar date in a time zone. */
export function todayIn(timeZone: string): string {
  return dayjs().tz(timeZone).format('YYYY-MM-DD');
}

/** A calendar date `days` later (or earlier, when negative): '2026-01-31' + 1 → '2026-02-01'. */
export function addDays(date: string, days: number): string {
  return dayjs.utc(date, 'YYYY-MM-DD', true).add(days, 'day').format('YYYY-MM-DD');
}
