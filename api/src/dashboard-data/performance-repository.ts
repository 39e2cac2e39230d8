import type { Queryable } from '../db/database.ts';
import type { Cents } from '../shared/money.ts';

export interface PerformanceRow {
  invoicesCreated: number;
  paymentsCount: number;
  paymentsCents: Cents;
  writeOffsCount: number;
  writeOffsCents: Cents;
  claimsSubmitted: number;
  claimsAnswered: number;
  billingRuns: number;
  invoicesBilled: number;
  unpaidRuns: number;
  remindersSent: number;
  transactionsImported: number;
}

/**
 * What one user did in a month ($4 first day, $5 the first day after, both local dates in time zone $3):
 * read from who-did-it columns (payments, runs, imports, claim events) and the audit log (invoices).
 */
export function performanceRepository(db: Queryable) {
  return {
    async month(companyId: number, userId: number, timeZone: string, from: string, to: string) {
      const inMonth = (column: string) =>
        `${column} >= ($4::date::timestamp at time zone $3) and ${column} < ($5::date::timestamp at time zone $3)`;
      const { rows } = await db.query<PerformanceRow>(
        `select
           (select count(*) from audit_log
             where company_id = $1 and user_id = $2 and entity = 'invoice' and action = 'create' and ${inMonth('at')})::int
             as "invoicesCreated",
           (select count(*) from payments where company_id = $1 and created_by = $2 and type <> 'W' and ${inMonth('created_at')})::int
             as "paymentsCount",
           (select coalesce(sum(amount_cents), 0) from payments
             where company_id = $1 and created_by = $2 and type <> 'W' and ${inMonth('created_at')})::bigint as "paymentsCents",
           (select count(*) from payments where company_id = $1 and created_by = $2 and type = 'W' and ${inMonth('created_at')})::int
             as "writeOffsCount",
           (select coalesce(sum(amount_cents), 0) from payments
             where company_id = $1 and created_by = $2 and type = 'W' and ${inMonth('created_at')})::bigint as "writeOffsCents",
           (select count(distinct e.claim_id) from claim_events e join claims c on c.id = e.claim_id
             where c.company_id = $1 and e.created_by = $2 and e.action = 'submit' and ${inMonth('e.created_at')})::int
             as "claimsSubmitted",
           (select count(distinct e.claim_id) from claim_events e join claims c on c.id = e.claim_id
             where c.company_id = $1 and e.created_by = $2 and e.action in ('accept', 'reject') and ${inMonth('e.created_at')})::int
             as "claimsAnswered",
           (select count(*) from billing_runs where company_id = $1 and created_by = $2 and ${inMonth('run_at')})::int
             as "billingRuns",
           (select coalesce(sum(invoice_count), 0) from billing_runs
             where company_id = $1 and created_by = $2 and ${inMonth('run_at')})::int as "invoicesBilled",
           (select count(*) from unpaid_runs where company_id = $1 and created_by = $2 and ${inMonth('run_at')})::int
             as "unpaidRuns",
           (select count(*) from unpaid_run_invoices ui join unpaid_runs ur on ur.id = ui.unpaid_run_id
             where ur.company_id = $1 and ur.created_by = $2 and ui.email_status = 'S' and ${inMonth('ur.run_at')})::int
             as "remindersSent",
           (select coalesce(sum(row_count), 0) from financial_import_batches
             where company_id = $1 and created_by = $2 and ${inMonth('created_at')})::int as "transactionsImported"`,
        [companyId, userId, timeZone, from, to],
      );
      return rows[0]!;
    },
  };
}
