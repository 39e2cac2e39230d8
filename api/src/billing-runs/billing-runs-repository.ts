import type { Queryable } from '../db/database.ts';
import type { BilledSpan, Span } from './billing-periods.ts';

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
  /** False while the run is being written, and after a failure or a stop cut it short (run the period again). */
  complete: boolean;
}

/** A client on an active plan during the run's period, with the client's times on the plan. */
export interface BillingCandidate {
  clientId: number;
  clientName: string;
  planId: number;
  planName: string;
  /** Each client_billing_plans row of the client and plan that overlaps the period. */
  onPlan: Array<{ start: string; end: string | null }>;
}

const COLUMNS = `r.id, r.company_id as "companyId", r.period_start as "periodStart", r.period_end as "periodEnd",
  r.run_at as "runAt", r.created_by as "createdBy",
  coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username) as "createdByName",
  r.invoice_count as "invoiceCount", r.total_cents as "totalCents", r.skipped_count as "skippedCount",
  r.completed_at is not null as complete,
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
     * Every client on an active billing plan during the period (the client's plan active, its dates
     * overlapping the period; the plan itself active), one entry per client and plan, by client name.
     */
    async candidates(companyId: number, start: string, end: string): Promise<BillingCandidate[]> {
      const { rows } = await db.query<Omit<BillingCandidate, 'onPlan'> & { start: string; end: string | null }>(
        `select cbp.client_id as "clientId", trim(c.first_name || ' ' || c.last_name) as "clientName",
                bp.id as "planId", bp.name as "planName", cbp.start_date as start, cbp.end_date as "end"
           from client_billing_plans cbp
           join billing_plans bp on bp.id = cbp.billing_plan_id and bp.company_id = cbp.company_id
           join clients c on c.id = cbp.client_id
          where cbp.company_id = $1 and cbp.active and bp.active
            and cbp.start_date <= $3::date and (cbp.end_date is null or cbp.end_date >= $2::date)
          order by lower(c.last_name), lower(c.first_name), c.id, bp.id, cbp.start_date`,
        [companyId, start, end],
      );
      // A client on the same plan twice (two of its periods overlap the run) is one candidate.
      const byKey = new Map<string, BillingCandidate>();
      for (const { start: from, end: to, ...row } of rows) {
        const key = `${row.clientId}:${row.planId}`;
        const candidate = byKey.get(key) ?? { ...row, onPlan: [] };
        candidate.onPlan.push({ start: from, end: to });
        byKey.set(key, candidate);
      }
      return [...byKey.values()];
    },

    /**
     * The invoices that already billed the candidates' plans to them (keyed "client:plan"), with the
     * run that made each: for a one-off plan every one ever, otherwise those within a year of the period
     * (no billed span reaches further).
     */
    async billedSpans(
      companyId: number,
      pairs: ReadonlyArray<{ clientId: number; planId: number }>,
      start: string,
      end: string,
    ): Promise<Map<string, BilledSpan[]>> {
      const { rows } = await db.query<{
        clientId: number;
        planId: number;
        start: string;
        end: string | null;
        invoiceUniqueId: string;
        runStart: string | null;
        runEnd: string | null;
      }>(
        `select i.client_id as "clientId", i.billing_plan_id as "planId", i.billing_period_start as start,
                i.billing_period_end as "end", i.unique_id as "invoiceUniqueId",
                r.period_start as "runStart", r.period_end as "runEnd"
           from invoices i
           join billing_plans bp on bp.id = i.billing_plan_id
           left join billing_runs r on r.id = i.billing_run_id
          where i.company_id = $1 and i.billing_period_start is not null
            and (i.client_id, i.billing_plan_id) in (select * from unnest($2::bigint[], $3::bigint[]))
            and (bp.frequency = 'O' or (i.billing_period_start <= $5::date + 366
                 and coalesce(i.billing_period_end, i.billing_period_start) >= $4::date - 366))
          order by i.billing_period_start, i.id`,
        [companyId, pairs.map((p) => p.clientId), pairs.map((p) => p.planId), start, end],
      );
      const byKey = new Map<string, BilledSpan[]>();
      for (const row of rows) {
        const key = `${row.clientId}:${row.planId}`;
        const span: BilledSpan = {
          start: row.start,
          end: row.end,
          invoiceUniqueId: row.invoiceUniqueId,
          run: row.runStart && row.runEnd ? { start: row.runStart, end: row.runEnd } : null,
        };
        byKey.set(key, [...(byKey.get(key) ?? []), span]);
      }
      return byKey;
    },

    /** The company's earliest run whose period overlaps start … end without being exactly that period. */
    async overlapping(companyId: number, start: string, end: string) {
      const { rows } = await db.query<{ id: number; periodStart: string; periodEnd: string }>(
        `select id, period_start as "periodStart", period_end as "periodEnd" from billing_runs
          where company_id = $1 and period_start <= $3::date and period_end >= $2::date
            and (period_start, period_end) <> ($2::date, $3::date)
          order by period_start, id limit 1`,
        [companyId, start, end],
      );
      return rows[0];
    },

    /** The company's incomplete run of exactly this period (a run cut short, to finish), if any. */
    async incomplete(companyId: number, start: string, end: string): Promise<number | undefined> {
      const { rows } = await db.query<{ id: number }>(
        `select id from billing_runs where company_id = $1 and period_start = $2 and period_end = $3
            and completed_at is null order by id limit 1`,
        [companyId, start, end],
      );
      return rows[0]?.id;
    },

    /** A new run, incomplete until complete() (its chunks add their invoices with addInvoices()). */
    async insert(run: {
      companyId: number;
      periodStart: string;
      periodEnd: string;
      createdBy: number;
      skippedCount: number;
    }) {
      const { rows } = await db.query<{ id: number }>(
        `insert into billing_runs (company_id, period_start, period_end, created_by, skipped_count)
         values ($1, $2, $3, $4, $5) returning id`,
        [run.companyId, run.periodStart, run.periodEnd, run.createdBy, run.skippedCount],
      );
      return rows[0]!.id;
    },
    /** Counts a chunk's invoices into the run, in the chunk's transaction: the run's totals always match its invoices. */
    async addInvoices(id: number, count: number, totalCents: number) {
      await db.query(
        'update billing_runs set invoice_count = invoice_count + $2, total_cents = total_cents + $3 where id = $1',
        [id, count, totalCents],
      );
    },
    /** Marks the run complete; false when it already was (another start of the same period finished it). */
    async complete(id: number): Promise<boolean> {
      const { rowCount } = await db.query(
        'update billing_runs set completed_at = now() where id = $1 and completed_at is null',
        [id],
      );
      return rowCount > 0;
    },
    async totals(id: number) {
      const { rows } = await db.query<{ invoiceCount: number; totalCents: number; skippedCount: number }>(
        `select invoice_count as "invoiceCount", total_cents as "totalCents", skipped_count as "skippedCount"
           from billing_runs where id = $1`,
        [id],
      );
      return rows[0]!;
    },
    async invoiceIds(id: number): Promise<number[]> {
      const { rows } = await db.query<{ id: number }>('select id from invoices where billing_run_id = $1 order by id', [
        id,
      ]);
      return rows.map((r) => r.id);
    },
    /** The company's newest run of exactly this period, complete or not. */
    async ofPeriod(companyId: number, start: string, end: string): Promise<number | undefined> {
      const { rows } = await db.query<{ id: number }>(
        `select id from billing_runs where company_id = $1 and period_start = $2 and period_end = $3
          order by id desc limit 1`,
        [companyId, start, end],
      );
      return rows[0]?.id;
    },
    /** The run's invoice ids, read through its company (a job taken over answers every invoice of its run). */
    async invoiceIdsOf(id: number, companyId: number): Promise<number[]> {
      const { rows } = await db.query<{ id: number }>(
        'select id from invoices where company_id = $2 and billing_run_id = $1 order by id',
        [id, companyId],
      );
      return rows.map((r) => r.id);
    },
    /**
     * Marks an invoice as the run's bill of a plan for the span it bills (the unique index on client,
     * plan and span start refuses a second bill of the same first unit).
     */
    async markBilled(invoiceId: number, runId: number, planId: number, span: Span) {
      await db.query(
        `update invoices set billing_run_id = $2, billing_plan_id = $3, billing_period_start = $4,
                billing_period_end = $5 where id = $1`,
        [invoiceId, runId, planId, span.start, span.end],
      );
    },
  };
}
