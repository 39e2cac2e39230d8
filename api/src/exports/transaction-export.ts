import type { Queryable } from '../db/database.ts';
import {
  TRANSACTION_COLUMNS,
  TRANSACTION_FROM,
  TRANSACTION_LIST_WHERE,
  transactionListParams,
  transactionsRepository,
  type TransactionFilter,
  type TransactionRow,
} from '../financial-transactions/transactions-repository.ts';
import { notFound } from '../shared/problem.ts';
import type { ExportColumn, ExportSource } from './export-columns.ts';
import { EXPORT_PAGE_SIZE, keysetRows } from './keyset.ts';

const TRANSACTION_COLUMNS_OUT: ExportColumn<TransactionRow>[] = [
  { header: 'Processed', kind: 'date', width: 12, value: (r) => r.processed },
  { header: 'Account code', kind: 'text', width: 12, value: (r) => r.financialAccountCode },
  { header: 'Account', kind: 'text', width: 28, value: (r) => r.financialAccountName },
  { header: 'Account type', kind: 'text', width: 12, value: (r) => r.financialAccountType },
  { header: 'Description', kind: 'text', width: 40, value: (r) => r.description },
  { header: 'Debit', kind: 'money', width: 14, value: (r) => r.debitCents },
  { header: 'Credit', kind: 'money', width: 14, value: (r) => r.creditCents },
  { header: 'Invoice id', kind: 'integer', width: 10, value: (r) => r.invoiceId },
  { header: 'Status', kind: 'text', width: 8, value: (r) => r.status },
];

/**
 * The transactions of a period (with the list's account type, account, invoice and appointment filters), newest
 * first like GET /api/financialtransaction/{companyId}/range/{start}/{end}, read in keyset pages.
 */
export async function transactionExport(
  db: Queryable,
  filter: TransactionFilter,
  pageSize = EXPORT_PAGE_SIZE,
): Promise<ExportSource<TransactionRow>> {
  const repo = transactionsRepository(db);
  if (filter.invoiceId !== undefined && !(await repo.ownsInvoice(filter.invoiceId, filter.companyId))) {
    throw notFound('Invoice');
  }
  if (filter.appointmentId !== undefined && !(await repo.ownsAppointment(filter.appointmentId, filter.companyId))) {
    throw notFound('Appointment');
  }
  return {
    name: 'financial-transactions',
    title: 'Financial transactions',
    columns: TRANSACTION_COLUMNS_OUT,
    rows: keysetRows<TransactionRow>(
      db,
      {
        from: 'financial_transactions_stored t join financial_accounts a on a.id = t.financial_account_id',
        id: 't.id',
        where: TRANSACTION_LIST_WHERE,
        params: transactionListParams({ ...filter, accountCode: filter.accountCode?.trim() || undefined }),
        sort: { sql: 't.processed', direction: 'desc', nullable: false },
        columns: TRANSACTION_COLUMNS,
        columnsFrom: TRANSACTION_FROM,
      },
      pageSize,
    ),
  };
}
