import { companyZone } from '../companies/company-time-zone.ts';
import type { Queryable } from '../db/database.ts';
import { invoiceListConditions, readSort, type InvoiceListQuery } from '../invoices/invoice-list-query.ts';
import { INVOICE_COLUMNS, INVOICE_FROM, clientName, type InvoiceRow } from '../invoices/invoice-row.ts';
import { INVOICE_STATUS_LABELS } from '../invoices/invoice-status.ts';
import type { ExportColumn, ExportSource } from './export-columns.ts';
import { EXPORT_PAGE_SIZE, keysetRows } from './keyset.ts';
import { localDateOf } from './local-date.ts';

/** Sorts whose key can be NULL: no due date; no practitioner (a left join). */
const NULLABLE_SORTS = new Set(['due', 'practitionerName']);

function invoiceColumns(localDate: (iso: string) => string): ExportColumn<InvoiceRow>[] {
  return [
    { header: 'Invoice', kind: 'text', width: 16, value: (r) => r.uniqueId },
    { header: 'Invoiced', kind: 'date', width: 12, value: (r) => localDate(r.invoiced) },
    { header: 'Due', kind: 'date', width: 12, value: (r) => r.due },
    { header: 'Client', kind: 'text', width: 28, value: (r) => clientName(r) },
    { header: 'Practitioner', kind: 'text', width: 24, value: (r) => r.practitionerName },
    { header: 'Description', kind: 'text', width: 40, value: (r) => r.description },
    { header: 'Status', kind: 'text', width: 12, value: (r) => INVOICE_STATUS_LABELS[r.status] },
    { header: 'Amount', kind: 'money', width: 14, value: (r) => r.amountCents },
    { header: 'Paid', kind: 'money', width: 14, value: (r) => r.paidCents },
    { header: 'Amount due', kind: 'money', width: 14, value: (r) => r.amountCents - r.paidCents },
    { header: 'Claims', kind: 'integer', width: 8, value: (r) => r.numberOfClaims },
  ];
}

/**
 * The whole invoice list for a list query (search, filters, period, sort; no page): the same conditions and
 * order as GET /api/invoice1/all/lazyloading/{companyId}, read in keyset pages. Validates the query before the
 * first byte is sent, so a bad filter is a 400, not a broken file.
 */
export async function invoiceExport(
  db: Queryable,
  scope: { companyId: number; practitionerId?: number },
  query: Omit<InvoiceListQuery, 'page' | 'size'>,
  pageSize = EXPORT_PAGE_SIZE,
): Promise<ExportSource<InvoiceRow>> {
  const sort = readSort(query);
  const { sql, company } = await invoiceListConditions(db, scope, query);
  const { timeZone } = await companyZone(db, scope.companyId);
  return {
    name: 'invoices',
    title: 'Invoices',
    columns: invoiceColumns(localDateOf(timeZone)),
    rows: keysetRows<InvoiceRow>(
      db,
      {
        from: `invoices i ${sort.join?.(company) ?? ''}`,
        id: 'i.id',
        where: sql.sql,
        params: sql.params,
        sort: {
          sql: sort.sql,
          direction: sort.direction,
          nullable: NULLABLE_SORTS.has(query.sortField?.trim() || 'invoiced'),
        },
        columns: INVOICE_COLUMNS,
        columnsFrom: INVOICE_FROM,
      },
      pageSize,
    ),
  };
}
