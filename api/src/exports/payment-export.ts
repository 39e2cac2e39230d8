import { companyZone } from '../companies/company-time-zone.ts';
import type { Queryable } from '../db/database.ts';
import { paymentListConditions, readPaymentSort, type PaymentListQuery } from '../payments/payment-list-query.ts';
import { PAYMENT_TYPE_LABELS } from '../payments/payment-types.ts';
import { PAYMENT_COLUMNS, PAYMENT_FROM, type PaymentRow } from '../payments/payments-repository.ts';
import type { ExportColumn, ExportSource } from './export-columns.ts';
import { EXPORT_PAGE_SIZE, keysetRows } from './keyset.ts';
import { localDateOf } from './local-date.ts';

/** Sorts whose key can be NULL: a payment without a client (a left join). */
const NULLABLE_SORTS = new Set(['clientName']);

function paymentColumns(localDate: (iso: string) => string): ExportColumn<PaymentRow>[] {
  return [
    { header: 'Paid', kind: 'date', width: 12, value: (r) => localDate(r.paid) },
    { header: 'Invoice', kind: 'text', width: 16, value: (r) => r.invoiceUniqueId },
    { header: 'Client', kind: 'text', width: 28, value: (r) => r.clientName },
    { header: 'Type', kind: 'text', width: 16, value: (r) => PAYMENT_TYPE_LABELS[r.type] },
    { header: 'Description', kind: 'text', width: 40, value: (r) => r.description },
    { header: 'Invoice line', kind: 'text', width: 28, value: (r) => r.componentDescription },
    { header: 'Amount', kind: 'money', width: 14, value: (r) => r.amountCents },
    { header: 'From credit', kind: 'text', width: 11, value: (r) => (r.fromCredit ? 'Yes' : 'No') },
    { header: 'Receipt', kind: 'integer', width: 10, value: (r) => r.receiptId },
  ];
}

/**
 * The whole payment list for a list query (search, filters, period, sort; no page): the same conditions and
 * order as GET /api/payment1/lazyloading/{companyId}, read in keyset pages.
 */
export async function paymentExport(
  db: Queryable,
  scope: { companyId: number; practitionerId?: number },
  query: Omit<PaymentListQuery, 'page' | 'size'>,
  pageSize = EXPORT_PAGE_SIZE,
): Promise<ExportSource<PaymentRow>> {
  const { sort, direction } = readPaymentSort(query);
  const sql = await paymentListConditions(db, scope, query);
  const { timeZone } = await companyZone(db, scope.companyId);
  return {
    name: 'payments',
    title: 'Payments',
    columns: paymentColumns(localDateOf(timeZone)),
    rows: keysetRows<PaymentRow>(
      db,
      {
        from: `payments p ${sort.join ?? ''}`,
        id: 'p.id',
        where: sql.sql,
        params: sql.params,
        sort: { sql: sort.sql, direction, nullable: NULLABLE_SORTS.has(query.sortField?.trim() || 'paid') },
        columns: PAYMENT_COLUMNS,
        columnsFrom: PAYMENT_FROM,
      },
      pageSize,
    ),
  };
}
