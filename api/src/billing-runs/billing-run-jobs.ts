import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';
import { DatabaseUnavailableError } from '../db/database.ts';
import type { JobContext, JobQueue } from '../jobs/job-queue.ts';
import type { Caller } from '../shared/caller.ts';
import { conflict } from '../shared/problem.ts';
import type { BillingPeriod, BillingPlanOutcome, BillingRunProgress } from './billing-run-service.ts';

export type BillingRunJobStatus = 'running' | 'succeeded' | 'failed';

/** Why a job failed, as the error handler would have answered it (5xx details are never kept). */
export interface JobProblem {
  status: number;
  title: string;
  detail: string;
}

/** A billing run started in the background, as a poll sees it. */
export interface BillingRunJob<Outcome> extends BillingPeriod {
  id: string;
  companyId: number;
  status: BillingRunJobStatus;
  /** Invoices of the run created and committed so far (they stay after a failure). */
  done: number;
  /** The invoices the run creates; null until it has worked out what it will bill. */
  total: number | null;
  startedAt: string;
  finishedAt: string | null;
  /** When succeeded: what the run did. */
  outcome: Outcome | null;
  /** When failed: why (the run is left incomplete; starting the same period again finishes it). */
  error: JobProblem | null;
  /** Workers that took the job: more than 1 when one finished what a stopped one started. */
  attempts: number;
}

/** What a billing-run job carries in the queue (the pg-boss job has the same id). */
interface BillingRunJobData extends BillingPeriod {
  jobId: string;
  companyId: number;
  userId: number;
}

export interface BillingRunWork {
  caller: Caller;
  period: BillingPeriod;
  /** Hears the run's progress (this attempt's invoices, the run's invoices written before it already counted). */
  report: (progress: BillingRunProgress) => void;
  /** True when another worker started this job before (it died, or gave the job back when its process stopped). */
  resumed: boolean;
  /** Keeps the run's whole plan with the job, in the run's first transaction (startBillingRun's onPlanned). */
  onPlanned: (tx: Queryable, plan: BillingPlanOutcome) => Promise<void>;
  /** The plan an earlier worker carried out in part (the answer lists what the whole run billed and skipped). */
  plannedBefore: BillingPlanOutcome | null;
}

export interface BillingRunJobOptions<Outcome> {
  /** The run itself (billing-run-service's startBillingRun, answered as the route answers it). */
  work: (run: BillingRunWork) => Promise<Outcome>;
  /** Turns a failure into what the poll answers (and logs what must be logged). */
  problemOf: (error: unknown, job: { id: string; companyId: number }) => JobProblem;
  /** Finished jobs kept per company for polls to read, newest first (default 20). */
  keepFinished?: number;
}

export interface BillingRunJobs<Outcome> {
  /**
   * Stores the job (running, 0 done) and enqueues it in one transaction, and answers it at once. A company runs one
   * billing-run job at a time: a second start while one runs is a 409.
   */
  start(caller: Caller, period: BillingPeriod): Promise<BillingRunJob<Outcome>>;
  /** The job as it is now, read from the database (any replica answers); undefined when unknown or another company's. */
  find(id: string, companyId: number): Promise<BillingRunJob<Outcome> | undefined>;
}

export const BILLING_RUN_QUEUE = 'billing-run';

/** What a poll reads when every worker that took the job stopped before finishing it, and no try is left. */
export const ABANDONED_RUN: JobProblem = {
  status: 503,
  title: 'Service Unavailable',
  detail:
    'The billing run stopped: the servers running it stopped before it finished. Its invoices so far are kept; ' +
    'start the same period again to finish it.',
};

// While the job runs, `outcome` holds the run's plan (for a worker that takes it over): a poll sees it once succeeded.
const JOB_COLUMNS = `id, company_id as "companyId", period_start as "periodStart", period_end as "periodEnd", status,
  done, total, started_at as "startedAt", finished_at as "finishedAt",
  case when status = 'succeeded' then outcome end as outcome, error, attempts`;

/** Billing-run jobs in job_progress (migration 025), always read and written through their company. */
function jobsTable(db: Queryable) {
  return {
    /** Inserts a running job and answers when it started; undefined when the company has one running already. */
    async insert(id: string, caller: Caller, period: BillingPeriod): Promise<string | undefined> {
      const { rows } = await db.query<{ startedAt: string }>(
        `insert into job_progress (company_id, id, kind, period_start, period_end, created_by)
         values ($1, $2, 'billing_run', $3, $4, $5)
         on conflict (company_id, kind) where status = 'running' do nothing returning started_at as "startedAt"`,
        [caller.companyId, id, period.periodStart, period.periodEnd, caller.id],
      );
      return rows[0]?.startedAt;
    },
    async running(companyId: number) {
      const { rows } = await db.query<BillingPeriod>(
        `select period_start as "periodStart", period_end as "periodEnd" from job_progress
          where company_id = $1 and kind = 'billing_run' and status = 'running'`,
        [companyId],
      );
      return rows[0];
    },
    async find<Outcome>(id: string, companyId: number) {
      const { rows } = await db.query<BillingRunJob<Outcome>>(
        `select ${JOB_COLUMNS} from job_progress where company_id = $1 and id = $2 and kind = 'billing_run'`,
        [companyId, id],
      );
      return rows[0];
    },
    /** Counts a worker taking the job; undefined when it is not running any more (finished before: nothing to do). */
    async take(id: string, companyId: number): Promise<number | undefined> {
      const { rows } = await db.query<{ attempts: number }>(
        `update job_progress set attempts = attempts + 1, updated_at = now()
          where company_id = $1 and id = $2 and status = 'running' returning attempts`,
        [companyId, id],
      );
      return rows[0]?.attempts;
    },
    /** Keeps the plan of the job's run while it runs; the first worker's plan stays (a later one plans the rest). */
    async keepPlan(id: string, companyId: number, plan: BillingPlanOutcome) {
      await db.query(
        `update job_progress set outcome = $3::jsonb, updated_at = now()
          where company_id = $1 and id = $2 and status = 'running' and outcome is null`,
        [companyId, id, JSON.stringify(plan)],
      );
    },
    async keptPlan(id: string, companyId: number): Promise<BillingPlanOutcome | null> {
      const { rows } = await db.query<{ plan: BillingPlanOutcome | null }>(
        `select outcome as plan from job_progress where company_id = $1 and id = $2 and status = 'running'`,
        [companyId, id],
      );
      return rows[0]?.plan ?? null;
    },
    async progress(id: string, companyId: number, done: number, total: number) {
      await db.query(
        `update job_progress set done = $3, total = $4, updated_at = now()
          where company_id = $1 and id = $2 and status = 'running'`,
        [companyId, id, done, total],
      );
    },
    async finish(id: string, companyId: number, result: { outcome: unknown } | { error: JobProblem }) {
      const succeeded = 'outcome' in result;
      await db.query(
        `update job_progress set status = $3, outcome = $4::jsonb, error = $5::jsonb, finished_at = now(),
                updated_at = now()
          where company_id = $1 and id = $2 and status = 'running'`,
        [
          companyId,
          id,
          succeeded ? 'succeeded' : 'failed',
          succeeded ? JSON.stringify(result.outcome) : null,
          succeeded ? null : JSON.stringify(result.error),
        ],
      );
    },
    /** Forgets the company's finished billing-run jobs beyond the newest `keep`. */
    async forget(companyId: number, keep: number) {
      await db.query(
        `delete from job_progress where company_id = $1 and kind = 'billing_run' and status <> 'running'
            and id not in (select id from job_progress where company_id = $1 and kind = 'billing_run'
                             and status <> 'running' order by started_at desc, id limit $2)`,
        [companyId, keep],
      );
    },
    /** Invoices already in the company's incomplete run of the period (a run a stopped worker left). */
    async billedBefore(companyId: number, period: BillingPeriod): Promise<number> {
      const { rows } = await db.query<{ n: number }>(
        `select count(i.id)::int as n from billing_runs r
           join invoices i on i.billing_run_id = r.id and i.company_id = r.company_id
          where r.company_id = $1 and r.period_start = $2 and r.period_end = $3 and r.completed_at is null`,
        [companyId, period.periodStart, period.periodEnd],
      );
      return rows[0]?.n ?? 0;
    },
  };
}

/**
 * Billing runs as jobs on the queue (decision 44). The job's progress is a row of job_progress, so a poll reaching
 * any api replica reads it, and the worker that runs it may be any replica's. A worker that dies mid-run leaves the
 * job active in the queue; once it expires another worker takes it and finishes the run: startBillingRun continues
 * the incomplete run of the period and bills only what is still due (its chunks lock the company and re-plan; the
 * unique index on client, plan and period start is the last guard), so no invoice is written twice. A run that
 * fails (its own error) is recorded as failed at once and not tried again; only a database that cannot answer,
 * or a stopped worker, makes the queue try again.
 */
export function createBillingRunJobs<Outcome>(
  db: Database,
  queue: JobQueue,
  options: BillingRunJobOptions<Outcome>,
): BillingRunJobs<Outcome> {
  const keep = options.keepFinished ?? 20;

  async function run({ id, data, lastTry, signal }: JobContext<BillingRunJobData>): Promise<void> {
    const { companyId, userId, periodStart, periodEnd } = data;
    const table = jobsTable(db);
    const attempts = await table.take(id, companyId);
    if (attempts === undefined) return;
    const period = { periodStart, periodEnd };
    const resumed = attempts > 1;
    const before = resumed ? await table.billedBefore(companyId, period) : 0;
    const plannedBefore = resumed ? await table.keptPlan(id, companyId) : null;
    const onPlanned = (tx: Queryable, plan: BillingPlanOutcome) => jobsTable(tx).keepPlan(id, companyId, plan);
    // Progress rows are written one after another, never out of order; the last is written before the outcome.
    let written = Promise.resolve();
    const report = ({ done, total }: BillingRunProgress) => {
      written = written.then(() => table.progress(id, companyId, before + done, before + total)).catch(() => undefined);
      // The process is stopping: stop after this committed chunk; the queue hands the job to another worker.
      if (signal.aborted && done > 0)
        throw new Error('the billing run stopped between two chunks: the api is stopping');
    };
    let result: { outcome: Outcome } | { error: JobProblem };
    try {
      const caller = { id: userId, companyId };
      result = { outcome: await options.work({ caller, period, report, resumed, onPlanned, plannedBefore }) };
    } catch (error) {
      await written;
      if (signal.aborted) throw error;
      // The database could not answer: nothing of the failed chunk was stored; the queue tries again later.
      if (error instanceof DatabaseUnavailableError && !lastTry) throw error;
      result = { error: options.problemOf(error, { id, companyId }) };
    }
    await written;
    await table.finish(id, companyId, result);
    await table.forget(companyId, keep);
  }

  queue.define<BillingRunJobData>({
    name: BILLING_RUN_QUEUE,
    handler: run,
    async onDeadLetter(data) {
      await jobsTable(db).finish(data.jobId, data.companyId, { error: ABANDONED_RUN });
    },
  });

  return {
    async start(caller, period) {
      const id = randomUUID();
      const startedAt = await db.transaction(async (tx) => {
        const at = await jobsTable(tx).insert(id, caller, period);
        if (at === undefined) return undefined;
        const data: BillingRunJobData = { jobId: id, companyId: caller.companyId, userId: caller.id, ...period };
        await queue.send(BILLING_RUN_QUEUE, data, { id, tx });
        return at;
      });
      if (startedAt === undefined) {
        const running = await jobsTable(db).running(caller.companyId);
        throw conflict(
          running
            ? `A billing run for ${running.periodStart} to ${running.periodEnd} is still running; start another when it has finished`
            : 'A billing run is still running; start another when it has finished',
        );
      }
      // Committed: this process's worker takes the job now rather than at its next poll (another may take it first).
      queue.wake(BILLING_RUN_QUEUE);
      return {
        id,
        companyId: caller.companyId,
        ...period,
        status: 'running',
        done: 0,
        total: null,
        startedAt,
        finishedAt: null,
        outcome: null,
        error: null,
        attempts: 0,
      };
    },
    find: (id, companyId) => jobsTable(db).find<Outcome>(id, companyId),
  };
}
