/**
 * What the invoices list (tab 1) asks the server for: page, page size, sort, keyword search, column filters and
 * a date range, as a reducer over plain state, and the GraphQL `InvoiceListQuery` built from it.
 */
import type { ColumnFilter, InvoiceListQuery, InvoiceSortField, InvoiceStatus, SortOrder } from '../../gql/graphql';
import { isCalendarDate, localDateTimeToUtc } from '../../shared/dates';

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

export interface InvoiceListState {
  /** Starts at 1. */
  page: number;
  size: number;
  sortField: InvoiceSortField;
  sortOrder: SortOrder;
  search: string;
  /** Invoice number starts with. */
  uniqueId: string;
  /** Client name contains. */
  clientName: string;
  status: InvoiceStatus | '';
  /** YYYY-MM-DD in the company zone, or ''. */
  startDate: string;
  endDate: string;
}

export type TextFilter = 'search' | 'uniqueId' | 'clientName';

export type InvoiceListAction =
  | { type: 'page'; page: number }
  | { type: 'size'; size: number }
  | { type: 'sort'; field: InvoiceSortField }
  | { type: 'text'; field: TextFilter; value: string }
  | { type: 'status'; status: InvoiceStatus | '' }
  | { type: 'dates'; startDate: string; endDate: string }
  | { type: 'clear' };

/** Spec §7/§9: newest first (invoiced, descending). The page size follows the user's rows-per-page setting. */
export function initialListState(rowsPerPage?: number): InvoiceListState {
  const size = PAGE_SIZES.find((s) => s === rowsPerPage) ?? DEFAULT_PAGE_SIZE;
  return {
    page: 1,
    size,
    sortField: 'INVOICED',
    sortOrder: 'DESC',
    search: '',
    uniqueId: '',
    clientName: '',
    status: '',
    startDate: '',
    endDate: '',
  };
}

/** Any change but a page change starts again at page 1. */
export function listReducer(state: InvoiceListState, action: InvoiceListAction): InvoiceListState {
  switch (action.type) {
    case 'page':
      return Number.isInteger(action.page) && action.page >= 1 ? { ...state, page: action.page } : state;
    case 'size':
      return PAGE_SIZES.some((s) => s === action.size) ? { ...state, size: action.size, page: 1 } : state;
    case 'sort':
      return { ...state, ...nextSort(state, action.field), page: 1 };
    case 'text':
      return state[action.field] === action.value ? state : { ...state, [action.field]: action.value, page: 1 };
    case 'status':
      return { ...state, status: action.status, page: 1 };
    case 'dates':
      return { ...state, startDate: action.startDate, endDate: action.endDate, page: 1 };
    case 'clear':
      return { ...initialListState(state.size), size: state.size };
  }
}

/** Clicking a column header: the same column flips its order; another column starts ascending. */
export function nextSort(
  current: Pick<InvoiceListState, 'sortField' | 'sortOrder'>,
  field: InvoiceSortField,
): Pick<InvoiceListState, 'sortField' | 'sortOrder'> {
  if (current.sortField === field) return { sortField: field, sortOrder: current.sortOrder === 'ASC' ? 'DESC' : 'ASC' };
  return { sortField: field, sortOrder: 'ASC' };
}

/** The server query for the list state; dates are whole days in the company's time zone. */
export function buildListQuery(state: InvoiceListState, timeZone: string): InvoiceListQuery {
  const filters: ColumnFilter[] = [];
  const uniqueId = state.uniqueId.trim();
  if (uniqueId) filters.push({ field: 'UNIQUE_ID', value: uniqueId, matchMode: 'STARTS_WITH' });
  const clientName = state.clientName.trim();
  if (clientName) filters.push({ field: 'CLIENT_NAME', value: clientName, matchMode: 'CONTAINS' });
  if (state.status) filters.push({ field: 'STATUS', value: state.status, matchMode: 'EQUALS' });

  const query: InvoiceListQuery = {
    sortField: state.sortField,
    sortOrder: state.sortOrder,
    page: state.page,
    size: state.size,
  };
  const search = state.search.trim();
  if (search) query.search = search;
  if (filters.length > 0) query.filters = filters;
  const start = startOfDay(state.startDate, timeZone);
  if (start) query.start = start;
  const end = endOfDay(state.endDate, timeZone);
  if (end) query.end = end;
  return query;
}

/** The first instant of a calendar day in a zone, or null. */
export function startOfDay(date: string, timeZone: string): string | null {
  if (!isCalendarDate(date)) return null;
  const instant = localDateTimeToUtc(`${date} 00:00`, timeZone);
  return instant.endsWith('Z') ? instant : null;
}

/** The last instant (to the millisecond) of a calendar day in a zone, or null: the end of the range is inclusive. */
export function endOfDay(date: string, timeZone: string): string | null {
  if (!isCalendarDate(date)) return null;
  const instant = localDateTimeToUtc(`${date} 23:59:59`, timeZone);
  return instant.endsWith('.000Z') ? instant.replace(/\.000Z$/, '.999Z') : null;
}

/** "Showing 21–40 of 1,234". */
export function pageRange(page: number, size: number, total: number): { first: number; last: number; pages: number } {
  const pages = Math.max(1, Math.ceil(total / size));
  if (total === 0) return { first: 0, last: 0, pages };
  const first = (page - 1) * size + 1;
  return { first: Math.min(first, total), last: Math.min(page * size, total), pages };
}

const TEXT_FIELDS: readonly TextFilter[] = ['search', 'uniqueId', 'clientName'];

/**
 * True when only typed text (search or a text filter) changed between two states, possibly with the page going
 * back to 1: such a change waits until the typing pauses; any other change is asked for at once.
 */
export function isTextOnlyChange(before: InvoiceListState, after: InvoiceListState): boolean {
  let textChanged = false;
  for (const key of Object.keys(after) as (keyof InvoiceListState)[]) {
    if (before[key] === after[key] || key === 'page') continue;
    if (!(TEXT_FIELDS as readonly string[]).includes(key)) return false;
    textChanged = true;
  }
  return textChanged;
}
