/**
 * What the person has done to the transactions table: columns, their order, filters, search and paging.
 * It lives in the page, so leaving the list for a form and coming back keeps it. Pure: reducer + filters.
 */
import { toCents } from '../../shared/money';
import {
  ALL_COLUMNS,
  COLUMNS,
  DEFAULT_VISIBLE_COLUMNS,
  type ColumnKey,
  type TransactionRow,
} from './transactionColumns';

/** Spec §9: 100 rows a page; page-size options 10, 20, 50, 100. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 100;

/** Spec §2: the standard filter offers Debit and Credit, one at a time. */
export type StandardFilter = 'debit' | 'credit' | null;

/** The start-with filters of spec §2, by field. */
export interface StartsWithFilters {
  financialAccountCode: string;
  financialAccountName: string;
  processed: string;
  description: string;
}
export type StartsWithField = keyof StartsWithFilters;
const STARTS_WITH_FIELDS: readonly StartsWithField[] = [
  'financialAccountCode',
  'financialAccountName',
  'processed',
  'description',
];

export interface TransactionListState {
  columnOrder: ColumnKey[];
  visibleColumns: ColumnKey[];
  standardFilter: StandardFilter;
  globalFilter: string;
  startsWith: StartsWithFilters;
  keyword: string;
  page: number;
  pageSize: number;
}

const NO_STARTS_WITH: StartsWithFilters = {
  financialAccountCode: '',
  financialAccountName: '',
  processed: '',
  description: '',
};

export const initialListState: TransactionListState = {
  columnOrder: [...ALL_COLUMNS],
  visibleColumns: [...DEFAULT_VISIBLE_COLUMNS],
  standardFilter: null,
  globalFilter: '',
  startsWith: NO_STARTS_WITH,
  keyword: '',
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

export type ListAction =
  | { type: 'setVisibleColumns'; columns: ColumnKey[] }
  | { type: 'setColumnOrder'; order: ColumnKey[] }
  | { type: 'toggleStandardFilter'; filter: 'debit' | 'credit' }
  | { type: 'setGlobalFilter'; value: string }
  | { type: 'setStartsWith'; field: StartsWithField; value: string }
  | { type: 'setKeyword'; value: string }
  | { type: 'clearSearch' }
  | { type: 'restore' }
  | { type: 'setPage'; page: number }
  | { type: 'setPageSize'; pageSize: number };

export function listReducer(state: TransactionListState, action: ListAction): TransactionListState {
  switch (action.type) {
    case 'setVisibleColumns':
      // keep the chooser's choice in the table's order
      return { ...state, visibleColumns: state.columnOrder.filter((key) => action.columns.includes(key)) };
    case 'setColumnOrder':
      return {
        ...state,
        columnOrder: action.order,
        visibleColumns: action.order.filter((key) => state.visibleColumns.includes(key)),
      };
    case 'toggleStandardFilter':
      // choosing one replaces the other; choosing the chosen one clears it
      return {
        ...state,
        standardFilter: state.standardFilter === action.filter ? null : action.filter,
        page: 1,
      };
    case 'setGlobalFilter':
      return { ...state, globalFilter: action.value, page: 1 };
    case 'setStartsWith':
      return { ...state, startsWith: { ...state.startsWith, [action.field]: action.value }, page: 1 };
    case 'setKeyword':
      return { ...state, keyword: action.value, page: 1 };
    case 'clearSearch':
      return { ...state, standardFilter: null, globalFilter: '', startsWith: NO_STARTS_WITH, keyword: '', page: 1 };
    case 'restore':
      return initialListState;
    case 'setPage':
      return { ...state, page: Math.max(1, action.page) };
    case 'setPageSize':
      return { ...state, pageSize: action.pageSize, page: 1 };
  }
}

/** True when a search or filter narrows the list (for the empty message and Clear Search). */
export function hasSearch(state: TransactionListState): boolean {
  return (
    state.standardFilter !== null ||
    state.globalFilter.trim() !== '' ||
    state.keyword.trim() !== '' ||
    STARTS_WITH_FIELDS.some((field) => state.startsWith[field].trim() !== '')
  );
}

const lower = (value: string) => value.toLocaleLowerCase();

export function matchesStandardFilter(row: TransactionRow, filter: StandardFilter): boolean {
  if (filter === null) return true;
  const cents = toCents(filter === 'debit' ? row.debit : row.credit);
  return cents !== null && cents > 0;
}

/** Each filled start-with filter must be a prefix of its field (case-insensitive). */
export function matchesStartsWith(row: TransactionRow, filters: StartsWithFilters): boolean {
  return STARTS_WITH_FIELDS.every((field) => {
    const prefix = lower(filters[field].trim());
    return prefix === '' || lower(row[field]).startsWith(prefix);
  });
}

/** Keyword search: every word must appear in the code, the name, the processed date or the description. */
export function matchesKeyword(row: TransactionRow, keyword: string): boolean {
  const words = lower(keyword).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [row.financialAccountCode, row.financialAccountName, row.processed, row.description].map(lower);
  return words.every((word) => haystack.some((field) => field.includes(word)));
}

/** The global filter: the text appears in one of the shown cells (as shown). */
export function matchesGlobal(row: TransactionRow, text: string, columns: readonly ColumnKey[]): boolean {
  const needle = lower(text.trim());
  if (needle === '') return true;
  return columns.some((key) => lower(COLUMNS[key].text(row)).includes(needle));
}

export function filterTransactions(rows: readonly TransactionRow[], state: TransactionListState): TransactionRow[] {
  return rows.filter(
    (row) =>
      matchesStandardFilter(row, state.standardFilter) &&
      matchesStartsWith(row, state.startsWith) &&
      matchesKeyword(row, state.keyword) &&
      matchesGlobal(row, state.globalFilter, state.visibleColumns),
  );
}

/** One page of rows, with the page clamped to the last one. */
export function pageOf<T>(rows: readonly T[], page: number, pageSize: number): { rows: T[]; page: number } {
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(Math.max(1, page), pages);
  return { rows: rows.slice((current - 1) * pageSize, current * pageSize), page: current };
}
