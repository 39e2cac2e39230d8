import { badRequest } from '../../shared/problem.ts';
import type { StatementEncoding } from '../text-encoding.ts';
import type { LayoutChoices } from './decide-layout.ts';
import { flagKey } from './cell-kinds.ts';
import { CSV_DELIMITERS, type CsvColumns } from './layout.ts';
import { MAX_COLUMNS } from './spool.ts';

const ENCODINGS: readonly StatementEncoding[] = [
  'utf-8',
  'utf-16le',
  'utf-16be',
  'windows-1252',
  'iso-8859-1',
  'windows-1250',
  'iso-8859-2',
];
const SIGNS = ['signed', 'card', 'debit-credit', 'flag'] as const;
const SINGLE_COLUMNS = [
  'date',
  'valueDate',
  'amount',
  'debit',
  'credit',
  'flag',
  'currency',
  'reference',
  'balance',
  'accountCode',
] as const;

const invalid = (field: string, message: string) =>
  badRequest(`The column mapping is not valid: ${field} ${message}`, [{ field: `layout.${field}`, message }]);

const isColumn = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < MAX_COLUMNS;

function columnsOf(value: unknown): CsvColumns {
  if (typeof value !== 'object' || value === null) throw invalid('columns', 'must be an object');
  const input = value as Record<string, unknown>;
  const columns: Partial<CsvColumns> = {};
  for (const role of SINGLE_COLUMNS) {
    const column = input[role];
    if (column === undefined || column === null) continue;
    if (!isColumn(column)) throw invalid(`columns.${role}`, 'must be a column number from 0');
    columns[role] = column;
  }
  const description = input.description;
  if (!Array.isArray(description) || description.length === 0 || !description.every(isColumn)) {
    throw invalid('columns.description', 'must list at least one column');
  }
  if (columns.date === undefined) throw invalid('columns.date', 'is required');
  if (columns.amount === undefined && columns.debit === undefined && columns.credit === undefined) {
    throw invalid('columns.amount', 'or a money-out or money-in column is required');
  }
  return { ...columns, date: columns.date, description };
}

/**
 * The mapping a person chose (or a profile holds), from the multipart field `layout` (JSON): every
 * part optional, every part checked. A wrong value is a 400 naming it.
 */
export function parseLayoutChoices(text: string | undefined): LayoutChoices {
  if (text === undefined || text.trim() === '') return {};
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch {
    throw invalid('layout', 'is not JSON');
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw invalid('layout', 'must be an object');
  const value = input as Record<string, unknown>;
  const choices: LayoutChoices = {};
  if (value.encoding !== undefined) {
    if (!ENCODINGS.includes(value.encoding as StatementEncoding))
      throw invalid('encoding', `must be one of ${ENCODINGS.join(', ')}`);
    choices.encoding = value.encoding as StatementEncoding;
  }
  if (value.delimiter !== undefined) {
    if (!CSV_DELIMITERS.includes(value.delimiter as never)) throw invalid('delimiter', 'must be , ; tab or |');
    choices.delimiter = value.delimiter as LayoutChoices['delimiter'];
  }
  if (value.skipRecords !== undefined) {
    if (
      !Number.isInteger(value.skipRecords) ||
      (value.skipRecords as number) < 0 ||
      (value.skipRecords as number) > 1000
    ) {
      throw invalid('skipRecords', 'must be a whole number from 0 to 1000');
    }
    choices.skipRecords = value.skipRecords as number;
  }
  if (value.hasHeader !== undefined) {
    if (typeof value.hasHeader !== 'boolean') throw invalid('hasHeader', 'must be true or false');
    choices.hasHeader = value.hasHeader;
  }
  if (value.columns !== undefined) choices.columns = columnsOf(value.columns);
  if (value.dateOrder !== undefined) {
    if (value.dateOrder !== 'DMY' && value.dateOrder !== 'MDY') throw invalid('dateOrder', 'must be DMY or MDY');
    choices.dateOrder = value.dateOrder;
  }
  if (value.decimalMark !== undefined) {
    if (value.decimalMark !== '.' && value.decimalMark !== ',') throw invalid('decimalMark', 'must be . or ,');
    choices.decimalMark = value.decimalMark;
  }
  if (value.signConvention !== undefined) {
    if (!SIGNS.includes(value.signConvention as never))
      throw invalid('signConvention', `must be one of ${SIGNS.join(', ')}`);
    choices.signConvention = value.signConvention as LayoutChoices['signConvention'];
  }
  if (value.outFlags !== undefined) {
    const flags = value.outFlags;
    if (!Array.isArray(flags) || flags.length > 20 || !flags.every((f) => typeof f === 'string' && f.length <= 20)) {
      throw invalid('outFlags', 'must list at most 20 short values');
    }
    choices.outFlags = flags.map((f: string) => flagKey(f));
  }
  return choices;
}
