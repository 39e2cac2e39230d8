import { Colors } from '@blueprintjs/core';
import { toCents } from '../../shared/money';

/** One bar of a group: its value in cents and its legend entry. */
export interface ChartSeries {
  key: string;
  label: string;
  color: string;
}

export interface ChartGroup {
  label: string;
  /** Cents per series key. */
  values: Record<string, number>;
}

const cents = (value: string | null | undefined) => (value ? (toCents(value) ?? 0) : 0);

/** The age buckets, in order, with their labels (as the api's PDF). */
export const AGE_BUCKETS = [
  { key: 'current', label: 'Not yet due' },
  { key: 'days1To30', label: '1–30 days' },
  { key: 'days31To60', label: '31–60 days' },
  { key: 'days61To90', label: '61–90 days' },
  { key: 'days91To120', label: '91–120 days' },
  { key: 'over120', label: 'Over 120 days' },
] as const;
export type AgeKey = (typeof AGE_BUCKETS)[number]['key'];

/** The aged receivables chart: one bar per bucket of the totals, greener when younger. */
export function agedChart(totals: Record<AgeKey, string>): { series: ChartSeries[]; groups: ChartGroup[] } {
  return {
    series: [{ key: 'owed', label: 'Owed', color: Colors.RED3 }],
    groups: AGE_BUCKETS.map((b) => ({ label: b.label, values: { owed: cents(totals[b.key]) } })),
  };
}

/** The profit and loss chart: income and expenses per month, as the dashboard's colours. */
export function profitChart(
  months: ReadonlyArray<{ month: string | null; income: string; expenses: string; netProfit: string }>,
): { series: ChartSeries[]; groups: ChartGroup[] } {
  return {
    series: [
      { key: 'income', label: 'Income', color: Colors.GREEN3 },
      { key: 'expenses', label: 'Expenses', color: Colors.ORANGE3 },
      { key: 'netProfit', label: 'Net profit', color: Colors.BLUE3 },
    ],
    groups: months.map((m) => ({
      label: (m.month ?? '').slice(0, 7),
      values: { income: cents(m.income), expenses: cents(m.expenses), netProfit: cents(m.netProfit) },
    })),
  };
}

const TYPE_COLORS = [Colors.BLUE3, Colors.GREEN3, Colors.VIOLET3, Colors.GOLD3, Colors.TURQUOISE3, Colors.GRAY3];

/** The payments chart: one bar per payment type per month. */
export function paymentsChart(
  types: ReadonlyArray<{ type: string; label: string }>,
  months: ReadonlyArray<{ month: string; types: ReadonlyArray<{ type: string; amount: string }> }>,
): { series: ChartSeries[]; groups: ChartGroup[] } {
  return {
    series: types.map((t, i) => ({ key: t.type, label: t.label, color: TYPE_COLORS[i % TYPE_COLORS.length]! })),
    groups: months.map((m) => ({
      label: m.month.slice(0, 7),
      values: Object.fromEntries(m.types.map((t) => [t.type, cents(t.amount)])),
    })),
  };
}

/** A report period check for the pickers: null when fine, else what is wrong. */
export function periodError(start: string, end: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(start) || !/^\d{4}-\d{2}-\d{2}$/.test(end)) return 'Choose a start and an end date.';
  if (start > end) return 'The end is before the start.';
  if (end >= `${Number(start.slice(0, 4)) + 5}${start.slice(4)}`) return 'A report covers at most 5 years.';
  return null;
}
