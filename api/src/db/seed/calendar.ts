/** Calendar arithmetic on day numbers (days since 1970-01-01, UTC), so generated dates never depend on the clock. */
export const DAY_MS = 86_400_000;
export const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function parseDay(iso: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const day = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS : Number.NaN;
  if (!Number.isInteger(day) || formatDay(day) !== iso) throw new RangeError(`not a calendar date: ${iso}`);
  return day;
}

export function formatDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function utcToday(): string {
  return new Date().toISOString().slice(0, 10);
}

export function dayOf(year: number, month: number, date: number): number {
  return Date.UTC(year, month - 1, date) / DAY_MS;
}

export function partsOf(day: number): { year: number; month: number; date: number } {
  const d = new Date(day * DAY_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, date: d.getUTCDate() };
}

/** 0 Sunday … 6 Saturday. */
export function weekday(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

export function lastDateOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The first day of the month `months` after the month of `day`. */
export function addMonths(day: number, months: number): number {
  const { year, month } = partsOf(day);
  return dayOf(year, month + months, 1);
}

/** An instant on `day` at `minute` minutes after midnight UTC, as an ISO string. */
export function instantOf(day: number, minute: number): string {
  return new Date(day * DAY_MS + minute * 60_000).toISOString();
}
