import type {
  BillingPlanInput,
  InvoiceComponentInput,
  InvoiceFilterField,
  InvoiceListQuery,
  InvoiceSortField,
  MatchMode,
  PaymentInput,
  ProductInput,
} from '../__generated__/resolvers-types.ts';
import { decimalToRest } from '../money.ts';
import { optionalRestId } from '../rest/ids.ts';
import type { Query } from '../rest/client.ts';

/** GraphQL inputs as the REST api's query strings and bodies (Decimal → JSON number, ID → number). */

const SORT_FIELDS: Record<InvoiceSortField, string> = {
  INVOICED: 'invoiced',
  UNIQUE_ID: 'uniqueId',
  STATUS: 'status',
  AMOUNT: 'amount',
  PAID: 'paid',
  AMOUNT_DUE: 'amountDue',
  CLIENT_NAME: 'clientName',
  NUMBER_OF_CLAIMS: 'numberOfClaims',
};

const FILTER_FIELDS: Record<InvoiceFilterField, string> = {
  UNIQUE_ID: 'uniqueId',
  STATUS: 'status',
  CLIENT_NAME: 'clientName',
  PRACTITIONER_NAME: 'practitionerName',
  DESCRIPTION: 'description',
  AMOUNT: 'amount',
};

const MATCH_MODES: Record<MatchMode, string> = { STARTS_WITH: 'startsWith', CONTAINS: 'contains', EQUALS: 'equals' };

/** The lazy list's query string: sortField, sortOrder, search, filters (JSON), start, end, page, size. */
export function invoiceListQuery(query: InvoiceListQuery | null | undefined): Query {
  const filters = Object.fromEntries(
    (query?.filters ?? []).map((f) => [
      FILTER_FIELDS[f.field],
      { value: f.value, matchMode: MATCH_MODES[f.matchMode ?? 'CONTAINS'] },
    ]),
  );
  return {
    sortField: SORT_FIELDS[query?.sortField ?? 'INVOICED'],
    sortOrder: (query?.sortOrder ?? 'DESC').toLowerCase(),
    search: query?.search?.trim(),
    filters: Object.keys(filters).length > 0 ? JSON.stringify(filters) : undefined,
    start: query?.start,
    end: query?.end,
    page: query?.page ?? 1,
    size: query?.size ?? 20,
  };
}

export function componentBody(input: InvoiceComponentInput) {
  return {
    description: input.description,
    quantity: input.quantity,
    unitCost: decimalToRest(input.unitCost),
    discountPercentage: input.discountPercentage ?? '0',
    // Left out (undefined) keeps the stored value on update; null clears it.
    bhfCode: input.bhfCode,
    nappiCode: input.nappiCode,
    modifier: input.modifier,
    diagnosisCode1: input.diagnosisCode1,
    diagnosisCode2: input.diagnosisCode2,
    diagnosisCode3: input.diagnosisCode3,
    diagnosisCode4: input.diagnosisCode4,
    diagnosisCode5: input.diagnosisCode5,
    // Left out (undefined): the line keeps its rate, or takes the company's first (decision 45).
    ...(input.taxRate === undefined || input.taxRate === null ? {} : { taxRate: input.taxRate }),
  };
}

export function paymentBody(input: PaymentInput) {
  return {
    description: input.description,
    type: input.type ?? 'B',
    amount: decimalToRest(input.amount),
    paid: input.paid,
    ...(input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : {}),
  };
}

export function billingPlanBody(input: BillingPlanInput) {
  return {
    name: input.name,
    description: input.description ?? '',
    frequency: input.frequency ?? 'M',
    bookings: input.bookings ?? false,
    active: input.active ?? true,
    items: input.items.map((item, i) => ({
      productId: optionalRestId(item.productId, `items[${i}].productId`),
      description: item.description,
      quantity: item.quantity,
      unitCost: decimalToRest(item.unitCost),
      discountPercentage: item.discountPercentage ?? '0',
      bhfCode: item.bhfCode ?? null,
      nappiCode: item.nappiCode ?? null,
      modifier: item.modifier ?? null,
    })),
  };
}

export function productBody(input: ProductInput) {
  return {
    code: input.code ?? null,
    name: input.name,
    description: input.description ?? '',
    unitCost: decimalToRest(input.unitCost),
    nappiCode: input.nappiCode ?? null,
    bhfCode: input.bhfCode ?? null,
    active: input.active ?? true,
  };
}
