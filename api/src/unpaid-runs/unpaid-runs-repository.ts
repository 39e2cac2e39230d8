import type { Queryable } from '../db/database.ts';

/** P pending, S sent, F failed, N no address (the client has no email address). */
export type ReminderStatus = 'P' | 'S' | 'F' | 'N';

export interface UnpaidRunRow {
  id: number;
  companyId: number;
  olderThanDays: number;
  runAt: string;
  invoicedBefore: string | null;
  finishedAt: string | null;
  invoiceCount: number;
  totalDueCents: number;
  sent: number;
  failed: number;
  noAddress: number;
  pending: number;
}

/** One invoice of a run with its reminder (GET …/unpaidrun/invoiceinfo/{id}). */
export interface UnpaidRunInvoiceRow {
  invoiceId: number;
  uniqueId: string;
  clientName: string;
  email: string | null;
  dueCents: number;
  emailStatus: ReminderStatus;
  emailError: string | null;
}

const RUN_COLUMNS = `r.id, r.company_id as "companyId", r.older_than_days as "olderThanDays", r.run_at as "runAt",
  r.invoiced_before as "invoicedBefore", r.finished_at as "finishedAt", r.invoice_count as "invoiceCount",
  r.total_due_cents as "totalDueCents",
  (select count(*) filter (where x.email_status = 'S') from unpaid_run_invoices x where x.unpaid_run_id = r.id)::int as sent,
  (select count(*) filter (where x.email_status = 'F') from unpaid_run_invoices x where x.unpaid_run_id = r.id)::int as failed,
  (select count(*) filter (where x.email_status = 'N') from unpaid_run_invoices x where x.unpaid_run_id = r.id)::int as "noAddress",
  (select count(*) filter (where x.email_status = 'P') from unpaid_run_invoices x where x.unpaid_run_id = r.id)::int as pending`;

/** The invoices an unpaid run takes: still owing (not P or C, amount due > 0) and invoiced before the cutoff. */
export const UNPAID_RUN_SELECTION = `i.company_id = $1 and i.status not in ('P', 'C')
  and i.amount_cents - i.paid_cents > 0 and i.invoiced < $2`;

/** Unpaid runs and their invoices, always read through the caller's company. */
export function unpaidRunsRepository(db: Queryable) {
  return {
    async list(companyId: number): Promise<UnpaidRunRow[]> {
      const { rows } = await db.query<UnpaidRunRow>(
        `select ${RUN_COLUMNS} from unpaid_runs r where r.company_id = $1 order by r.run_at desc, r.id desc`,
        [companyId],
      );
      return rows;
    },
    async find(id: number, companyId: number): Promise<UnpaidRunRow | undefined> {
      const { rows } = await db.query<UnpaidRunRow>(
        `select ${RUN_COLUMNS} from unpaid_runs r where r.id = $1 and r.company_id = $2`,
        [id, companyId],
      );
      return rows[0];
    },
    /** The ids of the invoices a run with this cutoff takes, oldest first. */
    async selectionIds(companyId: number, invoicedBefore: string): Promise<number[]> {
      const { rows } = await db.query<{ id: number }>(
        `select i.id from invoices i where ${UNPAID_RUN_SELECTION} order by i.invoiced, i.id`,
        [companyId, invoicedBefore],
      );
      return rows.map((r) => r.id);
    },
    /** Locks the selection (oldest first, the same order every run takes) and returns it with what is due. */
    async lockSelection(companyId: number, invoicedBefore: string) {
      const { rows } = await db.query<{ id: number; status: string; dueCents: number }>(
        `select i.id, i.status, i.amount_cents - i.paid_cents as "dueCents" from invoices i
          where ${UNPAID_RUN_SELECTION} order by i.id for update`,
        [companyId, invoicedBefore],
      );
      return rows;
    },
    async insertRun(run: {
      companyId: number;
      olderThanDays: number;
      invoicedBefore: string;
      createdBy: number;
      invoiceCount: number;
      totalDueCents: number;
    }): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        `insert into unpaid_runs (company_id, older_than_days, invoiced_before, created_by, invoice_count, total_due_cents,
                                  finished_at)
         values ($1, $2, $3, $4, $5, $6, case when $5::int = 0 then now() end) returning id`,
        [run.companyId, run.olderThanDays, run.invoicedBefore, run.createdBy, run.invoiceCount, run.totalDueCents],
      );
      return rows[0]!.id;
    },
    /** Adds the run's invoices (pending, or N straight away for clients without an address) and marks them U. */
    async addInvoices(runId: number, companyId: number, invoices: Array<{ id: number; dueCents: number }>) {
      if (invoices.length === 0) return;
      await db.query(
        `insert into unpaid_run_invoices (unpaid_run_id, invoice_id, due_cents, email_status)
         select $1, x.id, x.due, case when nullif(trim(c.email), '') is null then 'N' else 'P' end
           from unnest($2::bigint[], $3::bigint[]) as x(id, due)
           join invoices i on i.id = x.id join clients c on c.id = i.client_id`,
        [runId, invoices.map((i) => i.id), invoices.map((i) => i.dueCents)],
      );
      await db.query(
        `update invoices set status = 'U', version = version + 1, updated_at = now()
          where id = any($1::bigint[]) and company_id = $2 and status <> 'U'`,
        [invoices.map((i) => i.id), companyId],
      );
    },
    /** The run's invoices with their reminders, oldest invoice first. */
    async invoiceInfo(runId: number): Promise<UnpaidRunInvoiceRow[]> {
      const { rows } = await db.query<UnpaidRunInvoiceRow>(
        `select x.invoice_id as "invoiceId", i.unique_id as "uniqueId",
                trim(c.first_name || ' ' || c.last_name) as "clientName", nullif(trim(c.email), '') as email,
                x.due_cents as "dueCents", x.email_status as "emailStatus", x.email_error as "emailError"
           from unpaid_run_invoices x join invoices i on i.id = x.invoice_id join clients c on c.id = i.client_id
          where x.unpaid_run_id = $1 order by i.invoiced, i.id`,
        [runId],
      );
      return rows;
    },
    async invoiceIds(runId: number): Promise<number[]> {
      const { rows } = await db.query<{ id: number }>(
        `select x.invoice_id as id from unpaid_run_invoices x join invoices i on i.id = x.invoice_id
          where x.unpaid_run_id = $1 order by i.invoiced, i.id`,
        [runId],
      );
      return rows.map((r) => r.id);
    },
    async pending(runId: number): Promise<Array<{ invoiceId: number; email: string }>> {
      const { rows } = await db.query<{ invoiceId: number; email: string }>(
        `select x.invoice_id as "invoiceId", trim(c.email) as email
           from unpaid_run_invoices x join invoices i on i.id = x.invoice_id join clients c on c.id = i.client_id
          where x.unpaid_run_id = $1 and x.email_status = 'P' order by i.invoiced, i.id`,
        [runId],
      );
      return rows;
    },
    async setEmailStatus(runId: number, invoiceId: number, status: ReminderStatus, error: string | null) {
      await db.query(
        'update unpaid_run_invoices set email_status = $3, email_error = $4 where unpaid_run_id = $1 and invoice_id = $2',
        [runId, invoiceId, status, error],
      );
    },
    async finish(runId: number) {
      await db.query('update unpaid_runs set finished_at = now() where id = $1 and finished_at is null', [runId]);
    },
  };
}
