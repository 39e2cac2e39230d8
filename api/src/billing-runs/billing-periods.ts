import type { PlanFrequency } from '../billing-plans/billing-plans-repository.ts';
import { addDays } from '../shared/time.ts';

/**
 * The billing calendar: which spans a plan bills, by its frequency, and which of them a run must
 * still bill. Pure functions over `YYYY-MM-DD` strings (decision 27 in docs/decisions.md).
 *
 * A plan bills whole calendar units: W an ISO week (Monday to Sunday), M a month, Q a quarter,
 * Y a year; O once, ever. A run bills, for each client, every unit that overlaps both the run's
 * period and the client's time on the plan and that no invoice of the client and plan has billed yet.
 */

/** Inclusive span of calendar dates. */
export interface Span {
  start: string;
  end: string;
}

/** One unit a plan bills: a week, month, quarter or year (or the one-off charge), with its name. */
export interface BillingUnit extends Span {
  label: string;
}

/** An invoice that already billed the plan to the client: its span, and the run that made it, if any. */
export interface BilledSpan {
  start: string;
  /** Null on invoices from before spans were stored: then the unit containing `start`. */
  end: string | null;
  invoiceUniqueId: string;
  run: Span | null;
}

export interface DueInput {
  frequency: PlanFrequency;
  period: Span;
  /** The client's times on the plan (end null: open); those overlapping the period matter. */
  onPlan: ReadonlyArray<{ start: string; end: string | null }>;
  billed: readonly BilledSpan[];
}

export interface DueResult {
  /** The units the run bills now, in date order. */
  due: BillingUnit[];
  /** The units of the run that were billed before, each with the invoices that billed it. */
  alreadyBilled: Array<{ unit: BillingUnit; by: BilledSpan[] }>;
}

type CalendarFrequency = Exclude<PlanFrequency, 'O'>;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export const FREQUENCY_ADJECTIVE: Record<PlanFrequency, string> = {
  W: 'weekly',
  M: 'monthly',
  Q: 'quarterly',
  Y: 'yearly',
  O: 'one-off',
};

const ONE_OFF_LABEL = 'one-off';

function parts(date: string): { year: number; month: number } {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return { year, month };
}

/** The date of (year, month, day), normalized as Date does: month 13 is next January, day 0 the month before's last. */
function dateOf(year: number, month: number, day: number): string {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  return d.toISOString().slice(0, 10);
}

/** The unit of a calendar frequency that contains `date`. */
export function unitContaining(frequency: CalendarFrequency, date: string): BillingUnit {
  const { year, month } = parts(date);
  switch (frequency) {
    case 'W': {
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
      const start = addDays(date, -((weekday + 6) % 7));
      return { start, end: addDays(start, 6), label: `week of ${start}` };
    }
    case 'M':
      return { start: dateOf(year, month, 1), end: dateOf(year, month + 1, 0), label: `${MONTHS[month - 1]} ${year}` };
    case 'Q': {
      const first = month - ((month - 1) % 3);
      return {
        start: dateOf(year, first, 1),
        end: dateOf(year, first + 3, 0),
        label: `${year} Q${(first + 2) / 3}`,
      };
    }
    case 'Y':
      return { start: dateOf(year, 1, 1), end: dateOf(year, 12, 31), label: String(year) };
  }
}

/** Every unit of a calendar frequency that overlaps [from, to], in order. */
export function unitsOverlapping(frequency: CalendarFrequency, from: string, to: string): BillingUnit[] {
  const units: BillingUnit[] = [];
  for (
    let unit = unitContaining(frequency, from);
    unit.start <= to;
    unit = unitContaining(frequency, addDays(unit.end, 1))
  ) {
    units.push(unit);
  }
  return units;
}

const overlaps = (a: Span, b: Span) => a.start <= b.end && b.start <= a.end;

/** The span an earlier invoice billed: as stored, or (older rows) the unit containing its start. */
function billedSpan(frequency: CalendarFrequency, billed: BilledSpan): Span {
  return billed.end === null ? unitContaining(frequency, billed.start) : { start: billed.start, end: billed.end };
}

/**
 * What a run for `period` bills a client on a plan: the units that overlap the period and the client's
 * time on the plan, less those an earlier invoice of the plan to the client overlaps (a plan is never
 * billed twice for a day). A one-off plan is due once: when nothing was ever billed; its unit is the
 * client's first day on the plan in the period.
 */
export function dueUnits({ frequency, period, onPlan, billed }: DueInput): DueResult {
  const times = onPlan
    .map((t) => ({
      start: t.start > period.start ? t.start : period.start,
      end: t.end === null || t.end > period.end ? period.end : t.end,
    }))
    .filter((t) => t.start <= t.end)
    .sort((a, b) => a.start.localeCompare(b.start));
  if (times.length === 0) return { due: [], alreadyBilled: [] };
  if (frequency === 'O') {
    const start = times[0]!.start;
    const unit = { start, end: start, label: ONE_OFF_LABEL };
    return billed.length === 0
      ? { due: [unit], alreadyBilled: [] }
      : { due: [], alreadyBilled: [{ unit, by: [...billed] }] };
  }
  const units = new Map<string, BillingUnit>();
  for (const time of times) {
    for (const unit of unitsOverlapping(frequency, time.start, time.end)) units.set(unit.start, unit);
  }
  const result: DueResult = { due: [], alreadyBilled: [] };
  for (const unit of [...units.values()].sort((a, b) => a.start.localeCompare(b.start))) {
    const by = billed.filter((b) => overlaps(billedSpan(frequency, b), unit));
    if (by.length === 0) result.due.push(unit);
    else result.alreadyBilled.push({ unit, by });
  }
  return result;
}

/** Names units for people: "July 2026", "July 2026 to September 2026", "weeks of 2026-07-06 to 2026-07-27", or a list when there are gaps. */
export function unitsLabel(units: readonly BillingUnit[]): string {
  const first = units[0];
  const last = units[units.length - 1];
  if (!first || !last) return '';
  if (units.length === 1) return first.label;
  const contiguous = units.every((u, i) => i === 0 || u.start === addDays(units[i - 1]!.end, 1));
  if (!contiguous) return units.map((u) => u.label).join(', ');
  if (first.label.startsWith('week of ')) return `weeks of ${first.start} to ${last.start}`;
  return `${first.label} to ${last.label}`;
}

/** Why a client is not billed: "quarterly plan already billed for 2026 Q3 (billing run of 2026-07-01 to 2026-07-31)". */
export function alreadyBilledReason(frequency: PlanFrequency, alreadyBilled: DueResult['alreadyBilled']): string {
  const by = alreadyBilled.flatMap((a) => a.by);
  const runs = [...new Set(by.flatMap((b) => (b.run ? [`${b.run.start} to ${b.run.end}`] : [])))];
  const invoices = [...new Set(by.filter((b) => !b.run).map((b) => b.invoiceUniqueId))];
  const sources = [
    ...(runs.length === 0 ? [] : [`${runs.length === 1 ? 'billing run' : 'billing runs'} of ${runs.join(', ')}`]),
    ...(invoices.length === 0 ? [] : [`${invoices.length === 1 ? 'invoice' : 'invoices'} ${invoices.join(', ')}`]),
  ].join('; ');
  const what = frequency === 'O' ? '' : ` for ${unitsLabel(alreadyBilled.map((a) => a.unit))}`;
  return `${FREQUENCY_ADJECTIVE[frequency]} plan already billed${what} (${sources})`;
}
