/**
 * The mapping step (view 11): a person's choices of how to read a CSV statement, pre-filled from the reader's
 * proposal, checked, and turned into the `layout` the review takes (CsvLayoutInput; column numbers from 0).
 */
import type { CsvColumnsInput, CsvLayoutInput, FmCsvMappingFragment, SignConvention } from '../../gql/graphql';

export type ColumnRole =
  | 'date'
  | 'valueDate'
  | 'description'
  | 'amount'
  | 'debit'
  | 'credit'
  | 'flag'
  | 'currency'
  | 'reference'
  | 'balance'
  | 'accountCode'
  | 'ignore';

type SingleRole = Exclude<ColumnRole, 'description' | 'ignore'>;

export const COLUMN_ROLES: readonly { value: ColumnRole; label: string }[] = [
  { value: 'date', label: 'Date' },
  { value: 'valueDate', label: 'Value date' },
  { value: 'description', label: 'Description' },
  { value: 'amount', label: 'Amount' },
  { value: 'debit', label: 'Money out' },
  { value: 'credit', label: 'Money in' },
  { value: 'flag', label: 'Direction flag' },
  { value: 'currency', label: 'Currency' },
  { value: 'reference', label: 'Reference' },
  { value: 'balance', label: 'Balance' },
  { value: 'accountCode', label: 'Account code' },
  { value: 'ignore', label: 'Ignore' },
];

const SINGLE_ROLES: readonly SingleRole[] = [
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
];

export type MappingSign = Exclude<SignConvention, 'FORMAT'>;
export type MappingDateOrder = 'DMY' | 'MDY';
export type DecimalMark = '.' | ',';

export interface MappingChoices {
  /** One role per column of the file. */
  roles: ColumnRole[];
  /** The proposal's description columns in their order: the description joins them in this order. */
  descriptionOrder: number[];
  skipRecords: number;
  hasHeader: boolean;
  dateOrder: MappingDateOrder;
  decimalMark: DecimalMark;
  signConvention: MappingSign;
  /** With a direction column: the values that mean money out, as typed ('D, DR'). */
  outFlags: string;
}

export const roleLabel = (role: ColumnRole): string => COLUMN_ROLES.find((r) => r.value === role)?.label ?? role;

/** How many columns the preview shows: the widest record (or header). */
export function columnCount(csv: Pick<FmCsvMappingFragment, 'header' | 'preview'>): number {
  return Math.max(csv.header?.length ?? 0, ...csv.preview.map((record) => record.length), 1);
}

/** The reader's proposal as choices. */
export function choicesFrom(csv: FmCsvMappingFragment): MappingChoices {
  const { layout } = csv;
  const roles: ColumnRole[] = Array.from({ length: columnCount(csv) }, () => 'ignore');
  const put = (column: number | null | undefined, role: ColumnRole) => {
    if (column != null && column >= 0 && column < roles.length && roles[column] === 'ignore') roles[column] = role;
  };
  for (const role of SINGLE_ROLES) put(layout.columns[role], role);
  for (const column of layout.columns.description) put(column, 'description');
  return {
    roles,
    descriptionOrder: [...layout.columns.description],
    skipRecords: layout.skipRecords,
    hasHeader: layout.hasHeader,
    dateOrder: layout.dateOrder === 'MDY' ? 'MDY' : 'DMY',
    decimalMark: layout.decimalMark === ',' ? ',' : '.',
    signConvention: layout.signConvention === 'FORMAT' ? 'SIGNED' : layout.signConvention,
    outFlags: (layout.outFlags ?? []).join(', '),
  };
}

export function withRole(choices: MappingChoices, column: number, role: ColumnRole): MappingChoices {
  return { ...choices, roles: choices.roles.map((current, index) => (index === column ? role : current)) };
}

const columnsWith = (choices: MappingChoices, role: ColumnRole) =>
  choices.roles.flatMap((current, index) => (current === role ? [index] : []));

/** The description columns in the proposal's order, then any others the person added, left to right. */
function descriptionColumns(choices: MappingChoices): number[] {
  const rank = (column: number) => {
    const at = choices.descriptionOrder.indexOf(column);
    return at < 0 ? choices.descriptionOrder.length + column : at;
  };
  return columnsWith(choices, 'description').sort((a, b) => rank(a) - rank(b));
}

export function outFlagValues(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,;\s]+/)
        .map((value) => value.trim())
        .filter(Boolean),
    ),
  ];
}

/** What stops the choices from reading the file, in words; empty when they can be sent. */
export function mappingProblems(choices: MappingChoices): string[] {
  const problems: string[] = [];
  const count = (role: ColumnRole) => columnsWith(choices, role).length;
  if (count('date') === 0) problems.push('Choose the column that holds the Date.');
  if (count('description') === 0) problems.push('Choose at least one Description column.');
  for (const role of SINGLE_ROLES) {
    if (count(role) > 1) problems.push(`Only one column can be ${roleLabel(role)}.`);
  }
  const split = count('debit') + count('credit') > 0;
  if (choices.signConvention === 'DEBIT_CREDIT') {
    if (!split) problems.push('Choose the Money out and Money in columns, or another sign convention.');
    if (count('amount') > 0) problems.push('With money out and money in columns, no column is Amount.');
  } else {
    if (count('amount') === 0) problems.push('Choose the Amount column.');
    if (split)
      problems.push('Money out and Money in columns need the sign convention "money out and money in columns".');
  }
  if (choices.signConvention === 'FLAG') {
    if (count('flag') === 0) problems.push('Choose the Direction flag column.');
    const flags = outFlagValues(choices.outFlags);
    if (flags.length === 0) problems.push('Say which values of the direction column mean money out.');
    if (flags.length > 20 || flags.some((flag) => flag.length > 20)) {
      problems.push('List at most 20 short values for money out.');
    }
  }
  return problems;
}

/** The choices as the review's `layout` (call only when mappingProblems is empty). */
export function layoutInputFrom(choices: MappingChoices, csv: FmCsvMappingFragment): CsvLayoutInput {
  const single = (role: SingleRole) => columnsWith(choices, role)[0];
  const columns: CsvColumnsInput = { date: single('date') ?? 0, description: descriptionColumns(choices) };
  for (const role of SINGLE_ROLES) {
    if (role === 'date') continue;
    const column = single(role);
    if (column !== undefined) columns[role] = column;
  }
  return {
    encoding: csv.layout.encoding,
    delimiter: csv.layout.delimiter,
    skipRecords: choices.skipRecords,
    hasHeader: choices.hasHeader,
    columns,
    dateOrder: choices.dateOrder,
    decimalMark: choices.decimalMark,
    signConvention: choices.signConvention,
    ...(choices.signConvention === 'FLAG' ? { outFlags: outFlagValues(choices.outFlags) } : {}),
  };
}

/** The records of the preview below the header (or the skipped rows): the file's transactions. */
export function dataRecords(choices: MappingChoices, preview: readonly (readonly string[])[]): (readonly string[])[] {
  return preview.slice(choices.skipRecords + (choices.hasHeader ? 1 : 0));
}

/** The values a column holds in the preview's transactions (for the direction column's hint). */
export function valuesOf(column: number, records: readonly (readonly string[])[]): string[] {
  return [...new Set(records.map((record) => (record[column] ?? '').trim()).filter(Boolean))].slice(0, 8);
}
