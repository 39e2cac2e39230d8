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
    /**
     * Claims the run's next reminder that is pending and not claimed yet (oldest invoice first) and answers it with
     * the client's address; undefined when none is left. One statement, skipping rows another process is claiming:
     * two processes sending the same run never get the same reminder.
     */
    async claimNext(
      runId: number,
    ): Promise<{ invoiceId: number; email: string; outboxMessageId: number | null } | undefined> {
      const { rows } = await db.query<{ invoiceId: number; email: string; outboxMessageId: number | null }>(
        `with next as (
           select x.invoice_id from unpaid_run_invoices x join invoices i on i.id = x.invoice_id
            where x.unpaid_run_id = $1 and x.email_status = 'P' and x.claimed_at is null
            order by i.invoiced, i.id limit 1 for update of x skip locked)
         update unpaid_run_invoices x set claimed_at = now()
           from next, invoices i join clients c on c.id = i.client_id
          where x.unpaid_run_id = $1 and x.invoice_id = next.invoice_id and i.id = x.invoice_id
            and x.email_status = 'P' and x.claimed_at is null
         returning x.invoice_id as "invoiceId", trim(c.email) as email, x.outbox_message_id as "outboxMessageId"`,
        [runId],
      );
      return rows[0];
    },
    /**
     * Reminders claimed more than `leaseMs` ago (by the database clock) and still pending: their process stopped
     * while sending them, so whether they went out is unknown. They are marked failed with `reason` (never sent
     * again: at most one email per reminder). Answers how many per run.
     */
    async failStaleClaims(leaseMs: number, reason: string): Promise<Array<{ runId: number; count: number }>> {
      const { rows } = await db.query<{ runId: number; count: number }>(
        `with failed as (
           update unpaid_run_invoices set email_status = 'F', email_error = $2
            where email_status = 'P' and claimed_at < now() - $1::int * interval '1 millisecond'
           returning unpaid_run_id)
         select unpaid_run_id as "runId", count(*)::int as count from failed group by unpaid_run_id order by 1`,
        [leaseMs, reason],
      );
      return rows;
    },
    /** Milliseconds until the oldest claimed, still pending reminder is `leaseMs` old; null when none is claimed. */
    async nextStaleClaimInMs(leaseMs: number): Promise<number | null> {
      const { rows } = await db.query<{ ms: number | null }>(
        `select greatest(0, ceil(extract(epoch from min(claimed_at) + $1::int * interval '1 millisecond' - now()) * 1000))::int
                as ms
           from unpaid_run_invoices where email_status = 'P' and claimed_at is not null`,
        [leaseMs],
      );
      return rows[0]?.ms ?? null;
    },
    /** Every company's runs not finished yet, oldest first. */
    async unfinished(): Promise<Array<{ id: number; companyId: number }>> {
      const { rows } = await db.query<{ id: number; companyId: number }>(
        `select id, company_id as "companyId" from unpaid_runs where finished_at is null order by id`,
      );
      return rows;
    },
    /** Stores a reminder's outcome, and the Outbox message it went out as when there is one. */
    async setEmailStatus(
      runId: number,
      invoiceId: number,
      status: ReminderStatus,
      error: string | null,
      outboxMessageId: number | null = null,
    ) {
      await db.query(
        `update unpaid_run_invoices set email_status = $3, email_error = $4,
                outbox_message_id = coalesce($5, outbox_message_id)
          where unpaid_run_id = $1 and invoice_id = $2`,
        [runId, invoiceId, status, error, outboxMessageId],
      );
    },
    /**
     * Puts the run's failed reminders, and those without an address whose client has one now, back to pending and
     * the run back to running (one statement, the run row locked: two presses at once retry once). Answers how
     * many; 0 leaves the run as it was.
     */
    async retryFailed(runId: number, companyId: number): Promise<number> {
      const { rows } = await db.query<{ n: number }>(
        `with run as (select id from unpaid_runs where id = $1 and company_id = $2 for update),
              retried as (
                update unpaid_run_invoices x set email_status = 'P', email_error = null, claimed_at = null
                  from run, invoices i join clients c on c.id = i.client_id
                 where x.unpaid_run_id = run.id and i.id = x.invoice_id
                   and (x.email_status = 'F' or (x.email_status = 'N' and nullif(trim(c.email), '') is not null))
                returning x.invoice_id),
              reopened as (
                update unpaid_runs r set finished_at = null
                  from run where r.id = run.id and exists (select 1 from retried)
                returning r.id)
         select count(*)::int as n from retried`,
        [runId, companyId],
      );
      return rows[0]?.n ?? 0;
    },
    /** A reminder's Outbox message was sent from the Outbox: the run shows it sent. */
    async markSentByOutbox(outboxMessageId: number, companyId: number): Promise<void> {
      await db.query(
        `update unpaid_run_invoices x set email_status = 'S', email_error = null
           from unpaid_runs r
          where x.outbox_message_id = $1 and r.id = x.unpaid_run_id and r.company_id = $2 and x.email_status = 'F'`,
        [outboxMessageId, companyId],
      );
    },
    /** Marks the run finished once none of its reminders is pending (whichever process sends the last one). */
    async finish(runId: number): Promise<boolean> {
      const { rowCount } = await db.query(
        `update unpaid_runs r set finished_at = now() where r.id = $1 and r.finished_at is null
            and not exists (select 1 from unpaid_run_invoices x where x.unpaid_run_id = r.id and x.email_status = 'P')`,
        [runId],
      );
      return rowCount > 0;
    },
  };
}
