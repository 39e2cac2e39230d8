import type { PaymentListQuery, PaymentSortField } from '../__generated__/resolvers-types.ts';
import type { Query } from '../rest/client.ts';

const SORT_FIELDS: Record<PaymentSortField, string> = {
  PAID: 'paid',
  AMOUNT: 'amount',
  TYPE: 'type',
  DESCRIPTION: 'description',
  INVOICE_UNIQUE_ID: 'invoiceUniqueId',
  CLIENT_NAME: 'clientName',
};

/** The payment lazy list's query string; `types` becomes the filter {"type": {"value": "C,B", "matchMode": "equals"}}. */
export function paymentListQuery(query: PaymentListQuery | null | undefined): Query {
  const types = query?.types ?? [];
  return {
    sortField: SORT_FIELDS[query?.sortField ?? 'PAID'],
    sortOrder: (query?.sortOrder ?? 'DESC').toLowerCase(),
    search: query?.search?.trim() || undefined,
    filters: types.length > 0 ? JSON.stringify({ type: { value: types.join(','), matchMode: 'equals' } }) : undefined,
    start: query?.start,
    end: query?.end,
    page: query?.page ?? 1,
    size: query?.size ?? 20,
  };
}
