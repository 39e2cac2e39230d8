import { companyZone } from '../companies/company-time-zone.ts';
import type { Queryable } from '../db/database.ts';
import { parseFilters, SqlConditions, type ColumnFilter } from '../invoices/invoice-list-filters.ts';
import { DEFAULT_PAGE_SIZE, readBound, readSortOrder, type InvoiceListQuery } from '../invoices/invoice-list-query.ts';
import { likePattern, type MatchMode } from '../shared/like.ts';
import { toCents } from '../shared/money.ts';
import { badRequest } from '../shared/problem.ts';
import { PAYMENT_TYPES, PAYMENT_TYPE_LABELS } from './payment-types.ts';
import { PAYMENT_COLUMNS, PAYMENT_FROM, type PaymentRow } from './payments-repository.ts';

/** The payment lazy list takes the same query as the invoice lazy list (spec §7); sortField defaults to paid. */
export type PaymentListQuery = InvoiceListQuery;

export interface PaymentPage {
  data: PaymentRow[];
  totalRecords: number;
  page: number;
  size: number;
}

/** Sortable fields and their SQL on payments `p` (a sort by invoice number or client name joins them). */
const SORTS: Record<string, { sql: string; join?: string }> = {
  paid: { sql: 'p.paid' },
  amount: { sql: 'p.amount_cents' },
  type: { sql: 'p.type' },
  description: { sql: 'lower(p.description)' },
  createdAt: { sql: 'p.created_at' },
  invoiceUniqueId: { sql: 'sort_i.unique_id', join: 'join invoices sort_i on sort_i.id = p.invoice_id' },
  clientName: {
    sql: `lower(trim(sort_c.first_name || ' ' || sort_c.last_name))`,
    join: 'left join clients sort_c on sort_c.id = p.client_id',
  },
  id: { sql: 'p.id' },
};
export const PAYMENT_SORT_FIELDS = Object.keys(SORTS);

export const PAYMENT_FILTER_FIELDS = ['type', 'invoiceUniqueId', 'clientName', 'description', 'amount'] as const;
type PaymentFilterField = (typeof PAYMENT_FILTER_FIELDS)[number];

/** Payment type codes whose code or label matches a text (`cash` → A, `b` with equals → B). */
export function paymentTypesMatching(value: string, mode: MatchMode): string[] {
  const text = value.trim().toLowerCase();
  return PAYMENT_TYPES.filter((code) => {
    const candidates = [code.toLowerCase(), PAYMENT_TYPE_LABELS[code].toLowerCase()];
    if (mode === 'equals') return candidates.includes(text);
    if (mode === 'startsWith') return candidates.some((c) => c.startsWith(text));
    return candidates.some((c) => c.includes(text));
  });
}

const CLIENT_FULL_NAME = `lower(trim(c.first_name || ' ' || c.last_name))`;
const AMOUNT_TEXT = `((p.amount_cents / 100)::text || '.' || lpad((p.amount_cents % 100)::text, 2, '0'))`;

function addPaymentFilter(sql: SqlConditions, company: string, filter: ColumnFilter<PaymentFilterField>): void {
  const { field, value, matchMode } = filter;
  const op = matchMode === 'equals' ? '=' : 'like';
  const pattern = () => sql.param(likePattern(value, matchMode));
  switch (field) {
    case 'type':
      // A list of codes ("C,B") is what the type filter of the screen sends; a word matches the labels.
      if (/^[A-Z](,[A-Z])*$/.test(value)) sql.add(`p.type = any(${sql.param(value.split(','))}::text[])`);
      else sql.add(`p.type = any(${sql.param(paymentTypesMatching(value, matchMode))}::text[])`);
      return;
    case 'invoiceUniqueId':
      sql.add(
        `p.invoice_id in (select i.id from invoices i where i.company_id = ${company} and lower(i.unique_id) ${op} ${pattern()})`,
      );
      return;
    case 'description':
      sql.add(`lower(p.description) ${op} ${pattern()}`);
      return;
    case 'clientName': {
      const p = pattern();
      const condition =
        matchMode === 'startsWith'
          ? `(lower(c.first_name) like ${p} or lower(c.last_name) like ${p} or ${CLIENT_FULL_NAME} like ${p})`
          : `${CLIENT_FULL_NAME} ${op} ${p}`;
      sql.add(`p.client_id in (select c.id from clients c where c.company_id = ${company} and ${condition})`);
      return;
    }
    case 'amount': {
      if (matchMode === 'equals') {
        const cents = toCents(value.trim());
        if (cents === undefined) throw badRequest(`filters.amount "${value}" is not an amount`);
        sql.add(`p.amount_cents = ${sql.param(cents)}`);
      } else {
        sql.add(`${AMOUNT_TEXT} like ${pattern()}`);
      }
      return;
    }
  }
}

/** The keyword search: invoice number, client name, description or payment type label containing the text. */
function addPaymentSearch(sql: SqlConditions, company: string, search: string): void {
  const p = sql.param(likePattern(search, 'contains'));
  const types = sql.param(paymentTypesMatching(search, 'contains'));
  sql.add(`(lower(p.description) like ${p}
    or p.invoice_id in (select i.id from invoices i where i.company_id = ${company} and lower(i.unique_id) like ${p})
    or p.client_id in (select c.id from clients c where c.company_id = ${company} and ${CLIENT_FULL_NAME} like ${p})
    or p.type = any(${types}::text[]))`);
}

/** The sort of a payment list (default paid, desc): its SQL, any join it needs, and the direction. */
export function readPaymentSort(query: Pick<PaymentListQuery, 'sortField' | 'sortOrder'>): {
  sort: { sql: string; join?: string };
  direction: 'asc' | 'desc';
} {
  const field = query.sortField?.trim() || 'paid';
  const sort = SORTS[field];
  if (!sort) throw badRequest(`sortField "${field}" is not sortable: use one of ${PAYMENT_SORT_FIELDS.join(', ')}`);
  return { sort, direction: readSortOrder(query.sortOrder) };
}

/**
 * The conditions of a payment list (company or practitioner, period, column filters, search) on payments `p`:
 * the lazy list pages them, the export walks all of them (exports/payment-export.ts).
 */
export async function paymentListConditions(
  db: Queryable,
  scope: { companyId: number; practitionerId?: number },
  query: Pick<PaymentListQuery, 'search' | 'filters' | 'start' | 'end'>,
): Promise<SqlConditions> {
  const filters = parseFilters(query.filters, PAYMENT_FILTER_FIELDS);
  const sql = new SqlConditions();
  const company = sql.param(scope.companyId);
  sql.add(`p.company_id = ${company}`);
  if (scope.practitionerId !== undefined) {
    sql.add(
      `p.invoice_id in (select i.id from invoices i where i.company_id = ${company} and i.practitioner_id = ${sql.param(scope.practitionerId)})`,
    );
  }
  if (query.start?.trim() || query.end?.trim()) {
    const { timeZone } = await companyZone(db, scope.companyId);
    if (query.start?.trim()) sql.add(`p.paid >= ${sql.param(readBound(query.start, timeZone, 'start').at)}`);
    if (query.end?.trim()) {
      const end = readBound(query.end, timeZone, 'end');
      sql.add(`p.paid ${end.exclusive ? '<' : '<='} ${sql.param(end.at)}`);
    }
  }
  for (const filter of filters) addPaymentFilter(sql, company, filter);
  if (query.search?.trim()) addPaymentSearch(sql, company, query.search);
  return sql;
}

/**
 * One page of payments, sorted, searched, filtered and ranged (on `paid`) in SQL: a count query
 * and a page query (ids with LIMIT/OFFSET on the `(company_id, paid desc, id desc)` index, then the
 * row columns for those ids). Built from the invoice lazy list's pieces (filters JSON, bounds, order).
 */
export async function listPaymentPage(
  db: Queryable,
  scope: { companyId: number; practitionerId?: number },
  query: PaymentListQuery,
): Promise<PaymentPage> {
  const page = query.page ?? 1;
  const size = query.size ?? DEFAULT_PAGE_SIZE;
  const { sort, direction } = readPaymentSort(query);
  const sql = await paymentListConditions(db, scope, query);

  const { rows: counted } = await db.query<{ n: number }>(
    `select count(*)::int as n from payments p where ${sql.sql}`,
    sql.params,
  );
  const totalRecords = counted[0]?.n ?? 0;
  const offset = (page - 1) * size;
  if (offset >= totalRecords) return { data: [], totalRecords, page, size };

  const limit = sql.param(size);
  const skip = sql.param(offset);
  const { rows } = await db.query<PaymentRow>(
    `with page as (
       select p.id, ${sort.sql} as sort_key from payments p ${sort.join ?? ''}
        where ${sql.sql} order by ${sort.sql} ${direction}, p.id ${direction} limit ${limit} offset ${skip}
     )
     select ${PAYMENT_COLUMNS} ${PAYMENT_FROM} join page on page.id = p.id
      order by page.sort_key ${direction}, p.id ${direction}`,
    sql.params,
  );
  return { data: rows, totalRecords, page, size };
}
