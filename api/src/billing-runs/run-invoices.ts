import type { Queryable } from '../db/database.ts';
import { INVOICE_COLUMNS, INVOICE_FROM, type InvoiceRow } from '../invoices/invoice-row.ts';

/** The invoices of one billing run, by client name. */
export async function billingRunInvoices(db: Queryable, companyId: number, runId: number): Promise<InvoiceRow[]> {
  const { rows } = await db.query<InvoiceRow>(
    `select ${INVOICE_COLUMNS} ${INVOICE_FROM} where i.company_id = $1 and i.billing_run_id = $2
      order by lower(c.last_name), lower(c.first_name), i.id`,
    [companyId, runId],
  );
  return rows;
}

export interface StatusTotal {
  status: string;
  count: number;
  amountCents: number;
  paidCents: number;
}

/** The run's invoices summed per status (GET …/billingrun/invoiceinfo/{id}). */
export async function billingRunStatusTotals(db: Queryable, companyId: number, runId: number): Promise<StatusTotal[]> {
  const { rows } = await db.query<StatusTotal>(
    `select status, count(*)::int as count, sum(amount_cents)::bigint as "amountCents",
            sum(paid_cents)::bigint as "paidCents"
       from invoices where company_id = $1 and billing_run_id = $2 group by status order by status`,
    [companyId, runId],
  );
  return rows;
}
