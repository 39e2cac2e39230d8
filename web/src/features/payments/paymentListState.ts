import type { PaymentListQuery, PaymentSortField, PaymentType, SortOrder } from '../../gql/graphql';
import { isCalendarDate, localDateTimeToUtc } from '../../shared/dates';

export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** The payments list as the user set it: paging, sort, search, type and date range ('YYYY-MM-DD' in the company zone). */
export interface PaymentListState {
  page: number;
  size: number;
  sortField: PaymentSortField;
  sortOrder: SortOrder;
  search: string;
  type: PaymentType | '';
  start: string;
  end: string;
}

export const INITIAL_PAYMENT_LIST: PaymentListState = {
  page: 1,
  size: 20,
  sortField: 'PAID',
  sortOrder: 'DESC',
  search: '',
  type: '',
  start: '',
  end: '',
};

export type PaymentListAction =
  | { type: 'page'; page: number }
  | { type: 'size'; size: number }
  | { type: 'sort'; field: PaymentSortField }
  | { type: 'search'; search: string }
  | { type: 'paymentType'; paymentType: PaymentType | '' }
  | { type: 'range'; start: string; end: string }
  | { type: 'clear' };

/** Any change but paging goes back to page 1; sorting the sorted column again flips its order (new columns: DESC). */
export function paymentListReducer(state: PaymentListState, action: PaymentListAction): PaymentListState {
  switch (action.type) {
    case 'page':
      return { ...state, page: Math.max(1, action.page) };
    case 'size':
      return { ...state, size: action.size, page: 1 };
    case 'sort':
      return {
        ...state,
        page: 1,
        sortField: action.field,
        sortOrder: state.sortField === action.field && state.sortOrder === 'DESC' ? 'ASC' : 'DESC',
      };
    case 'search':
      return { ...state, search: action.search, page: 1 };
    case 'paymentType':
      return { ...state, type: action.paymentType, page: 1 };
    case 'range':
      return { ...state, start: action.start, end: action.end, page: 1 };
    case 'clear':
      return { ...INITIAL_PAYMENT_LIST, size: state.size };
  }
}

/** The end of a calendar day in a zone, as an instant: the whole day is included. */
function endOfDay(day: string, timeZone: string): string {
  const last = localDateTimeToUtc(`${day} 23:59:59`, timeZone);
  const at = Date.parse(last);
  return Number.isNaN(at) ? last : new Date(at + 999).toISOString();
}

/** The server query for a list state; the dates are days in the company's time zone. */
export function buildPaymentListQuery(state: PaymentListState, timeZone: string): PaymentListQuery {
  return {
    page: state.page,
    size: state.size,
    sortField: state.sortField,
    sortOrder: state.sortOrder,
    search: state.search.trim() || null,
    types: state.type ? [state.type] : null,
    start: isCalendarDate(state.start) ? localDateTimeToUtc(`${state.start} 00:00`, timeZone) : null,
    end: isCalendarDate(state.end) ? endOfDay(state.end, timeZone) : null,
  };
}
