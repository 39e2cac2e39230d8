import { randomUUID } from 'node:crypto';
import { conflict } from '../shared/problem.ts';
import type { BillingPeriod, BillingRunProgress } from './billing-run-service.ts';

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
  /** Invoices created and committed so far (they stay after a failure). */
  done: number;
  /** The invoices the run creates; null until it has worked out what it will bill. */
  total: number | null;
  startedAt: string;
  finishedAt: string | null;
  /** When succeeded: what the run did. */
  outcome: Outcome | null;
  /** When failed: why (the run is left incomplete; starting the same period again finishes it). */
  error: JobProblem | null;
}

export interface BillingRunJobs<Outcome> {
  /**
   * Starts `work` (the run, in chunks, reporting its progress) and answers the job at once. A
   * company runs one job at a time: a second start while one runs is a 409.
   */
  start(
    companyId: number,
    period: BillingPeriod,
    work: (report: (progress: BillingRunProgress) => void) => Promise<Outcome>,
  ): BillingRunJob<Outcome>;
  /** The job as it is now; undefined when unknown or another company's. */
  find(id: string, companyId: number): BillingRunJob<Outcome> | undefined;
  /** Waits for the jobs still running. */
  close(): Promise<void>;
}

export interface BillingRunJobOptions {
  /** Turns a failure into what the poll answers (and logs what must be logged). */
  problemOf: (error: unknown, job: { id: string; companyId: number }) => JobProblem;
  /** Finished jobs kept per company for polls to read, newest first (default 20). */
  keepFinished?: number;
}

/**
 * The billing runs this process is running or has just run, in memory. The job's progress lives here; the
 * run itself is in the database, incomplete until its last chunk commits. A poll must therefore reach the
 * process that runs the job (one api process, or sticky routing), and a restart forgets the jobs (a run cut
 * short by it stays incomplete until the same period is started again).
 */
export function createBillingRunJobs<Outcome>(options: BillingRunJobOptions): BillingRunJobs<Outcome> {
  const keep = options.keepFinished ?? 20;
  const jobs = new Map<string, BillingRunJob<Outcome>>();
  const inFlight = new Set<Promise<void>>();

  const forget = (companyId: number) => {
    const finished = [...jobs.values()].filter((j) => j.companyId === companyId && j.status !== 'running');
    for (const old of finished.slice(0, Math.max(0, finished.length - keep))) jobs.delete(old.id);
  };

  return {
    start(companyId, period, work) {
      const running = [...jobs.values()].find((j) => j.companyId === companyId && j.status === 'running');
      if (running) {
        throw conflict(
          `A billing run for ${running.periodStart} to ${running.periodEnd} is still running; start another when it has finished`,
        );
      }
      const job: BillingRunJob<Outcome> = {
        id: randomUUID(),
        companyId,
        periodStart: period.periodStart,
        periodEnd: period.periodEnd,
        status: 'running',
        done: 0,
        total: null,
        startedAt: new Date().toISOString(),
        finishedAt: null,
        outcome: null,
        error: null,
      };
      jobs.set(job.id, job);
      const answer = { ...job };
      const settled = Promise.resolve()
        .then(() =>
          work(({ done, total }) => {
            job.done = done;
            job.total = total;
          }),
        )
        .then(
          (outcome) => {
            Object.assign(job, { status: 'succeeded', outcome, finishedAt: new Date().toISOString() });
          },
          (error: unknown) => {
            const problem = options.problemOf(error, job);
            Object.assign(job, { status: 'failed', error: problem, finishedAt: new Date().toISOString() });
          },
        )
        .finally(() => {
          inFlight.delete(settled);
          forget(companyId);
        });
      inFlight.add(settled);
      return answer;
    },
    find(id, companyId) {
      const job = jobs.get(id);
      return job && job.companyId === companyId ? { ...job } : undefined;
    },
    async close() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
