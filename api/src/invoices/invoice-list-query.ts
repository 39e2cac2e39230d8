import { companyZone } from '../companies/company-time-zone.ts';
import type { Queryable } from '../db/database.ts';
import { badRequest } from '../shared/problem.ts';
import { addDays, isCalendarDate, parseInstant } from '../shared/time.ts';
import { addFilter, addSearch, parseFilters, SqlConditions } from './invoice-list-filters.ts';
import type { InvoiceListCache } from './invoice-list-cache.ts';
import { INVOICE_COLUMNS, INVOICE_FROM, type InvoiceRow } from './invoice-row.ts';
import { invoicesRepository } from './invoices-repository.ts';

/** The query of GET /api/invoice1/all/lazyloading/{companyId} (spec §3 "Invoice list query"). */
export interface InvoiceListQuery {
  sortField?: string;
  sortOrder?: string;
  search?: string;
  filters?: string;
  start?: string;
  end?: string;
  page?: number;
  size?: number;
}

export interface InvoicePage {
  data: InvoiceRow[];
  totalElements: number;
  page: number;
  size: number;
}

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 500;

/**
 * Sortable fields and their SQL. Sorts by a name or a claim count join a small per-company table
 * (clients, users, claims per invoice) ranked once, so 200k invoices sort by an integer, not text.
 */
const SORTS: Record<string, { sql: string; join?: (company: string) => string }> = {
  invoiced: { sql: 'i.invoiced' },
  uniqueId: { sql: 'i.unique_id' },
  status: { sql: 'i.status' },
  amount: { sql: 'i.amount_cents' },
  paid: { sql: 'i.paid_cents' },
  amountDue: { sql: '(i.amount_cents - i.paid_cents)' },
  due: { sql: 'i.due' },
  description: { sql: 'lower(i.description)' },
  numberOfClaims: {
    sql: 'coalesce(sort_claims.n, 0)',
    join: (company) => `left join (select invoice_id, count(*) as n from claims where company_id = ${company}
      group by invoice_id) sort_claims on sort_claims.invoice_id = i.id`,
  },
  clientName: {
    sql: 'sort_client.rank',
    join: (company) => `join (select id, rank() over (order by lower(trim(first_name || ' ' || last_name))) as rank
      from clients where company_id = ${company}) sort_client on sort_client.id = i.client_id`,
  },
  practitionerName: {
    sql: 'sort_user.rank',
    join: (company) => `left join (select id,
      rank() over (order by lower(coalesce(nullif(trim(first_name || ' ' || last_name), ''), username))) as rank
      from users where company_id = ${company}) sort_user on sort_user.id = i.practitioner_id`,
  },
  id: { sql: 'i.id' },
};
export const SORT_FIELDS = Object.keys(SORTS);

/** start/end: ISO 8601, 'YYYY-MM-DD HH:mm' in the company zone, or a whole day 'YYYY-MM-DD'. */
export function readBound(value: string, timeZone: string, field: 'start' | 'end'): { at: string; exclusive: boolean } {
  const text = value.trim();
  if (isCalendarDate(text)) {
    // A day as the end of a range includes the whole day: up to the next midnight, exclusive.
    const day = field === 'end' ? addDays(text, 1) : text;
    return { at: parseInstant(`${day} 00:00`, timeZone)!, exclusive: field === 'end' };
  }
  const at = parseInstant(text, timeZone);
  if (!at) {
    throw badRequest(`${field} "${value}" is not a date: use ISO 8601 (e.g. 2026-01-31T22:00:00Z) or YYYY-MM-DD`, [
      { field, message: 'is not a valid date' },
    ]);
  }
  return { at, exclusive: false };
}

/** Reads sortOrder: asc or desc (also 1 / -1), default desc. */
export function readSortOrder(sortOrder: string | undefined): 'asc' | 'desc' {
  const order = (sortOrder?.trim() || 'desc').toLowerCase();
  const direction = order === 'asc' || order === '1' ? 'asc' : order === 'desc' || order === '-1' ? 'desc' : undefined;
  if (!direction) throw badRequest(`sortOrder "${sortOrder}" must be asc or desc`);
  return direction;
}

export function readSort(query: Pick<InvoiceListQuery, 'sortField' | 'sortOrder'>): {
  sql: string;
  join?: (company: string) => string;
  direction: 'asc' | 'desc';
} {
  const field = query.sortField?.trim() || 'invoiced';
  const sort = SORTS[field];
  if (!sort) throw badRequest(`sortField "${field}" is not sortable: use one of ${SORT_FIELDS.join(', ')}`);
  return { ...sort, direction: readSortOrder(query.sortOrder) };
}

/**
 * The conditions of an invoice list (company or practitioner, period, column filters, search) on invoices `i`:
 * the lazy list pages them, the export walks all of them (exports/invoice-export.ts).
 */
export async function invoiceListConditions(
  db: Queryable,
  scope: { companyId: number; practitionerId?: number },
  query: Pick<InvoiceListQuery, 'search' | 'filters' | 'start' | 'end'>,
): Promise<{ sql: SqlConditions; company: string }> {
  const filters = parseFilters(query.filters);
  const sql = new SqlConditions();
  const company = sql.param(scope.companyId);
  sql.add(`i.company_id = ${company}`);
  if (scope.practitionerId !== undefined) sql.add(`i.practitioner_id = ${sql.param(scope.practitionerId)}`);
  if (query.start?.trim() || query.end?.trim()) {
    const { timeZone } = await companyZone(db, scope.companyId);
    if (query.start?.trim()) sql.add(`i.invoiced >= ${sql.param(readBound(query.start, timeZone, 'start').at)}`);
    if (query.end?.trim()) {
      const end = readBound(query.end, timeZone, 'end');
      sql.add(`i.invoiced ${end.exclusive ? '<' : '<='} ${sql.param(end.at)}`);
    }
  }
  for (const filter of filters) addFilter(sql, company, filter);
  if (query.search?.trim()) addSearch(sql, company, query.search);
  return { sql, company };
}

/**
 * One page of invoices, sorted, searched, filtered and ranged in SQL: a count query and a page
 * query (ids first, with LIMIT/OFFSET on the sort index, then the list-row columns for those ids).
 * A narrowed list's count and page ids are kept until the company's lists change (`cache`).
 */
export async function listInvoicePage(
  db: Queryable,
  cache: InvoiceListCache,
  scope: { companyId: number; practitionerId?: number },
  query: InvoiceListQuery,
): Promise<InvoicePage> {
  const page = query.page ?? 1;
  const size = query.size ?? DEFAULT_PAGE_SIZE;
  const sort = readSort(query);
  const { sql, company } = await invoiceListConditions(db, scope, query);

  // Unnarrowed, the company's invoice count is kept per day (migration 007) and the page walks the
  // sort index: nothing worth keeping. Narrowed, both visit every match.
  const narrowed = sql.where.length > 1;
  const version = narrowed ? await cache.version(db, scope.companyId) : undefined;
  const countStatement = narrowed
    ? `select count(*)::int as n from invoices i where ${sql.sql}`
    : `select coalesce(sum(invoice_count), 0)::int as n from invoice_day_totals where company_id = ${company}`;
  const totalElements = await cache.remember(version, countStatement, sql.params, async () => {
    const { rows } = await db.query<{ n: number }>(countStatement, sql.params);
    return rows[0]?.n ?? 0;
  });
  const offset = (page - 1) * size;
  if (offset >= totalElements) return { data: [], totalElements, page, size };

  const order = `${sort.sql} ${sort.direction}, i.id ${sort.direction}`;
  const pageParams = [...sql.params, size, offset];
  const pageStatement = `with page as (
       select i.id, ${sort.sql} as sort_key from invoices i ${sort.join?.(company) ?? ''}
        where ${sql.sql} order by ${order} limit $${pageParams.length - 1} offset $${pageParams.length}
     )
     select ${INVOICE_COLUMNS} ${INVOICE_FROM} join page on page.id = i.id
      order by page.sort_key ${sort.direction}, i.id ${sort.direction}`;
  let rows: InvoiceRow[] | undefined;
  const ids = await cache.remember(version, pageStatement, pageParams, async () => {
    rows = (await db.query<InvoiceRow>(pageStatement, pageParams)).rows;
    return rows.map((row) => row.id);
  });
  // Kept ids: the rows themselves are read now, so amounts paid and names are always current.
  rows ??= await invoicesRepository(db).findMany(ids, scope.companyId);
  return { data: rows, totalElements, page, size };
}
