import type { DecimalMark } from '../statement-amounts.ts';
import type { SignConvention } from '../statement-row.ts';
import type { StatementEncoding } from '../text-encoding.ts';

export type CsvDelimiter = ',' | ';' | '\t' | '|';
export const CSV_DELIMITERS: readonly CsvDelimiter[] = [',', ';', '\t', '|'];

/** Which column (0-based) holds what. Description columns are joined in the order given. */
export interface CsvColumns {
  date: number;
  valueDate?: number;
  description: number[];
  amount?: number;
  debit?: number;
  credit?: number;
  flag?: number;
  currency?: number;
  reference?: number;
  balance?: number;
  accountCode?: number;
}

/**
 * How to read one bank's CSV export: everything the reader decides about a file, and everything a
 * person can change in the mapping step. Saved as a bank profile, it reads the bank's next file.
 */
export interface CsvLayout {
  encoding: StatementEncoding;
  delimiter: CsvDelimiter;
  /** Records (non-blank rows) above the header, or above the first transaction when there is no header. */
  skipRecords: number;
  hasHeader: boolean;
  columns: CsvColumns;
  dateOrder: 'DMY' | 'MDY';
  decimalMark: DecimalMark;
  signConvention: Exclude<SignConvention, 'format'>;
  /** With a flag column: its values (lower case) that mean money out; every other value means money in. */
  outFlags?: string[];
}

/** A reason the reader is not sure, with what it would do: the mapping step asks about it. */
export interface LayoutQuestion {
  about: 'columns' | 'dateOrder' | 'decimalMark' | 'signConvention' | 'header';
  message: string;
}
