import { addDays, parseInstant } from '../shared/time.ts';

/** An instant range [from, to), ISO UTC. */
export interface InstantRange {
  from: string;
  to: string;
}

/**
 * A period of instants read as whole UTC days (summed from the daily totals tables) plus the
 * partial days at its ends (summed from the rows): a company's midnight is rarely UTC's.
 */
export interface UtcDaySplit {
  /** Whole UTC days firstDay ≤ day < endDay (null: open on that side), or null for none. */
  days: { firstDay: string | null; endDay: string | null } | null;
  /** At most two ranges outside the whole days. */
  edges: InstantRange[];
}

const midnight = (day: string) => `${day}T00:00:00.000Z`;

/** The first UTC day that starts at or after the instant. */
function ceilDay(iso: string): string {
  const day = iso.slice(0, 10);
  return iso === midnight(day) ? day : addDays(day, 1);
}

/** Splits [from, to) (null: open) into whole UTC days and the partial days at its ends. */
export function splitIntoUtcDays(from: string | null, to: string | null): UtcDaySplit {
  const firstDay = from === null ? null : ceilDay(from);
  const endDay = to === null ? null : to.slice(0, 10);
  if (firstDay !== null && endDay !== null && firstDay >= endDay) {
    return { days: null, edges: from !== null && to !== null && from < to ? [{ from, to }] : [] };
  }
  const edges: InstantRange[] = [];
  if (from !== null && firstDay !== null && from < midnight(firstDay)) edges.push({ from, to: midnight(firstDay) });
  if (to !== null && endDay !== null && midnight(endDay) < to) edges.push({ from: midnight(endDay), to });
  return { days: { firstDay, endDay }, edges };
}

/** The instants of calendar dates start … end (inclusive, null: open) in a time zone, as [from, to). */
export function localDatesAsInstants(
  start: string | null,
  end: string | null,
  timeZone: string,
): { from: string | null; to: string | null } {
  return {
    from: start === null ? null : parseInstant(`${start} 00:00`, timeZone)!,
    to: end === null ? null : parseInstant(`${addDays(end, 1)} 00:00`, timeZone)!,
  };
}
