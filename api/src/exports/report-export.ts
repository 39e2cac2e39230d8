import {
  AGE_BUCKETS,
  type AgedCents,
  type AgedReceivables,
  type PaymentsByType,
  type ProfitAndLoss,
} from '../reports/reports.ts';
import type { Cents } from '../shared/money.ts';
import { formatRate } from '../tax/line-tax.ts';
import type { TaxReport } from '../tax/tax-report.ts';
import type { ExportColumn, ExportSource } from './export-columns.ts';

/**
 * The reports as export sources (docs/exports.md, "Reports"): the rows of the screen's table, totals included,
 * written by the same CSV and XLSX writers as the lists. A report is already computed whole (a client, an
 * account or a month per row, at most a few thousand rows), so its rows come from memory rather than keyset pages.
 * The file is named after the report and its day or period, as its PDF: aged-receivables-2026-06-30.xlsx,
 * profit-and-loss-2026-01-01-2026-06-30.csv (reportFileDate).
 */

/** The date part of a report's file name: the as-of day, or the period's first and last day. */
export function reportFileDate(report: { asOf: string } | { start: string; end: string }): string {
  return 'asOf' in report ? report.asOf : `${report.start}-${report.end}`;
}

async function* fromArray<Row>(rows: readonly Row[]): AsyncGenerator<Row> {
  for (const row of rows) yield await Promise.resolve(row);
}

/** One row of the aged receivables: a client, or the last row "Total". */
interface AgedRow {
  name: string;
  figures: AgedCents;
}

export function agedReceivablesExport(report: AgedReceivables): ExportSource<AgedRow> {
  const columns: ExportColumn<AgedRow>[] = [
    { header: 'Client', kind: 'text', width: 30, value: (r) => r.name },
    ...AGE_BUCKETS.map((bucket): ExportColumn<AgedRow> => ({
      header: bucket.label,
      kind: 'money',
      width: 14,
      value: (r) => r.figures[bucket.key],
    })),
    { header: 'Total', kind: 'money', width: 14, value: (r) => r.figures.total },
    { header: 'Invoices', kind: 'integer', width: 10, value: (r) => r.figures.invoices },
  ];
  const rows: AgedRow[] = [
    ...report.clients.map((client) => ({ name: client.name, figures: client })),
    { name: 'Total', figures: report.totals },
  ];
  return { name: 'aged-receivables', title: 'Aged receivables', columns, rows: fromArray(rows) };
}

/** One row of the profit and loss: an account, a section's total, or the net profit. */
interface ProfitRow {
  code: string | null;
  name: string;
  type: string | null;
  monthsCents: readonly Cents[];
  totalCents: Cents;
}

export function profitAndLossExport(report: ProfitAndLoss): ExportSource<ProfitRow> {
  const columns: ExportColumn<ProfitRow>[] = [
    { header: 'Account code', kind: 'text', width: 12, value: (r) => r.code },
    { header: 'Account', kind: 'text', width: 30, value: (r) => r.name },
    { header: 'Type', kind: 'text', width: 10, value: (r) => r.type },
    ...report.months.map((month, index): ExportColumn<ProfitRow> => ({
      header: month.slice(0, 7),
      kind: 'money',
      width: 13,
      value: (r) => r.monthsCents[index] ?? 0,
    })),
    { header: 'Total', kind: 'money', width: 14, value: (r) => r.totalCents },
  ];
  const accountsOf = (type: 'I' | 'E'): ProfitRow[] =>
    report.accounts
      .filter((a) => a.type === type)
      .map((a) => ({
        code: a.code,
        name: a.name,
        type: type === 'I' ? 'Income' : 'Expense',
        monthsCents: a.monthsCents,
        totalCents: a.totalCents,
      }));
  const total = (name: string, key: 'incomeCents' | 'expensesCents' | 'netProfitCents'): ProfitRow => ({
    code: null,
    name,
    type: null,
    monthsCents: report.monthTotals.map((m) => m[key]),
    totalCents: report.totals[key],
  });
  const rows = [
    ...accountsOf('I'),
    total('Total income', 'incomeCents'),
    ...accountsOf('E'),
    total('Total expenses', 'expensesCents'),
    total('Net profit', 'netProfitCents'),
  ];
  return {
    name: 'profit-and-loss',
    title: 'Profit and loss',
    columns,
    rows: fromArray(rows),
  };
}

/** One row of the payments by type: a month (YYYY-MM), or the last row "Total". */
interface PaymentTypeRow {
  month: string;
  amountsCents: readonly Cents[];
  totalCents: Cents;
}

export function paymentsByTypeExport(report: PaymentsByType): ExportSource<PaymentTypeRow> {
  const columns: ExportColumn<PaymentTypeRow>[] = [
    { header: 'Month', kind: 'text', width: 10, value: (r) => r.month },
    ...report.types.map((type, index): ExportColumn<PaymentTypeRow> => ({
      header: type.label,
      kind: 'money',
      width: 16,
      value: (r) => r.amountsCents[index] ?? 0,
    })),
    { header: 'Total', kind: 'money', width: 14, value: (r) => r.totalCents },
  ];
  const rows: PaymentTypeRow[] = [
    ...report.months.map((m) => ({
      month: m.month.slice(0, 7),
      amountsCents: report.types.map((t) => m.types.find((x) => x.type === t.type)?.amountCents ?? 0),
      totalCents: m.totalCents,
    })),
    { month: 'Total', amountsCents: report.types.map((t) => t.amountCents), totalCents: report.totalCents },
  ];
  return {
    name: 'payments-by-type',
    title: 'Payments by type',
    columns,
    rows: fromArray(rows),
  };
}

/** One row of the VAT/GST report: a rate, the output total, the input tax, or the net payable. */
interface TaxRow {
  name: string;
  rate: string | null;
  lines: number | null;
  invoices: number | null;
  grossCents: Cents | null;
  netCents: Cents | null;
  taxCents: Cents;
}

export function taxReportExport(report: TaxReport): ExportSource<TaxRow> {
  const tax = report.taxName;
  const columns: ExportColumn<TaxRow>[] = [
    { header: tax, kind: 'text', width: 34, value: (r) => r.name },
    { header: 'Rate', kind: 'text', width: 8, value: (r) => r.rate },
    { header: 'Lines', kind: 'integer', width: 8, value: (r) => r.lines },
    { header: 'Invoices', kind: 'integer', width: 9, value: (r) => r.invoices },
    { header: `Gross (${tax} included)`, kind: 'money', width: 16, value: (r) => r.grossCents },
    { header: `Net (without ${tax})`, kind: 'money', width: 16, value: (r) => r.netCents },
    { header: tax, kind: 'money', width: 14, value: (r) => r.taxCents },
  ];
  const input = report.input;
  const rows: TaxRow[] = [
    ...report.rates.map((r) => ({
      name: `Collected at ${r.label}`,
      rate: formatRate(r.rateBp),
      lines: r.lines,
      invoices: r.invoices,
      grossCents: r.grossCents,
      netCents: r.netCents,
      taxCents: r.taxCents,
    })),
    {
      name: `${tax} collected (output)`,
      rate: null,
      lines: report.rates.reduce((sum, r) => sum + r.lines, 0),
      invoices: null,
      grossCents: report.output.grossCents,
      netCents: report.output.netCents,
      taxCents: report.output.taxCents,
    },
    {
      name: `${tax} paid (input, account ${input.accountCode}${input.accountName ? ` ${input.accountName}` : ''})`,
      rate: null,
      lines: null,
      invoices: null,
      grossCents: null,
      netCents: null,
      taxCents: input.taxCents,
    },
    {
      name: 'Net payable (output − input)',
      rate: null,
      lines: null,
      invoices: null,
      grossCents: null,
      netCents: null,
      taxCents: report.netPayableCents,
    },
  ];
  return { name: 'tax-report', title: `${tax} report`, columns, rows: fromArray(rows) };
}
