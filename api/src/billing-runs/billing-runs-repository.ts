import type { Queryable } from '../db/database.ts';

export interface BillingRunRow {
  id: number;
  companyId: number;
  periodStart: string;
  periodEnd: string;
  runAt: string;
  createdBy: number | null;
  createdByName: string | null;
  invoiceCount: number;
  totalCents: number;
  skippedCount: number;
  /** What the run's invoices have been paid so far. */
  paidCents: number;
}

/** A client on an active plan whose period overlaps the run's, with why it is skipped (null: billed). */
export interface BillingCandidate {
  clientId: number;
  clientName: string;
  planId: number;
  planName: string;
  skipReason: string | null;
}

const COLUMNS = `r.id, r.company_id as "companyId", r.period_start as "periodStart", r.period_end as "periodEnd",
  r.run_at as "runAt", r.created_by as "createdBy",
  coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username) as "createdByName",
  r.invoice_count as "invoiceCount", r.total_cents as "totalCents", r.skipped_count as "skippedCount",
  coalesce((select sum(i.paid_cents) from invoices i where i.billing_run_id = r.id), 0)::bigint as "paidCents"`;

export function billingRunsRepository(db: Queryable) {
  const list = async (where: string, params: unknown[]) =>
    (
      await db.query<BillingRunRow>(
        `select ${COLUMNS} from billing_runs r left join users u on u.id = r.created_by where ${where}
          order by r.run_at desc, r.id desc`,
        params,
      )
    ).rows;
  return {
    byCompany: (companyId: number) => list('r.company_id = $1', [companyId]),
    async find(id: number, companyId: number): Promise<BillingRunRow | undefined> {
      return (await list('r.id = $1 and r.company_id = $2', [id, companyId]))[0];
    },

    /**
     * Every client on an active billing plan (the client's plan active, its dates overlapping the
     * period; the plan itself active), with the reason it is skipped: already billed for this plan in
     * the period (an invoice whose billing period starts in it, or an earlier run whose period overlaps).
     */
    async candidates(companyId: number, start: string, end: string): Promise<BillingCandidate[]> {
      const { rows } = await db.query<BillingCandidate & { billed: string | null; runs: string | null }>(
        `select cbp.client_id as "clientId", trim(c.first_name || ' ' || c.last_name) as "clientName",
                bp.id as "planId", bp.name as "planName",
                (select i.unique_id from invoices i
                  where i.client_id = cbp.client_id and i.billing_plan_id = bp.id
                    and i.billing_period_start between $2::date and $3::date
                  order by i.id limit 1) as billed,
                (select string_agg(distinct r.period_start || ' to ' || r.period_end, ', ')
                   from invoices i join billing_runs r on r.id = i.billing_run_id
                  where i.client_id = cbp.client_id and i.billing_plan_id = bp.id
                    and r.period_start <= $3::date and r.period_end >= $2::date) as runs,
                null as "skipReason"
           from client_billing_plans cbp
           join billing_plans bp on bp.id = cbp.billing_plan_id and bp.company_id = cbp.company_id
           join clients c on c.id = cbp.client_id
          where cbp.company_id = $1 and cbp.active and bp.active
            and cbp.start_date <= $3::date and (cbp.end_date is null or cbp.end_date >= $2::date)
          order by lower(c.last_name), lower(c.first_name), c.id, bp.id`,
        [companyId, start, end],
      );
      const seen = new Set<string>();
      return rows.flatMap(({ billed, runs, ...row }) => {
        // A client on the same plan twice (two periods of it overlap the run) is billed once.
        const key = `${row.clientId}:${row.planId}`;
        if (seen.has(key)) return [];
        seen.add(key);
        const skipReason = runs
          ? `already billed by the billing run of ${runs}`
          : billed
            ? `already billed for this period (invoice ${billed})`
            : null;
        return [{ ...row, skipReason }];
      });
    },

    async insert(run: { companyId: number; periodStart: string; periodEnd: string; createdBy: number }) {
      const { rows } = await db.query<{ id: number }>(
        `insert into billing_runs (company_id, period_start, period_end, created_by) values ($1, $2, $3, $4) returning id`,
        [run.companyId, run.periodStart, run.periodEnd, run.createdBy],
      );
      return rows[0]!.id;
    },
    async setTotals(id: number, totals: { invoiceCount: number; totalCents: number; skippedCount: number }) {
      await db.query('update billing_runs set invoice_count = $2, total_cents = $3, skipped_count = $4 where id = $1', [
        id,
        totals.invoiceCount,
        totals.totalCents,
        totals.skippedCount,
      ]);
    },
    /** Marks an invoice as the run's bill of a plan for a period (the unique index refuses a second one). */
    async markBilled(invoiceId: number, runId: number, planId: number, periodStart: string) {
      await db.query(
        'update invoices set billing_run_id = $2, billing_plan_id = $3, billing_period_start = $4 where id = $1',
        [invoiceId, runId, planId, periodStart],
      );
    },
  };
}
