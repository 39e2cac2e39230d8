import { formatCents, type Cents } from '../shared/money.ts';

/**
 * What a column of an export holds, which decides how each format writes it:
 * - text: a string (CSV guards it against formula injection; XLSX writes it as a string cell);
 * - money: integer cents (CSV "1234.50", XLSX a number cell 1234.5 with a two-decimal format);
 * - date: a calendar date 'YYYY-MM-DD' (CSV as is, XLSX a real date cell);
 * - integer: a count or an id (a number in both).
 */
export type ColumnKind = 'text' | 'money' | 'date' | 'integer';

export interface ExportColumn<Row> {
  header: string;
  kind: ColumnKind;
  /** Excel column width in characters. */
  width: number;
  value: (row: Row) => string | number | null;
}

/** A list as an export sees it: its columns and its rows, read page by page. */
export interface ExportSource<Row> {
  /** The file name's first part, e.g. invoices → invoices-2026-11-24.csv. */
  name: string;
  /** The sheet's name in the XLSX workbook. */
  title: string;
  columns: readonly ExportColumn<Row>[];
  rows: AsyncIterable<Row>;
}

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A money cell's value as the CSV writes it: "1234.50", a dot and two decimals, no thousands separator. */
export function moneyText(cents: Cents): string {
  return formatCents(cents);
}
